import type { MeetingMoveRequest, Order } from '@refocus/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * `PATCH /api/orders/{id}/meeting`: propose up to three times (replacing one's own earlier
 * ones, with a new place if it changes), or accept one of the other side's.
 */
export function moveMeeting(id: string, move: MeetingMoveRequest): Promise<Order> {
  return apiRequest<Order>(`/orders/${encodeURIComponent(id)}/meeting`, { method: 'PATCH', body: move });
}
