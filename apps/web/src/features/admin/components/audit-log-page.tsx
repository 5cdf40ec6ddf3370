import { AUDIT_ACTIONS, type AuditAction, type AuditEntry, SITE_PAGES } from '@refocus/contract';
import { defineMessages, isLocale, LOCALE_NAMES } from '@refocus/i18n';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PagedList } from '../../../components/paged-list';
import { SITE_PAGE_TITLES } from '../../../lib/i18n/site-page-titles';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePagedList } from '../../../lib/use-paged-list';
import { type AuditFilters, auditActorsQuery, auditLogQuery } from '../api/moderation';
import { ACTION_LABELS, AUDIT_TARGET_LABELS, useWhen } from '../moderation-labels';

const m = defineMessages({
  title: { id: 'admin.audit.title', defaultMessage: 'Audit Log' },
  caption: { id: 'admin.audit.caption', defaultMessage: 'Admin actions, newest first' },
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FILTER_NAMES = ['adminId', 'action', 'from', 'to'] as const;

/** The filters the URL names (`?adminId=&action=&from=&to=`); a value that is not one is ignored. */
function filtersOf(params: URLSearchParams): AuditFilters {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : undefined;
  };
  return {
    adminId: params.get('adminId') || undefined,
    action: AUDIT_ACTIONS.find((action) => action === params.get('action')),
    from: day('from'),
    to: day('to'),
  };
}

/**
 * Every admin action, newest first: who, what, on whom or what, when and why (issue 42 item 13:
 * named and linked, filtered by admin, action and days, the filters kept in the URL).
 */
export function AuditLogPage() {
  const intl = useIntl();
  const title = intl.formatMessage(m.title);
  usePageTitle(title);
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const list = usePagedList((page) => auditLogQuery(filters, page));
  const filtered = FILTER_NAMES.some((name) => filters[name] !== undefined);

  const setFilter = (name: (typeof FILTER_NAMES)[number], value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next, { replace: true });
  };

  return (
    <div className="max-w-6xl">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{title}</h1>
      <AuditFilterBar
        filters={filters}
        onChange={setFilter}
        onClear={filtered ? () => setParams(new URLSearchParams(), { replace: true }) : undefined}
      />
      <PagedList
        list={list}
        failure={intl.formatMessage({
          id: 'admin.audit.loadFailed',
          defaultMessage: 'Could not load the audit log',
        })}
        skeletonRows={4}
        empty={
          filtered ? (
            <EmptyState
              title={intl.formatMessage({
                id: 'admin.audit.noMatchTitle',
                defaultMessage: 'No admin actions match these filters',
              })}
            >
              <FormattedMessage
                id="admin.audit.noMatchText"
                defaultMessage="Choose another admin, action or days, or clear the filters."
              />
            </EmptyState>
          ) : (
            <EmptyState
              title={intl.formatMessage({
                id: 'admin.audit.emptyTitle',
                defaultMessage: 'No admin actions yet',
              })}
            >
              <FormattedMessage
                id="admin.audit.emptyText"
                defaultMessage="Decisions and account changes will show here."
              />
            </EmptyState>
          )
        }
      >
        {(entries) => <AuditTable entries={entries} />}
      </PagedList>
    </div>
  );
}

interface AuditFilterBarProps {
  filters: AuditFilters;
  onChange: (name: (typeof FILTER_NAMES)[number], value: string) => void;
  /** Absent when nothing is filtered. */
  onClear: (() => void) | undefined;
}

