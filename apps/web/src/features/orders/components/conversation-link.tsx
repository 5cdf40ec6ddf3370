import type { Order } from '@refocus/contract';
import { Link } from 'react-router';

/**
 * To the booking's conversation (issue 15): the conversations feature finds the thread or
 * opens it with a first message. A link by address, so the two features stay apart.
 */
export function ConversationLink({ order, other }: { order: Order; other: string }) {
  return (
    <Link
      to={`/dashboard/messages/new?orderId=${encodeURIComponent(order._id)}`}
      className="btn btn-sm btn-ghost"
      aria-label={`Messages with ${other} about ${order.productName}`}
    >
      Messages
    </Link>
  );
}
