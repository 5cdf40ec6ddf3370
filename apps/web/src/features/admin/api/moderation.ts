import {
  type AuditAction,
  type AuditActor,
  type AuditEntry,
  type CaseAction,
  type CaseReopen,
  type CaseState,
  DEFAULT_PAGE_SIZE,
  type ReportCase,
  type ReportCaseSummary,
  type ReportTargetKind,
} from '@refocus/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiList, apiRequest, type ListPage } from '../../../lib/api-client';

export interface CaseFilters {
  kind: ReportTargetKind | undefined;
  state: CaseState | undefined;
}

/** `GET /api/admin/reports`: report cases, the most recently reported first (admins). */
export const reportCasesQuery = (filters: CaseFilters, page: number, limit = DEFAULT_PAGE_SIZE) =>
  queryOptions<ListPage<ReportCaseSummary>>({
    queryKey: ['report-cases', filters, { page, limit }],
    queryFn: ({ signal }) => apiList('/admin/reports', { signal, query: { ...filters, page, limit } }),
  });

/** `GET /api/admin/reports/{id}`: one case with its reports and the reported thing in context. */
export const reportCaseQuery = (id: string) =>
  queryOptions<ReportCase>({
    queryKey: ['report-cases', 'case', id],
    queryFn: ({ signal }) => apiRequest(`/admin/reports/${encodeURIComponent(id)}`, { signal }),
  });

/** `POST /api/admin/reports/{id}/actions`: decide an open case. */
export function decideCase(id: string, action: CaseAction): Promise<ReportCase> {
  return apiRequest(`/admin/reports/${encodeURIComponent(id)}/actions`, { method: 'POST', body: action });
}

/** `POST /api/admin/reports/{id}/reopen`: undo a decision; the case is open again. */
export function reopenCase(id: string, body: CaseReopen): Promise<ReportCase> {
  return apiRequest(`/admin/reports/${encodeURIComponent(id)}/reopen`, { method: 'POST', body });
}

/** The audit log's filters, as the URL keeps them; undefined is "any". */
export interface AuditFilters {
  adminId: string | undefined;
  action: AuditAction | undefined;
  /** Days as `YYYY-MM-DD`, both included. */
  from: string | undefined;
  to: string | undefined;
}

/** `GET /api/admin/audit-log`: every admin action, newest first, filtered. */
export const auditLogQuery = (filters: AuditFilters, page: number, limit = DEFAULT_PAGE_SIZE) =>
  queryOptions<ListPage<AuditEntry>>({
    queryKey: ['audit-log', filters, { page, limit }],
    queryFn: ({ signal }) => apiList('/admin/audit-log', { signal, query: { ...filters, page, limit } }),
  });

/** `GET /api/admin/audit-log/admins`: the admins who have entries, for the log's filter. */
export const auditActorsQuery = () =>
  queryOptions<AuditActor[]>({
    queryKey: ['audit-log', 'admins'],
    queryFn: ({ signal }) => apiRequest('/admin/audit-log/admins', { signal }),
  });
