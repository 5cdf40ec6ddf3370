import type { Order, Review } from '@refocus/contract';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BookingReview } from '../../../components/reviews/booking-review';
import { useFormat } from '../../../lib/i18n/use-format';
import { useHasPassed } from '../use-has-passed';
import type { useOrderActions } from '../use-order-actions';
import { AgreedPrice } from './agreed-price';
import { BookingActions } from './booking-actions';
import { ConversationLink } from './conversation-link';
import { MeetingPanel } from './meeting-panel';
import { OrderStatusBadge } from './order-status-badge';
import { OrderThumb } from './order-thumb';

interface BookingItemProps {
  order: Order;
  move: ReturnType<typeof useOrderActions>;
  /** For a completed booking: the seller's review of the buyer, once known (null: none yet). */
  review?: Review | null | undefined;
}

/**
 * A booking on one of the seller's listings: who wants it, how to reach them, where and when
 * to meet; once the agreed time has passed, a nudge to say how it went.
 */
export function BookingItem({ order, move, review }: BookingItemProps) {
  const metAlready = useHasPassed(order.meeting.agreed?.startsAt) && order.status === 'accepted';
  const intl = useIntl();
  const { date } = useFormat();
  const facts: [string, ReactNode][] = [
    [intl.formatMessage({ id: 'orders.booking.buyer', defaultMessage: 'Buyer' }), order.userName],
    [
      intl.formatMessage({ id: 'orders.booking.email', defaultMessage: 'Email' }),
      <a key="email" href={`mailto:${order.userEmail}`} className="link link-hover break-all">
        {order.userEmail}
      </a>,
    ],
    [
      intl.formatMessage({ id: 'orders.booking.phone', defaultMessage: 'Phone' }),
      // A booking an accepted offer became has no number until the buyer gives one: they talk in Messages.
      order.phoneNumber ? (
        <a key="phone" href={`tel:${order.phoneNumber.replace(/[^\d+]/g, '')}`} className="link link-hover">
          {order.phoneNumber}
        </a>
      ) : (
        <span key="phone" className="text-base-content/75">
          <FormattedMessage
            id="orders.booking.phoneNotGiven"
            defaultMessage="Not given (agreed in an offer)"
          />
        </span>
      ),
    ],
    [
      intl.formatMessage({ id: 'orders.booking.location', defaultMessage: 'Meeting location' }),
      order.location,
    ],
  ];

  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-4">
      <div className="flex flex-wrap items-center gap-4">
        <OrderThumb order={order} />
        <div className="min-w-0 grow">
          <h2 className="font-semibold">{order.productName}</h2>
          <p className="text-sm text-base-content/75">
            <FormattedMessage
              id="orders.booking.priceBooked"
              defaultMessage="{price} · booked {date}"
              values={{ price: <AgreedPrice order={order} />, date: date(order.createdAt) }}
            />
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
        <ConversationLink order={order} other={order.userName} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 text-sm lg:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold uppercase tracking-wider text-base-content/70">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <MeetingPanel order={order} side="seller" other={order.userName} />
      {metAlready && (
        <p className="mt-4 text-sm font-semibold">
          <FormattedMessage
            id="orders.booking.timePassed"
            defaultMessage="The meeting time has passed: mark the sale completed, or cancel if it did not happen."
          />
        </p>
      )}
      <div className="mt-4 empty:hidden">
        <BookingActions order={order} move={move} />
      </div>
      {order.status === 'completed' && review !== undefined && (
        <BookingReview
          orderId={order._id}
          productName={order.productName}
          other={order.userName}
          review={review ?? undefined}
        />
      )}
    </li>
  );
}
