import type { Order, Review } from '@refocus/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-dialog';
import { BookingReview } from '../../../components/reviews/booking-review';
import { useFormat } from '../../../lib/i18n/use-format';
import type { useOrderActions } from '../use-order-actions';
import { AgreedPrice } from './agreed-price';
import { ConversationLink } from './conversation-link';
import { DidNotHappen } from './did-not-happen';
import { MeetingPanel } from './meeting-panel';
import { OrderStatusBadge } from './order-status-badge';
import { OrderThumb } from './order-thumb';

interface MyOrderItemProps {
  order: Order;
  move: ReturnType<typeof useOrderActions>;
  /** For a completed booking: the caller's review of the seller, once known (null: none yet). */
  review?: Review | null | undefined;
}

/**
 * One of the buyer's bookings: what, how much (asked and agreed, after an offer), its status,
 * when to meet, Cancel while it is pending or "It did not happen" once the agreed time has
 * passed, and once completed the review of the seller.
 */
export function MyOrderItem({ order, move, review }: MyOrderItemProps) {
  const intl = useIntl();
  const { date } = useFormat();
  const theSeller = intl.formatMessage({ id: 'orders.myOrder.theSeller', defaultMessage: 'the seller' });
  const onSale = !order.product.removed && order.product.status === 'available';
  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-4">
      <div className="flex items-start gap-4 sm:items-center">
        <OrderThumb order={order} />
        <div className="flex min-w-0 grow flex-col gap-3 sm:flex-row sm:items-center">
          <div className="min-w-0 grow">
            <h2 className="font-semibold">
              {onSale ? (
                <Link to={`/products/${order.productId}`} className="link-hover">
                  {order.productName}
                </Link>
              ) : (
                order.productName
              )}
            </h2>
            <p className="text-sm text-base-content/75">
              <FormattedMessage
                id="orders.myOrder.bookedAt"
                defaultMessage="Booked {date} · Meet at {place}"
                values={{ date: date(order.createdAt), place: order.location }}
              />
            </p>
            {order.product.removed && (
              <p className="text-sm text-base-content/75">
                <FormattedMessage id="orders.myOrder.removed" defaultMessage="The listing was removed." />
              </p>
            )}
            {order.seller && (
              <p className="text-sm">
                <FormattedMessage
                  id="orders.myOrder.seller"
                  defaultMessage="Seller {name} · {phone}"
                  values={{
                    name: order.seller.name,
                    phone: (
                      <a href={`tel:${order.seller.phoneNumber.replace(/[^\d+]/g, '')}`} className="link">
                        {order.seller.phoneNumber}
                      </a>
                    ),
                  }}
                />
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <AgreedPrice order={order} className="text-lg font-bold" />
            <OrderStatusBadge status={order.status} />
            <ConversationLink order={order} other={theSeller} />
            {order.status === 'pending' && (
              <ConfirmButton
                className="btn btn-sm btn-outline"
                ariaLabel={intl.formatMessage(
                  { id: 'orders.myOrder.cancelLabel', defaultMessage: 'Cancel booking of {camera}' },
                  { camera: order.productName },
                )}
                title={intl.formatMessage({
                  id: 'orders.myOrder.cancelTitle',
                  defaultMessage: 'Cancel this booking?',
                })}
                message={intl.formatMessage(
                  {
                    id: 'orders.myOrder.cancelMessage',
                    defaultMessage:
                      'The seller of {camera} will see this booking as cancelled in their Bookings.',
                  },
                  { camera: order.productName },
                )}
                confirmLabel={intl.formatMessage({
                  id: 'orders.myOrder.cancelConfirm',
                  defaultMessage: 'Cancel booking',
                })}
                dismissLabel={intl.formatMessage({
                  id: 'orders.myOrder.keep',
                  defaultMessage: 'Keep booking',
                })}
                danger
                onConfirm={() => move.mutateAsync({ id: order._id, status: 'cancelled' })}
              >
                <FormattedMessage id="orders.myOrder.cancel" defaultMessage="Cancel" />
              </ConfirmButton>
            )}
            <DidNotHappen order={order} move={move} />
          </div>
        </div>
      </div>
      <MeetingPanel order={order} side="buyer" other={order.seller?.name ?? theSeller} />
      {order.status === 'completed' && review !== undefined && (
        <BookingReview
          orderId={order._id}
          productName={order.productName}
          other={theSeller}
          review={review ?? undefined}
        />
      )}
    </li>
  );
}
