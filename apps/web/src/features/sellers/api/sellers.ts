import { DEFAULT_PAGE_SIZE, type Product, type SellerProfile } from '@refocus/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiList, apiRequest, type ListPage } from '../../../lib/api-client';

/** `GET /api/sellers/{id}`: name, photo, member since, listings on sale. */
export const sellerQuery = (id: string) =>
  queryOptions<SellerProfile>({
    queryKey: ['sellers', id],
    queryFn: ({ signal }) => apiRequest(`/sellers/${encodeURIComponent(id)}`, { signal }),
  });

/** `GET /api/sellers/{id}/products`: their listings, newest first; `includeSold` adds booked and sold ones. */
export const sellerProductsQuery = (
  id: string,
  includeSold: boolean,
  page: number,
  limit = DEFAULT_PAGE_SIZE,
) =>
  queryOptions<ListPage<Product>>({
    // Under 'products': every listing write that refreshes the storefront refreshes this too.
    queryKey: ['products', 'seller', id, { includeSold, page, limit }],
    queryFn: ({ signal }) =>
      apiList(`/sellers/${encodeURIComponent(id)}/products`, {
        signal,
        query: { page, limit, includeSold: includeSold ? 'true' : undefined },
      }),
  });
