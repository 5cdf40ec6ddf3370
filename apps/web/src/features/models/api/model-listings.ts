import type { Product } from '@refocus/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * `GET /api/models/{slug}/listings`: the model's listings on sale, newest first (at most 24).
 * Under `products`: every listing write that refreshes the storefront refreshes this too.
 */
export const modelListingsQuery = (slug: string) =>
  queryOptions<Product[]>({
    queryKey: ['products', 'model', slug],
    queryFn: ({ signal }) => apiRequest(`/models/${encodeURIComponent(slug)}/listings`, { signal }),
  });
