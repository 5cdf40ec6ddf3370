import type { BackupRun, MaintenanceStatus, RestoreRun } from '@refocus/contract';

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

const RESTORE_STEPS: Record<RestoreRun['step'], string> = {
  waiting: 'waiting for the requests in hand to finish',
  photos: 'writing the photos',
  data: 'replacing the data',
  finishing: 'coming back',
};

/**
 * What a restore is doing, in words: while the shop is in maintenance, from `/api/maintenance`;
 * after, the outcome this instance recorded.
 */
export function restoreText(
  restoring: string | undefined,
  maintenance: MaintenanceStatus | undefined,
  outcome: RestoreRun | null | undefined,
): string {
  if (restoring) {
    const step = maintenance?.step ? `: ${RESTORE_STEPS[maintenance.step]}` : '';
    return `Restoring ${restoring}${step}… Visitors see the maintenance page meanwhile.`;
  }
  if (!outcome || outcome.state === 'restoring') return '';
  if (outcome.state === 'failed')
    return `Restore failed: ${outcome.error ?? 'no reason given'}. The shop is as it was.`;
  return `Restored the shop from ${outcome.name}.`;
}
