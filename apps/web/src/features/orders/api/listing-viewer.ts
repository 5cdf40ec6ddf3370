import type { ListingViewer } from '@refocus/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * `GET /api/products/{id}/viewer`: the signed-in caller's booking of a listing, or (its seller)
 * how many bookings wait. Under `orders`, so every booking change asks again.
 */
export const listingViewerQuery = (productId: string, uid: string) =>
  queryOptions<ListingViewer>({
    queryKey: ['orders', 'viewer', uid, productId],
    queryFn: ({ signal }) =>
      apiRequest<ListingViewer>(`/products/${encodeURIComponent(productId)}/viewer`, { signal }),
  });
