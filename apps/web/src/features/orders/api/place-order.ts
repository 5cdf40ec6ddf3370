import type { CreateOrderRequest, Order } from '@refocus/contract';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/orders`: books a listing; the server takes name, email and price from the session. */
export function placeOrder(request: CreateOrderRequest): Promise<Order> {
  return apiRequest<Order>('/orders', { method: 'POST', body: request });
}
