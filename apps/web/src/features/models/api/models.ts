import type { Model, ModelCreate } from '@refocus/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const MODELS_KEY = 'models';

/** `GET /api/models?q=`: the catalogue's models whose names match, best first (at most 20). */
export const modelSearchQuery = (q: string) =>
  queryOptions<Model[]>({
    queryKey: [MODELS_KEY, 'search', q],
    queryFn: ({ signal }) => apiRequest('/models', { signal, query: { q } }),
    enabled: q.trim() !== '',
  });

/** `POST /api/admin/models`: 400 naming the field (an unknown brand too), 409 when the slug is taken. */
export function createModel(model: ModelCreate): Promise<Model> {
  return apiRequest('/admin/models', { method: 'POST', body: model });
}

/** `POST /api/admin/models/{slug}/merge`: the duplicate answers as `into` from then on. */
export function mergeModel(slug: string, into: string): Promise<Model> {
  return apiRequest(`/admin/models/${encodeURIComponent(slug)}/merge`, { method: 'POST', body: { into } });
}
