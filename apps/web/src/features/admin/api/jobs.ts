import { type AdminJob, DEFAULT_PAGE_SIZE, type JobListState, type JobQueueDepth } from '@refocus/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiList, apiRequest, type ListPage } from '../../../lib/api-client';

/** `GET /api/admin/jobs?state=`: background jobs in one state, latest change first (admins). */
export const jobsQuery = (state: JobListState, page: number, limit = DEFAULT_PAGE_SIZE) =>
  queryOptions<ListPage<AdminJob>>({
    queryKey: ['jobs', state, { page, limit }],
    queryFn: ({ signal }) => apiList('/admin/jobs', { signal, query: { state, page, limit } }),
  });

/** `GET /api/admin/jobs/depth`: how many jobs wait, run, failed or died, over every instance. */
export const jobDepthQuery = () =>
  queryOptions<JobQueueDepth>({
    queryKey: ['jobs', 'depth'],
    queryFn: ({ signal }) => apiRequest('/admin/jobs/depth', { signal }),
  });

/** `POST /api/admin/jobs/{id}/retry`: a dead or failing job runs again now. */
export function retryJob(id: string): Promise<AdminJob> {
  return apiRequest(`/admin/jobs/${encodeURIComponent(id)}/retry`, { method: 'POST' });
}

/** `DELETE /api/admin/jobs/{id}`: forgets a dead job. */
export function discardJob(id: string): Promise<{ ok: true }> {
  return apiRequest(`/admin/jobs/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
