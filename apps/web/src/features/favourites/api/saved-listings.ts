import { DEFAULT_PAGE_SIZE, type SavedListing } from '@refocus/contract';
import { queryOptions } from '@tanstack/react-query';
import { FAVOURITES_KEY } from '../../../components/favourites/favourites-api';
import { apiList, type ListPage } from '../../../lib/api-client';

/**
 * `GET /api/favourites`: the Saved page, newest saved first. Apart from the hearts' requests
 * (`favourites-api.ts`), which every storefront first view downloads.
 */
export const savedListingsQuery = (uid: string, page: number, limit = DEFAULT_PAGE_SIZE) =>
  queryOptions<ListPage<SavedListing>>({
    queryKey: [...FAVOURITES_KEY, 'list', uid, { page, limit }],
    queryFn: ({ signal }) => apiList('/favourites', { signal, query: { page, limit } }),
  });
