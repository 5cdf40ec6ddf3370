import {
  CASE_STATES,
  type CaseState,
  REPORT_REASON_LABELS,
  REPORT_TARGET_KINDS,
  type ReportCaseSummary,
  type ReportTargetKind,
} from '@refocus/contract';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PagedList } from '../../../components/paged-list';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePagedList } from '../../../lib/use-paged-list';
import { reportCasesQuery } from '../api/moderation';
import { KIND_LABELS, STATE_LABELS, when } from '../moderation-labels';

const TITLE = 'Reports';

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

/**
 * The moderation queue (issue 15 item 4): one row per reported thing, the most recently
 * reported first, filtered by kind and state (kept in the URL; open cases unless told).
 */
export function ReportsPage() {
  usePageTitle(TITLE);
  const [params, setParams] = useSearchParams();
  const kind = pick(REPORT_TARGET_KINDS, params.get('kind'));
  const state =
    params.get('state') === 'all' ? undefined : (pick(CASE_STATES, params.get('state')) ?? 'open');
  const list = usePagedList((page) => reportCasesQuery({ kind, state }, page));

  const setFilter = (name: 'kind' | 'state', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next);
  };

  return (
    <div className="max-w-6xl">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{TITLE}</h1>
      <div className="mb-4 flex flex-wrap gap-4">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Kind
          <select
            className="select select-sm"
            value={kind ?? ''}
            onChange={(e) => setFilter('kind', e.target.value)}
          >
            <option value="">Every kind</option>
            {REPORT_TARGET_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          State
          <select
            className="select select-sm"
            value={state ?? 'all'}
            onChange={(e) => setFilter('state', e.target.value === 'open' ? '' : e.target.value)}
          >
            {CASE_STATES.map((s) => (
              <option key={s} value={s}>
                {STATE_LABELS[s]}
              </option>
            ))}
            <option value="all">Every state</option>
          </select>
        </label>
      </div>
      <PagedList
        list={list}
        failure="Could not load the reports"
        skeletonRows={4}
        empty={
          <EmptyState title="No reports here">Nothing waits for a decision with these filters.</EmptyState>
        }
      >
        {(cases) => <CasesTable cases={cases} kind={kind} state={state} />}
      </PagedList>
    </div>
  );
}

function CasesTable(props: { cases: ReportCaseSummary[]; kind?: ReportTargetKind; state?: CaseState }) {
  const caption = `${props.state ? STATE_LABELS[props.state] : 'All'} report cases${props.kind ? ` about a ${KIND_LABELS[props.kind].toLowerCase()}` : ''}`;
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table max-sm:table-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Reported</th>
            <th scope="col">Reasons</th>
            <th scope="col">Reports</th>
            <th scope="col">Last reported</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {props.cases.map((c) => (
            <tr key={c.id}>
              <th scope="row" className="font-medium">
                <div className="text-xs font-normal uppercase text-base-content/75">
                  {KIND_LABELS[c.kind]}
                </div>
                <Link to={`/dashboard/reports/${c.id}`} className="link [overflow-wrap:anywhere]">
                  {c.targetLabel}
                </Link>
              </th>
              <td>{c.reasons.map((r) => REPORT_REASON_LABELS[r]).join(', ')}</td>
              <td className="tabular-nums">{c.reportCount}</td>
              <td className="whitespace-nowrap">
                <time dateTime={c.lastReportedAt}>{when(c.lastReportedAt)}</time>
              </td>
              <td>
                <span className={`badge badge-sm ${c.state === 'open' ? 'badge-warning' : 'badge-ghost'}`}>
                  {STATE_LABELS[c.state]}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
