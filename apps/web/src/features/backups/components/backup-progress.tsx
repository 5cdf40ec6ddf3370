import type { BackupRun, MaintenanceStatus, RestoreRun } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import type { IntlShape, MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  none: { id: 'backups.progress.none', defaultMessage: 'No backup has run yet.' },
  noReason: { id: 'backups.progress.noReason', defaultMessage: 'no reason given' },
  failed: {
    id: 'backups.progress.failed',
    defaultMessage:
      '{scheduled, select, yes {Scheduled backup failed: {error}} other {Backup failed: {error}}}',
  },
  done: {
    id: 'backups.progress.done',
    defaultMessage: '{scheduled, select, yes {Scheduled backup done: {name}} other {Backup done: {name}}}',
  },
  queued: {
    id: 'backups.progress.queued',
    defaultMessage: '{scheduled, select, yes {Scheduled backup queued…} other {Backup queued…}}',
  },
  snapshot: {
    id: 'backups.progress.snapshot',
    defaultMessage:
      '{scheduled, select, yes {Scheduled backup: reading the database…} other {Backup: reading the database…}}',
  },
  table: {
    id: 'backups.progress.table',
    defaultMessage:
      '{scheduled, select, yes {Scheduled backup} other {Backup}}: copied {table} ({rows, plural, one {# row} other {# rows}})…',
  },
  photos: {
    id: 'backups.progress.photos',
    defaultMessage:
      '{scheduled, select, yes {Scheduled backup} other {Backup}}: copied {files, plural, one {# photo file} other {# photo files}}…',
  },
  storing: {
    id: 'backups.progress.storing',
    defaultMessage:
      '{scheduled, select, yes {Scheduled backup: storing the archive…} other {Backup: storing the archive…}}',
  },
  restoring: {
    id: 'backups.restore.restoring',
    defaultMessage:
      'Restoring {name}{step, select, waiting {: waiting for the requests in hand to finish} photos {: writing the photos} data {: replacing the data} finishing {: coming back} other {}}… Visitors see the maintenance page meanwhile.',
  },
  restoreFailed: {
    id: 'backups.restore.failed',
    defaultMessage: 'Restore failed: {error}. The shop is as it was.',
  },
  restored: { id: 'backups.restore.done', defaultMessage: 'Restored the shop from {name}.' },
});
// Plain descriptors: the values are checked by the catalogue, not inferred from the selects.
const m: Record<keyof typeof messages, MessageDescriptor> = messages;

/** What the latest run is doing, in words: the page reads it out as it changes. */
export function progressText(intl: IntlShape, run: BackupRun | null | undefined): string {
  if (!run) return intl.formatMessage(m.none);
  const scheduled = run.scheduled ? 'yes' : 'no';
  if (run.state === 'failed')
    return intl.formatMessage(m.failed, { scheduled, error: run.error ?? intl.formatMessage(m.noReason) });
  if (run.state === 'done') return intl.formatMessage(m.done, { scheduled, name: run.name });
  const progress = run.progress;
  if (run.state === 'queued' || !progress || progress.step === 'queued')
    return intl.formatMessage(m.queued, { scheduled });
  switch (progress.step) {
    case 'snapshot':
      return intl.formatMessage(m.snapshot, { scheduled });
    case 'table':
      return intl.formatMessage(m.table, { scheduled, table: progress.table, rows: progress.rows });
    case 'photos':
      return intl.formatMessage(m.photos, { scheduled, files: progress.files });
    case 'storing':
      return intl.formatMessage(m.storing, { scheduled });
  }
}

/**
 * What a restore is doing, in words: while the shop is in maintenance, from `/api/maintenance`;
 * after, the outcome this instance recorded.
 */
export function restoreText(
  intl: IntlShape,
  restoring: string | undefined,
  maintenance: MaintenanceStatus | undefined,
  outcome: RestoreRun | null | undefined,
): string {
  if (restoring) {
    return intl.formatMessage(m.restoring, { name: restoring, step: maintenance?.step ?? 'none' });
  }
  if (!outcome || outcome.state === 'restoring') return '';
  if (outcome.state === 'failed')
    return intl.formatMessage(m.restoreFailed, { error: outcome.error ?? intl.formatMessage(m.noReason) });
  return intl.formatMessage(m.restored, { name: outcome.name });
}
