import type { AuditEntry } from '@refocus/contract';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PagedList } from '../../../components/paged-list';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePagedList } from '../../../lib/use-paged-list';
import { auditLogQuery } from '../api/moderation';
import { ACTION_LABELS, AUDIT_TARGET_LABELS, when } from '../moderation-labels';

const TITLE = 'Audit Log';

/** Every admin action, newest first: who, what, when and why. Read only, for everyone. */
export function AuditLogPage() {
  usePageTitle(TITLE);
  const list = usePagedList((page) => auditLogQuery(page));
  return (
    <div className="max-w-6xl">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{TITLE}</h1>
      <PagedList
        list={list}
        failure="Could not load the audit log"
        skeletonRows={4}
        empty={
          <EmptyState title="No admin actions yet">Decisions and account changes will show here.</EmptyState>
        }
      >
        {(entries) => <AuditTable entries={entries} />}
      </PagedList>
    </div>
  );
}

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table max-sm:table-sm">
        <caption className="sr-only">Admin actions, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Admin</th>
            <th scope="col">Action</th>
            <th scope="col">On</th>
            <th scope="col">Why</th>
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
                    {ACTION_LABELS[entry.action]}
                  </Link>
                ) : (
                  ACTION_LABELS[entry.action]
                )}
              </td>
              <td className="font-mono text-sm [overflow-wrap:anywhere]">
                {AUDIT_TARGET_LABELS[entry.targetKind]} {entry.targetId}
              </td>
              <td className="max-w-md whitespace-pre-wrap [overflow-wrap:anywhere]">{entry.note ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
