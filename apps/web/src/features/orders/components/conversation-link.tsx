import type { Order } from '@refocus/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';

/**
 * To the booking's conversation (issue 15): the conversations feature finds the thread or
 * opens it with a first message. A link by address, so the two features stay apart.
 */
export function ConversationLink({ order, other }: { order: Order; other: string }) {
  const intl = useIntl();
  return (
    <Link
      to={`/dashboard/messages/new?orderId=${encodeURIComponent(order._id)}`}
      className="btn btn-sm btn-ghost"
      aria-label={intl.formatMessage(
        { id: 'orders.conversation.label', defaultMessage: 'Messages with {other} about {camera}' },
        { other, camera: order.productName },
      )}
    >
      <FormattedMessage id="orders.conversation.link" defaultMessage="Messages" />
    </Link>
  );
}
