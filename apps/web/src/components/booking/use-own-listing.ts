import { MAX_PAGE_SIZE, type Product } from '@refocus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '../../features/auth/use-auth';
import { apiList } from '../../lib/api-client';

/** The ids of the signed-in seller's listings (the first hundred: enough to hide Book now). */
const ownListingIdsQuery = (uid: string | undefined) =>
  queryOptions({
    queryKey: ['products', 'mine', 'ids', uid],
    queryFn: async ({ signal }) => {
      const page = await apiList<Product>('/me/products', { signal, query: { limit: MAX_PAGE_SIZE } });
      return new Set(page.items.map((product) => product._id));
    },
    staleTime: 5 * 60 * 1000,
  });

/**
 * Whether a listing is the signed-in user's own: nobody books their own camera. Products do
 * not carry their seller's id, so a seller's own listings are looked up once and cached.
 */
export function useIsOwnListing(productId: string): boolean {
  const { user } = useAuth();
  const { data } = useQuery({ ...ownListingIdsQuery(user?.uid), enabled: Boolean(user?.seller) });
  return Boolean(user?.seller && data?.has(productId));
}
