import type { AdminJob } from '@refocus/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { BusyButton } from '../../../components/busy-button';
import { ConfirmButton } from '../../../components/confirm-dialog';
import { useWhen } from '../moderation-labels';

interface JobsTableProps {
  jobs: AdminJob[];
  caption: string;
  /** The job whose retry is on its way, if any. */
  retryingId: string | undefined;
  onRetry: (job: AdminJob) => Promise<unknown>;
  onDiscard: (job: AdminJob) => Promise<unknown>;
}

/** Dead or failing background jobs: what they are, how often they ran, why they failed, and Retry. */
export function JobsTable({ jobs, caption, retryingId, onRetry, onDiscard }: JobsTableProps) {
  const intl = useIntl();
  const when = useWhen();
  const discard = intl.formatMessage({ id: 'admin.jobs.discard', defaultMessage: 'Discard' });
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table max-sm:table-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="admin.jobs.colKind" defaultMessage="Kind" />
            </th>
            <th scope="col">
              <FormattedMessage id="admin.jobs.colAttempts" defaultMessage="Attempts" />
            </th>
            <th scope="col">
              <FormattedMessage id="admin.jobs.colLastError" defaultMessage="Last error" />
            </th>
            <th scope="col">
              <FormattedMessage id="admin.jobs.colCreated" defaultMessage="Created" />
            </th>
            <th scope="col">
              <FormattedMessage id="admin.jobs.colLastChange" defaultMessage="Last change" />
            </th>
            <th scope="col" className="text-end">
              <span className="sr-only">
                <FormattedMessage id="admin.jobs.colActions" defaultMessage="Actions" />
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <tr key={job._id}>
              <th scope="row" className="font-medium">
                {job.kind}
                {job.state === 'failing' && (
                  <div className="text-sm font-normal text-base-content/75">
                    <FormattedMessage
                      id="admin.jobs.nextTry"
                      defaultMessage="next try {date}"
                      values={{ date: when(job.runAt) }}
                    />
                  </div>
                )}
              </th>
              <td className="tabular-nums">{job.attempts}</td>
              <td className="max-w-md font-mono text-sm [overflow-wrap:anywhere]">{job.lastError ?? '—'}</td>
              <td className="whitespace-nowrap">
                <time dateTime={job.createdAt}>{when(job.createdAt)}</time>
              </td>
              <td className="whitespace-nowrap">
                <time dateTime={job.updatedAt}>{when(job.updatedAt)}</time>
              </td>
              <td>
                <div className="flex justify-end gap-1">
                  <BusyButton
                    className="btn btn-sm btn-primary"
                    busy={retryingId === job._id}
                    aria-label={intl.formatMessage(
                      { id: 'admin.jobs.retryLabel', defaultMessage: 'Retry {kind} job created {date}' },
                      { kind: job.kind, date: when(job.createdAt) },
                    )}
                    onClick={() => onRetry(job).catch(() => undefined)}
                  >
                    <FormattedMessage id="admin.jobs.retry" defaultMessage="Retry" />
                  </BusyButton>
                  {job.state === 'dead' && (
                    <ConfirmButton
                      className="btn btn-sm btn-ghost"
                      ariaLabel={intl.formatMessage(
                        {
                          id: 'admin.jobs.discardLabel',
                          defaultMessage: 'Discard {kind} job created {date}',
                        },
                        { kind: job.kind, date: when(job.createdAt) },
                      )}
                      title={intl.formatMessage({
                        id: 'admin.jobs.discardTitle',
                        defaultMessage: 'Discard this job?',
                      })}
                      message={intl.formatMessage({
                        id: 'admin.jobs.discardMessage',
                        defaultMessage: 'It will not run again and leaves this list for good.',
                      })}
                      confirmLabel={discard}
                      danger
                      onConfirm={() => onDiscard(job)}
                    >
                      {discard}
                    </ConfirmButton>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
