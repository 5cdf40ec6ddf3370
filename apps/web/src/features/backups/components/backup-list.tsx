import type { BackupFile } from '@refocus/contract';
import { type IntlShape, useIntl } from 'react-intl';
import { BusyButton } from '../../../components/busy-button';
import { ConfirmButton } from '../../../components/confirm-dialog';

const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/** A size as people read it, in the page's language: `12.3 MB`, `12,3 MB`, `512 bytes`. */
function formatSize(intl: IntlShape, bytes: number): string {
  if (bytes < 1000)
    return intl.formatMessage(
      { id: 'backups.list.bytes', defaultMessage: '{count, plural, one {# byte} other {# bytes}}' },
      { count: bytes },
    );
  let size = bytes / 1000;
  let unit = 0;
  while (size >= 1000 && unit < UNITS.length - 1) {
    size /= 1000;
    unit++;
  }
  return intl.formatMessage(
    { id: 'backups.list.size', defaultMessage: '{size} {unit}' },
    {
      size: intl.formatNumber(size, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      unit: UNITS[unit],
    },
  );
}

interface BackupListProps {
  backups: BackupFile[];
  /** The archive being fetched for download, if any. */
  downloading: string | undefined;
  onDownload: (name: string) => void;
  onDelete: (name: string) => Promise<unknown>;
  onRestore: (name: string) => Promise<unknown>;
  /** While a restore goes, nothing else may start. */
  disabled: boolean;
}

/** The archives as a list of cards, not a table: a long name wraps on a phone. */
export function BackupList({
  backups,
  downloading,
  onDownload,
  onDelete,
  onRestore,
  disabled,
}: BackupListProps) {
  const intl = useIntl();
  const when = (iso: string) => intl.formatDate(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const restore = intl.formatMessage({ id: 'backups.list.restore', defaultMessage: 'Restore' });
  const remove = intl.formatMessage({ id: 'backups.list.delete', defaultMessage: 'Delete' });
  return (
    <ul
      aria-label={intl.formatMessage({ id: 'backups.list.label', defaultMessage: 'Backups, newest first' })}
      className="flex flex-col gap-3"
    >
      {backups.map((backup) => (
        <li
          key={backup.name}
          className="flex flex-wrap items-center gap-3 rounded-box border border-base-300 bg-base-100 p-4"
        >
          <div className="min-w-0 grow">
            <p className="font-mono text-sm break-all">{backup.name}</p>
            <p className="text-sm text-base-content/75">
              {intl.formatMessage(
                { id: 'backups.list.details', defaultMessage: '{date} · {size}' },
                { date: when(backup.createdAt), size: formatSize(intl, backup.size) },
              )}
            </p>
          </div>
          <div className="flex gap-2">
            <BusyButton
              className="btn btn-sm"
              busy={downloading === backup.name}
              aria-label={intl.formatMessage(
                { id: 'backups.list.downloadLabel', defaultMessage: 'Download {name}' },
                { name: backup.name },
              )}
              onClick={() => onDownload(backup.name)}
            >
              {intl.formatMessage({ id: 'backups.list.download', defaultMessage: 'Download' })}
            </BusyButton>
            <ConfirmButton
              className="btn btn-sm"
              ariaLabel={intl.formatMessage(
                { id: 'backups.list.restoreLabel', defaultMessage: 'Restore {name}' },
                { name: backup.name },
              )}
              title={intl.formatMessage({
                id: 'backups.list.restoreTitle',
                defaultMessage: 'Restore the shop from this backup?',
              })}
              message={intl.formatMessage(
                {
                  id: 'backups.list.restoreMessage',
                  defaultMessage:
                    'Everything in the shop is replaced by what this backup holds from {date}: accounts, listings, photos, bookings and messages added since are gone. Visitors see a maintenance page for the few minutes it takes, and people who signed in since then sign in again.',
                },
                { date: when(backup.createdAt) },
              )}
              confirmLabel={restore}
              danger
              disabled={disabled}
              onConfirm={() => onRestore(backup.name)}
            >
              {restore}
            </ConfirmButton>
            <ConfirmButton
              className="btn btn-sm btn-ghost"
              ariaLabel={intl.formatMessage(
                { id: 'backups.list.deleteLabel', defaultMessage: 'Delete {name}' },
                { name: backup.name },
              )}
              disabled={disabled}
              title={intl.formatMessage({
                id: 'backups.list.deleteTitle',
                defaultMessage: 'Delete this backup?',
              })}
              message={intl.formatMessage(
                {
                  id: 'backups.list.deleteMessage',
                  defaultMessage: '{name} is deleted for good from the backups folder or bucket.',
                },
                { name: backup.name },
              )}
              confirmLabel={remove}
              danger
              onConfirm={() => onDelete(backup.name)}
            >
              {remove}
            </ConfirmButton>
          </div>
        </li>
      ))}
    </ul>
  );
}
