import type { AdminOverview } from '@refocus/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/admin/overview`: people, listings and bookings counted, and the last 30 days. */
export const overviewQuery = () =>
  queryOptions<AdminOverview>({
    queryKey: ['admin', 'overview'],
    queryFn: ({ signal }) => apiRequest('/admin/overview', { signal }),
  });
