import type { BackupFile } from '@refocus/contract';
import { BusyButton } from '../../../components/busy-button';
import { ConfirmButton } from '../../../components/confirm-dialog';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A size as people read it: `12.3 MB`. */
function formatSize(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let size = bytes;
  let unit = 0;
  while (size >= 1000 && unit < units.length - 1) {
    size /= 1000;
    unit++;
  }
  return unit === 0 ? `${size} bytes` : `${size.toFixed(1)} ${units[unit]}`;
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
  return (
    <ul aria-label="Backups, newest first" className="flex flex-col gap-3">
      {backups.map((backup) => (
        <li
          key={backup.name}
          className="flex flex-wrap items-center gap-3 rounded-box border border-base-300 bg-base-100 p-4"
        >
          <div className="min-w-0 grow">
            <p className="font-mono text-sm break-all">{backup.name}</p>
            <p className="text-sm text-base-content/75">
              {dateTime.format(new Date(backup.createdAt))} · {formatSize(backup.size)}
            </p>
          </div>
          <div className="flex gap-2">
            <BusyButton
              className="btn btn-sm"
              busy={downloading === backup.name}
              aria-label={`Download ${backup.name}`}
              onClick={() => onDownload(backup.name)}
            >
              Download
            </BusyButton>
            <ConfirmButton
              className="btn btn-sm"
              ariaLabel={`Restore ${backup.name}`}
              title="Restore the shop from this backup?"
              message={`Everything in the shop is replaced by what this backup holds from ${dateTime.format(new Date(backup.createdAt))}: accounts, listings, photos, bookings and messages added since are gone. Visitors see a maintenance page for the few minutes it takes, and people who signed in since then sign in again.`}
              confirmLabel="Restore"
              danger
              disabled={disabled}
              onConfirm={() => onRestore(backup.name)}
            >
              Restore
            </ConfirmButton>
            <ConfirmButton
              className="btn btn-sm btn-ghost"
              ariaLabel={`Delete ${backup.name}`}
              disabled={disabled}
              title="Delete this backup?"
              message={`${backup.name} is deleted for good from the backups folder or bucket.`}
              confirmLabel="Delete"
              danger
              onConfirm={() => onDelete(backup.name)}
            >
              Delete
            </ConfirmButton>
          </div>
        </li>
      ))}
    </ul>
  );
}
