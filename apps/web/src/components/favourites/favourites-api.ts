import type { FavouriteState } from '@refocus/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** Every favourites query starts with this key: a save or removal refreshes them all. */
export const FAVOURITES_KEY = ['favourites'] as const;

/**
 * `GET /api/favourites/ids?products=…`: which cards of one page the caller saved — one request
 * per page, never per card, and apart from the listings themselves, which stay cacheable for all.
 */
export const savedIdsQuery = (uid: string, productIds: string[]) =>
  queryOptions<string[]>({
    queryKey: [...FAVOURITES_KEY, 'ids', uid, productIds],
    queryFn: ({ signal }) =>
      apiRequest('/favourites/ids', { signal, query: { products: productIds.join(',') } }),
  });

export function setFavourite(productId: string, saved: boolean): Promise<FavouriteState> {
  return apiRequest(`/favourites/${encodeURIComponent(productId)}`, { method: saved ? 'PUT' : 'DELETE' });
}
