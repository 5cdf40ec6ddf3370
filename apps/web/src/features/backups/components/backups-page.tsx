import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BusyButton } from '../../../components/busy-button';
import { EmptyState } from '../../../components/empty-state';
import { usePageTitle } from '../../../lib/use-page-title';
import { backupProgressQuery, backupsQuery, isRunning, maintenanceQuery } from '../api/backups';
import { useBackupActions } from '../use-backup-actions';
import { BackupList } from './backup-list';
import { progressText, restoreText } from './backup-progress';

/**
 * Dashboard → Backups (issue 46 item 4): the archives with their date and size, "Back up now"
 * with its progress as it goes, Download and Delete. When backups run is the server's setting.
 */
export function BackupsPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'backups.page.title', defaultMessage: 'Backups' });
  usePageTitle(title);
  const queryClient = useQueryClient();
  const list = useQuery(backupsQuery());
  const progress = useQuery(backupProgressQuery());
  const { start, download, remove, restore } = useBackupActions();
  const run = progress.data?.run;
  const running = isRunning(run);
  // The archive being restored: the shop is in maintenance until `/api/maintenance` says not.
  const [restoring, setRestoring] = useState<string>();
  const maintenance = useQuery(maintenanceQuery(restoring !== undefined));
  const back = restoring !== undefined && maintenance.data?.maintenance === false;
  useEffect(() => {
    if (!back) return;
    setRestoring(undefined);
    // Everything may have changed: the archives the restored shop sees, and the restore's outcome.
    void queryClient.invalidateQueries();
  }, [back, queryClient]);

  // A run that ends (here or on another instance) adds an archive, and may have pruned old ones.
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !running) void queryClient.invalidateQueries({ queryKey: ['backups', 'list'] });
    wasRunning.current = running;
  }, [running, queryClient]);

  return (
    <div className="max-w-3xl">
      <h1 className="mb-2 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mb-6 text-base-content/75">
        <FormattedMessage
          id="backups.page.intro"
          defaultMessage="Each archive holds the whole shop: every account, listing, photo and message. Scheduled ones run as the server's <code>BACKUP_SCHEDULE</code> says, and the newest <code>BACKUP_KEEP</code> are kept."
          values={{ code: (chunks) => <code>{chunks}</code> }}
        />
      </p>
      <section aria-labelledby="backup-now" className="mb-6 flex flex-wrap items-center gap-3">
        <h2 id="backup-now" className="sr-only">
          <FormattedMessage id="backups.page.backUpNowHeading" defaultMessage="Back up now" />
        </h2>
        <BusyButton
          className="btn btn-primary"
          busy={start.isPending || running}
          disabled={restoring !== undefined}
          onClick={() => start.mutate()}
        >
          <FormattedMessage id="backups.page.backUpNow" defaultMessage="Back up now" />
        </BusyButton>
        <p role="status" className="min-w-0 grow break-words text-sm">
          {progress.isSuccess ? progressText(intl, run) : ''}
        </p>
      </section>
      <p
        role="status"
        aria-label={intl.formatMessage({ id: 'backups.page.restoreStatus', defaultMessage: 'Restore' })}
        className="mb-6 break-words text-sm empty:hidden"
      >
        {restoreText(intl, restoring, maintenance.data, progress.data?.restore)}
      </p>
      {list.isError ? (
        <p role="alert" className="text-error">
          <FormattedMessage
            id="backups.page.loadFailed"
            defaultMessage="Could not load the backups: {error}"
            values={{ error: list.error.message }}
          />
        </p>
      ) : list.data === undefined ? (
        <p className="text-base-content/75">
          <FormattedMessage id="backups.page.loading" defaultMessage="Loading backups…" />
        </p>
      ) : list.data.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: 'backups.page.emptyTitle', defaultMessage: 'No backups yet' })}
        >
          <FormattedMessage
            id="backups.page.emptyText"
            defaultMessage="Back up now, or wait for the scheduled one."
          />
        </EmptyState>
      ) : (
        <BackupList
          backups={list.data}
          downloading={download.isPending ? download.variables : undefined}
          onDownload={(name) => download.mutate(name)}
          onDelete={(name) => remove.mutateAsync(name)}
          onRestore={async (name) => {
            await restore.mutateAsync(name);
            // A status from an earlier restore must not read as this one's end.
            queryClient.removeQueries({ queryKey: ['maintenance'] });
            setRestoring(name);
          }}
          disabled={restoring !== undefined}
        />
      )}
    </div>
  );
}
