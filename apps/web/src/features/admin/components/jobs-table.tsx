import type { AdminJob } from '@refocus/contract';
import { BusyButton } from '../../../components/busy-button';
import { ConfirmButton } from '../../../components/confirm-dialog';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
};

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
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table max-sm:table-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Kind</th>
            <th scope="col">Attempts</th>
            <th scope="col">Last error</th>
            <th scope="col">Created</th>
            <th scope="col">Last change</th>
            <th scope="col" className="text-end">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <tr key={job._id}>
              <th scope="row" className="font-medium">
                {job.kind}
                {job.state === 'failing' && (
                  <div className="text-sm font-normal text-base-content/75">next try {when(job.runAt)}</div>
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
                    aria-label={`Retry ${job.kind} job created ${when(job.createdAt)}`}
                    onClick={() => onRetry(job).catch(() => undefined)}
                  >
                    Retry
                  </BusyButton>
                  {job.state === 'dead' && (
                    <ConfirmButton
                      className="btn btn-sm btn-ghost"
                      ariaLabel={`Discard ${job.kind} job created ${when(job.createdAt)}`}
                      title="Discard this job?"
                      message="It will not run again and leaves this list for good."
                      confirmLabel="Discard"
                      danger
                      onConfirm={() => onDiscard(job)}
                    >
                      Discard
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
