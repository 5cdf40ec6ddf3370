import type { Order, Review } from '@refocus/contract';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../lib/use-auth';
import { myReviewsQuery } from './reviews-api';

/**
 * The caller's reviews on the completed bookings of the list page shown, by booking id: one
 * request per page. `ready` is false until it answers, so no form shows for a booking
 * already reviewed.
 */
export function useMyReviews(orders: Order[] | undefined): { ready: boolean; byOrder: Map<string, Review> } {
  const { user } = useAuth();
  const completed = (orders ?? []).filter((order) => order.status === 'completed').map((order) => order._id);
  const { data } = useQuery({
    ...myReviewsQuery(user?.uid ?? '', completed),
    enabled: Boolean(user) && completed.length > 0,
  });
  return {
    ready: completed.length === 0 || data !== undefined,
    byOrder: new Map((data ?? []).map((review) => [review.orderId, review])),
  };
}
