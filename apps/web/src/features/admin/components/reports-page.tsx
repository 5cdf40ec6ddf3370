import {
  CASE_STATES,
  type CaseState,
  REPORT_TARGET_KINDS,
  type ReportCaseSummary,
  type ReportTargetKind,
} from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PagedList } from '../../../components/paged-list';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePagedList } from '../../../lib/use-paged-list';
import { reportCasesQuery } from '../api/moderation';
import { KIND_LABELS, REASON_LABELS, STATE_LABELS, useWhen } from '../moderation-labels';

const m = defineMessages({
  title: { id: 'admin.reports.title', defaultMessage: 'Reports' },
});

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

/**
 * The moderation queue (issue 15 item 4): one row per reported thing, the most recently
 * reported first, filtered by kind and state (kept in the URL; open cases unless told).
 */
export function ReportsPage() {
  const intl = useIntl();
  const title = intl.formatMessage(m.title);
  usePageTitle(title);
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
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{title}</h1>
      <div className="mb-4 flex flex-wrap gap-4">
        <label className="flex flex-col gap-1 text-sm font-medium">
          <FormattedMessage id="admin.reports.kindFilter" defaultMessage="Kind" />
          <select
            className="select select-sm"
            value={kind ?? ''}
            onChange={(e) => setFilter('kind', e.target.value)}
          >
            <option value="">
              {intl.formatMessage({ id: 'admin.reports.everyKind', defaultMessage: 'Every kind' })}
            </option>
            {REPORT_TARGET_KINDS.map((k) => (
              <option key={k} value={k}>
                {intl.formatMessage(KIND_LABELS[k])}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          <FormattedMessage id="admin.reports.stateFilter" defaultMessage="State" />
          <select
            className="select select-sm"
            value={state ?? 'all'}
            onChange={(e) => setFilter('state', e.target.value === 'open' ? '' : e.target.value)}
          >
            {CASE_STATES.map((s) => (
              <option key={s} value={s}>
                {intl.formatMessage(STATE_LABELS[s])}
              </option>
            ))}
            <option value="all">
              {intl.formatMessage({ id: 'admin.reports.everyState', defaultMessage: 'Every state' })}
            </option>
          </select>
        </label>
      </div>
      <PagedList
        list={list}
        failure={intl.formatMessage({
          id: 'admin.reports.loadFailed',
          defaultMessage: 'Could not load the reports',
        })}
        skeletonRows={4}
        empty={
          <EmptyState
            title={intl.formatMessage({ id: 'admin.reports.emptyTitle', defaultMessage: 'No reports here' })}
          >
            <FormattedMessage
              id="admin.reports.emptyText"
              defaultMessage="Nothing waits for a decision with these filters."
            />
          </EmptyState>
        }
      >
        {(cases) => <CasesTable cases={cases} kind={kind} state={state} />}
      </PagedList>
    </div>
  );
}

function CasesTable(props: { cases: ReportCaseSummary[]; kind?: ReportTargetKind; state?: CaseState }) {
  const intl = useIntl();
  const when = useWhen();
  const caption = intl.formatMessage(
    {
      id: 'admin.reports.caption',
      defaultMessage:
        '{state, select, open {Open report cases} dismissed {Dismissed report cases} actioned {Actioned report cases} other {All report cases}}{kind, select, listing { about a listing} message { about a message} user { about a person} other {}}',
    },
    { state: props.state ?? 'all', kind: props.kind ?? 'any' },
  );
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table max-sm:table-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="admin.reports.colReported" defaultMessage="Reported" />
            </th>
            <th scope="col">
              <FormattedMessage id="admin.reports.colReasons" defaultMessage="Reasons" />
            </th>
            <th scope="col">
              <FormattedMessage id="admin.reports.colReports" defaultMessage="Reports" />
            </th>
            <th scope="col">
              <FormattedMessage id="admin.reports.colLastReported" defaultMessage="Last reported" />
            </th>
            <th scope="col">
              <FormattedMessage id="admin.reports.colState" defaultMessage="State" />
            </th>
          </tr>
        </thead>
        <tbody>
          {props.cases.map((c) => (
            <tr key={c.id}>
              <th scope="row" className="font-medium">
                <div className="text-xs font-normal uppercase text-base-content/75">
                  {intl.formatMessage(KIND_LABELS[c.kind])}
                </div>
                <Link to={`/dashboard/reports/${c.id}`} className="link [overflow-wrap:anywhere]">
                  {c.targetLabel}
                </Link>
              </th>
              <td>
                {intl.formatList(
                  c.reasons.map((r) => intl.formatMessage(REASON_LABELS[r])),
                  { type: 'unit', style: 'short' },
                )}
              </td>
              <td className="tabular-nums">{c.reportCount}</td>
              <td className="whitespace-nowrap">
                <time dateTime={c.lastReportedAt}>{when(c.lastReportedAt)}</time>
              </td>
              <td>
                <span className={`badge badge-sm ${c.state === 'open' ? 'badge-warning' : 'badge-ghost'}`}>
                  {intl.formatMessage(STATE_LABELS[c.state])}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
