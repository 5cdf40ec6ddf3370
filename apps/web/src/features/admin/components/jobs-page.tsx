import type { JobListState } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PagedList } from '../../../components/paged-list';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePagedList } from '../../../lib/use-paged-list';
import { jobDepthQuery, jobsQuery } from '../api/jobs';
import { useJobActions } from '../use-job-actions';
import { JobsTable } from './jobs-table';

const m = defineMessages({
  title: { id: 'admin.jobs.title', defaultMessage: 'Background Jobs' },
  dead: { id: 'admin.jobs.tabDead', defaultMessage: 'Dead' },
  failing: { id: 'admin.jobs.tabFailing', defaultMessage: 'Failing' },
  noDead: { id: 'admin.jobs.noDead', defaultMessage: 'No dead jobs' },
  noFailing: { id: 'admin.jobs.noFailing', defaultMessage: 'No failing jobs' },
});

/** The two lists an admin acts on: jobs that gave up, and jobs waiting to try again. */
const TABS: { state: 'dead' | 'failing'; label: MessageDescriptor; empty: MessageDescriptor }[] = [
  { state: 'dead', label: m.dead, empty: m.noDead },
  { state: 'failing', label: m.failing, empty: m.noFailing },
];

const DEPTH_LABELS: Record<JobListState, MessageDescriptor> = defineMessages({
  queued: { id: 'admin.jobs.depthQueued', defaultMessage: 'Queued' },
  running: { id: 'admin.jobs.depthRunning', defaultMessage: 'Running' },
  failing: { id: 'admin.jobs.depthFailing', defaultMessage: 'Failing' },
  dead: { id: 'admin.jobs.depthDead', defaultMessage: 'Dead' },
  done: { id: 'admin.jobs.depthDone', defaultMessage: 'Done (7 days)' },
});

/**
 * The dead-letter list (issue 16): how deep the queue is over every instance, the jobs that
 * gave up or keep failing with their last error, and Retry.
 */
export function JobsPage() {
  const intl = useIntl();
  const title = intl.formatMessage(m.title);
  usePageTitle(title);
  const [params] = useSearchParams();
  const tab = TABS.find((t) => t.state === params.get('state')) ?? TABS[0]!;
  const depth = useQuery(jobDepthQuery());
  const list = usePagedList((page) => jobsQuery(tab.state, page));
  const { retry, discard } = useJobActions();

  return (
    <div className="max-w-6xl">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{title}</h1>
      <section aria-labelledby="queue-depth" className="mb-6">
        <h2 id="queue-depth" className="sr-only">
          <FormattedMessage id="admin.jobs.queueDepth" defaultMessage="Queue depth" />
        </h2>
        <dl className="flex flex-wrap gap-2">
          {(Object.keys(DEPTH_LABELS) as JobListState[]).map((state) => (
            <div key={state} className="rounded-box border border-base-300 bg-base-100 px-4 py-2">
              <dt className="text-sm text-base-content/75">{intl.formatMessage(DEPTH_LABELS[state])}</dt>
              <dd className="text-2xl font-semibold tabular-nums">
                {depth.data ? intl.formatNumber(depth.data[state]) : '…'}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <nav
        aria-label={intl.formatMessage({ id: 'admin.jobs.listsLabel', defaultMessage: 'Job lists' })}
        className="mb-4"
      >
        <ul className="flex gap-2">
          {TABS.map((t) => (
            <li key={t.state}>
              <Link
                to={`?state=${t.state}`}
                className={`btn btn-sm ${t.state === tab.state ? 'btn-neutral' : 'btn-ghost'}`}
                aria-current={t.state === tab.state ? 'page' : undefined}
              >
                {intl.formatMessage(t.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <PagedList
        list={list}
        failure={intl.formatMessage({ id: 'admin.jobs.loadFailed', defaultMessage: 'Could not load jobs' })}
        skeletonRows={4}
        empty={
          <EmptyState title={intl.formatMessage(tab.empty)}>
            <FormattedMessage
              id="admin.jobs.emptyText"
              defaultMessage="Every background job is going through."
            />
          </EmptyState>
        }
      >
        {(jobs) => (
          <JobsTable
            jobs={jobs}
            caption={intl.formatMessage(
              {
                id: 'admin.jobs.caption',
                defaultMessage: '{state, select, dead {Dead jobs} other {Failing jobs}}',
              },
              { state: tab.state },
            )}
            retryingId={retry.isPending ? retry.variables : undefined}
            onRetry={(job) => retry.mutateAsync(job._id)}
            onDiscard={(job) => discard.mutateAsync(job._id)}
          />
        )}
      </PagedList>
    </div>
  );
}
