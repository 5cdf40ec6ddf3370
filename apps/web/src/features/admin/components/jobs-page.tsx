import type { JobListState } from '@refocus/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PagedList } from '../../../components/paged-list';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePagedList } from '../../../lib/use-paged-list';
import { jobDepthQuery, jobsQuery } from '../api/jobs';
import { useJobActions } from '../use-job-actions';
import { JobsTable } from './jobs-table';

const TITLE = 'Background Jobs';

/** The two lists an admin acts on: jobs that gave up, and jobs waiting to try again. */
const TABS: { state: 'dead' | 'failing'; label: string; empty: string }[] = [
  { state: 'dead', label: 'Dead', empty: 'No dead jobs' },
  { state: 'failing', label: 'Failing', empty: 'No failing jobs' },
];

const DEPTH_LABELS: Record<JobListState, string> = {
  queued: 'Queued',
  running: 'Running',
  failing: 'Failing',
  dead: 'Dead',
  done: 'Done (7 days)',
};

/**
 * The dead-letter list (issue 16): how deep the queue is over every instance, the jobs that
 * gave up or keep failing with their last error, and Retry.
 */
export function JobsPage() {
  usePageTitle(TITLE);
  const [params] = useSearchParams();
  const tab = TABS.find((t) => t.state === params.get('state')) ?? TABS[0]!;
  const depth = useQuery(jobDepthQuery());
  const list = usePagedList((page) => jobsQuery(tab.state, page));
  const { retry, discard } = useJobActions();

  return (
    <div className="max-w-6xl">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{TITLE}</h1>
      <section aria-labelledby="queue-depth" className="mb-6">
        <h2 id="queue-depth" className="sr-only">
          Queue depth
        </h2>
        <dl className="flex flex-wrap gap-2">
          {(Object.keys(DEPTH_LABELS) as JobListState[]).map((state) => (
            <div key={state} className="rounded-box border border-base-300 bg-base-100 px-4 py-2">
              <dt className="text-sm text-base-content/75">{DEPTH_LABELS[state]}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{depth.data ? depth.data[state] : '…'}</dd>
            </div>
          ))}
        </dl>
      </section>
      <nav aria-label="Job lists" className="mb-4">
        <ul className="flex gap-2">
          {TABS.map((t) => (
            <li key={t.state}>
              <Link
                to={`?state=${t.state}`}
                className={`btn btn-sm ${t.state === tab.state ? 'btn-neutral' : 'btn-ghost'}`}
                aria-current={t.state === tab.state ? 'page' : undefined}
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <PagedList
        list={list}
        failure="Could not load jobs"
        skeletonRows={4}
        empty={<EmptyState title={tab.empty}>Every background job is going through.</EmptyState>}
      >
        {(jobs) => (
          <JobsTable
            jobs={jobs}
            caption={`${tab.label} jobs`}
            retryingId={retry.isPending ? retry.variables : undefined}
            onRetry={(job) => retry.mutateAsync(job._id)}
            onDiscard={(job) => discard.mutateAsync(job._id)}
          />
        )}
      </PagedList>
    </div>
  );
}
