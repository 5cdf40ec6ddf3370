import { DEFAULT_PAGE_SIZE, type Order, type OrderStatus } from '@refocus/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiList, apiRequest, type ListPage } from '../../../lib/api-client';

/** `GET /api/me/orders`: the caller's bookings, newest first. */
export const myOrdersQuery = (uid: string, page: number, limit = DEFAULT_PAGE_SIZE) =>
  queryOptions<ListPage<Order>>({
    queryKey: ['orders', 'mine', uid, { page, limit }],
    queryFn: ({ signal }) => apiList('/me/orders', { signal, query: { page, limit } }),
  });

/** `GET /api/me/bookings`: bookings on the caller's listings, newest first (sellers). */
export const sellerBookingsQuery = (uid: string, page: number, limit = DEFAULT_PAGE_SIZE) =>
  queryOptions<ListPage<Order>>({
    queryKey: ['orders', 'bookings', uid, { page, limit }],
    queryFn: ({ signal }) => apiList('/me/bookings', { signal, query: { page, limit } }),
  });

export type OrderMove = Exclude<OrderStatus, 'pending'>;

/** `PATCH /api/orders/{id}`: buyer cancels; seller accepts, declines, completes or cancels. */
export function moveOrder(id: string, status: OrderMove): Promise<Order> {
  return apiRequest<Order>(`/orders/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status } });
}
