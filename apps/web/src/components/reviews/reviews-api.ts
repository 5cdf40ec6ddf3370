import { DEFAULT_PAGE_SIZE, type Review, type ReviewInput } from '@refocus/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiList, apiRequest, type ListPage } from '../../lib/api-client';

/**
 * `GET /api/me/reviews?orders=…`: the caller's own reviews on one page of their bookings —
 * one request per list page, so each completed booking shows its form or its review.
 */
export const myReviewsQuery = (uid: string, orderIds: string[]) =>
  queryOptions<Review[]>({
    queryKey: ['reviews', 'mine', uid, orderIds],
    queryFn: ({ signal }) => apiRequest('/me/reviews', { signal, query: { orders: orderIds.join(',') } }),
    enabled: orderIds.length > 0,
  });

/** `GET /api/users/{id}/reviews`: reviews of a person, newest first. */
export const userReviewsQuery = (userId: string, page: number, limit = DEFAULT_PAGE_SIZE) =>
  queryOptions<ListPage<Review>>({
    queryKey: ['reviews', 'of', userId, { page, limit }],
    queryFn: ({ signal }) =>
      apiList(`/users/${encodeURIComponent(userId)}/reviews`, { signal, query: { page, limit } }),
  });

export function writeReview(orderId: string, input: ReviewInput): Promise<Review> {
  return apiRequest(`/orders/${encodeURIComponent(orderId)}/review`, { method: 'POST', body: input });
}

export function editReview(id: string, input: ReviewInput): Promise<Review> {
  return apiRequest(`/reviews/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });
}

export function answerReview(id: string, text: string): Promise<Review> {
  return apiRequest(`/reviews/${encodeURIComponent(id)}/answer`, { method: 'POST', body: { text } });
}