function AuditFilterBar({ filters, onChange, onClear }: AuditFilterBarProps) {
  const intl = useIntl();
  const actors = useQuery(auditActorsQuery());
  const label = 'flex flex-col gap-1 text-sm font-medium';
  return (
    <search
      aria-label={intl.formatMessage({
        id: 'admin.audit.filterLabel',
        defaultMessage: 'Filter the audit log',
      })}
      className="mb-4"
    >
      <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap sm:gap-4">
        <label className={label}>
          <FormattedMessage id="admin.audit.adminFilter" defaultMessage="Admin" />
          <select
            className="select select-sm w-full sm:w-48"
            value={filters.adminId ?? ''}
            onChange={(e) => onChange('adminId', e.target.value)}
          >
            <option value="">
              {intl.formatMessage({ id: 'admin.audit.everyAdmin', defaultMessage: 'Every admin' })}
            </option>
            {(actors.data ?? []).map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.name}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          <FormattedMessage id="admin.audit.actionFilter" defaultMessage="Action" />
          <select
            className="select select-sm w-full sm:w-56"
            value={filters.action ?? ''}
            onChange={(e) => onChange('action', e.target.value)}
          >
            <option value="">
              {intl.formatMessage({ id: 'admin.audit.everyAction', defaultMessage: 'Every action' })}
            </option>
            {AUDIT_ACTIONS.map((action: AuditAction) => (
              <option key={action} value={action}>
                {intl.formatMessage(ACTION_LABELS[action])}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          <FormattedMessage id="admin.audit.from" defaultMessage="From" />
          <input
            type="date"
            className="input input-sm w-full sm:w-40"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(e) => onChange('from', e.target.value)}
          />
        </label>
        <label className={label}>
          <FormattedMessage id="admin.audit.to" defaultMessage="To" />
          <input
            type="date"
            className="input input-sm w-full sm:w-40"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(e) => onChange('to', e.target.value)}
          />
        </label>
        {onClear && (
          <button
            type="button"
            className="btn btn-ghost btn-sm col-span-2 justify-self-start"
            onClick={onClear}
          >
            <FormattedMessage id="admin.audit.clearFilters" defaultMessage="Clear filters" />
          </button>
        )}
      </div>
    </search>
  );
}

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const intl = useIntl();
  const when = useWhen();
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table max-sm:table-sm">
        <caption className="sr-only">{intl.formatMessage(m.caption)}</caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="admin.audit.colWhen" defaultMessage="When" />
            </th>
            <th scope="col">
              <FormattedMessage id="admin.audit.colAdmin" defaultMessage="Admin" />
            </th>
            <th scope="col">
              <FormattedMessage id="admin.audit.colAction" defaultMessage="Action" />
            </th>
            <th scope="col">
              <FormattedMessage id="admin.audit.colOn" defaultMessage="On" />
            </th>
            <th scope="col">
              <FormattedMessage id="admin.audit.colWhy" defaultMessage="Why" />
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <th scope="row" className="whitespace-nowrap font-normal">
                <time dateTime={entry.at}>{when(entry.at)}</time>
              </th>
              <td>{entry.adminName}</td>
              <td>
                {entry.caseId ? (
                  <Link to={`/dashboard/reports/${entry.caseId}`} className="link">
                    {intl.formatMessage(ACTION_LABELS[entry.action])}
                  </Link>
                ) : (
                  intl.formatMessage(ACTION_LABELS[entry.action])
                )}
              </td>
              <td className="min-w-40 [overflow-wrap:anywhere]">
                <AuditTargetName entry={entry} />
              </td>
              <td className="max-w-md whitespace-pre-wrap [overflow-wrap:anywhere]">{entry.note ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * What an entry was done to, by name, linked to where an admin finds it: a person in All
 * Sellers or All Buyers, a listing on its page, a page of the shop, the jobs list. Someone or
 * something gone says so, unlinked.
 */
function AuditTargetName({ entry }: { entry: AuditEntry }) {
  const intl = useIntl();
  const kind = (
    <span className="block text-xs uppercase text-base-content/75">
      {intl.formatMessage(AUDIT_TARGET_LABELS[entry.targetKind])}
    </span>
  );
  const { target } = entry;
  if (entry.targetKind === 'user' && target) {
    const list = target.role === 'seller' ? 'all-sellers' : target.role === 'buyer' ? 'all-buyers' : null;
    return (
      <>
        {kind}
        {target.live && list && target.email ? (
          <Link to={`/dashboard/${list}?q=${encodeURIComponent(target.email)}`} className="link">
            {target.name}
          </Link>
        ) : (
          target.name
        )}
        {!target.live && (
          <span className="text-base-content/75">
            {' '}
            <FormattedMessage id="admin.audit.accountDeleted" defaultMessage="(account deleted)" />
          </span>
        )}
      </>
    );
  }
  if (entry.targetKind === 'listing' && target) {
    return (
      <>
        {kind}
        {target.live ? (
          <Link to={`/products/${entry.targetId}`} className="link">
            {target.name}
          </Link>
        ) : (
          <>
            {target.name}
            <span className="text-base-content/75">
              {' '}
              <FormattedMessage id="admin.audit.notInShop" defaultMessage="(not in the shop)" />
            </span>
          </>
        )}
      </>
    );
  }
  if (entry.targetKind === 'site-page') {
    const page = SITE_PAGES.find((p) => p.slug === entry.targetId);
    return (
      <>
        {kind}
        {page ? (
          <Link to={`/${page.slug}`} className="link">
            {intl.formatMessage(SITE_PAGE_TITLES[page.slug])}
          </Link>
        ) : (
          entry.targetId
        )}
      </>
    );
  }
  if (entry.targetKind === 'job' || entry.targetKind === 'backup') {
    return (
      <>
        {kind}
        <Link to={`/dashboard/${entry.targetKind}s`} className="link font-mono text-sm">
          {entry.targetId}
        </Link>
      </>
    );
  }
  if (entry.targetKind === 'shop') {
    // The shop's own settings: its language by its own name.
    return (
      <>
        {kind}
        {isLocale(entry.targetId) ? (
          <span lang={entry.targetId}>{LOCALE_NAMES[entry.targetId]}</span>
        ) : (
          <span className="font-mono text-sm">{entry.targetId}</span>
        )}
      </>
    );
  }
  // A message (read through its case) or a person or listing gone for good.
  return (
    <>
      {kind}
      {entry.caseId ? (
        <Link to={`/dashboard/reports/${entry.caseId}`} className="link">
          <FormattedMessage id="admin.audit.seeCase" defaultMessage="See the case" />
        </Link>
      ) : (
        <span className="font-mono text-sm">{entry.targetId}</span>
      )}
    </>
  );
}
