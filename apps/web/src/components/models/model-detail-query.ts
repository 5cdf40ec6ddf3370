import type { ModelDetail } from '@refocus/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** A model's page: `/models/{slug}` (issue 44, item 4). */
export const modelPath = (slug: string) => `/models/${encodeURIComponent(slug)}`;

/**
 * `GET /api/models/{slug}`: the model, its price guide (null under three sales) and its sales of
 * the last 12 months. Under `models`, so an admin's change to the catalogue refreshes it.
 */
export const modelDetailQuery = (slug: string) =>
  queryOptions<ModelDetail>({
    queryKey: ['models', 'detail', slug],
    queryFn: ({ signal }) => apiRequest(`/models/${encodeURIComponent(slug)}`, { signal }),
  });
