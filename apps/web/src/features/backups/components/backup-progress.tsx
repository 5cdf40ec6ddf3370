import type { BackupRun } from '@refocus/contract';

/** What the latest run is doing, in words: the page reads it out as it changes. */
export function progressText(run: BackupRun | null | undefined): string {
  if (!run) return 'No backup has run yet.';
  const kind = run.scheduled ? 'Scheduled backup' : 'Backup';
  if (run.state === 'failed') return `${kind} failed: ${run.error ?? 'no reason given'}`;
  if (run.state === 'done') return `${kind} done: ${run.name}`;
  const progress = run.progress;
  if (run.state === 'queued' || !progress || progress.step === 'queued') return `${kind} queued…`;
  switch (progress.step) {
    case 'snapshot':
      return `${kind}: reading the database…`;
    case 'table':
      return `${kind}: copied ${progress.table} (${progress.rows.toLocaleString('en-US')} rows)…`;
    case 'photos':
      return `${kind}: copied ${progress.files.toLocaleString('en-US')} photo files…`;
    case 'storing':
      return `${kind}: storing the archive…`;
  }
}
