import type { Product } from '@refocus/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * `GET /api/products/{id}`: the listing a first question is about, to show which camera and
 * which seller it goes to (issue 42, item 7). The listing page's own query key, so a visitor who
 * came from that page has it already.
 */
export const questionListingQuery = (productId: string) =>
  queryOptions<Product>({
    queryKey: ['products', 'detail', productId],
    queryFn: ({ signal }) => apiRequest(`/products/${encodeURIComponent(productId)}`, { signal }),
  });
