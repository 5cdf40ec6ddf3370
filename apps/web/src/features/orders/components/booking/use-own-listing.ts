import type { Product } from '@refocus/contract';
import { useAuth } from '../../../../lib/use-auth';

/** Whether a listing is the signed-in user's own: nobody books their own camera. */
export function useIsOwnListing(product: Pick<Product, 'sellerId'>): boolean {
  const { user } = useAuth();
  return user !== null && user.uid === product.sellerId;
}
