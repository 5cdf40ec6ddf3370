import type { Order } from '@refocus/contract';
import { Link } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-dialog';
import { formatDate, formatPrice } from '../../../lib/format';
import type { useOrderActions } from '../use-order-actions';
import { OrderStatusBadge } from './order-status-badge';
import { OrderThumb } from './order-thumb';

interface MyOrderItemProps {
  order: Order;
  move: ReturnType<typeof useOrderActions>;
}

/** One of the buyer's bookings: what, how much, its status, and Cancel while it is pending. */
export function MyOrderItem({ order, move }: MyOrderItemProps) {
  const onSale = !order.product.removed && order.product.status === 'available';
  return (
    <li className="flex items-start gap-4 rounded-box border border-base-300 bg-base-100 p-4 sm:items-center">
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
            Booked {formatDate(order.createdAt)} · Meet at {order.location}
          </p>
          {order.product.removed && <p className="text-sm text-base-content/75">The listing was removed.</p>}
          {order.seller && (
            <p className="text-sm">
              Seller {order.seller.name} ·{' '}
              <a href={`tel:${order.seller.phoneNumber.replace(/[^\d+]/g, '')}`} className="link">
                {order.seller.phoneNumber}
              </a>
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-lg font-bold">{formatPrice(order.price)}</p>
          <OrderStatusBadge status={order.status} />
          {order.status === 'pending' && (
            <ConfirmButton
              className="btn btn-sm btn-outline"
              ariaLabel={`Cancel booking of ${order.productName}`}
              title="Cancel this booking?"
              message={`The seller of ${order.productName} will see this booking as cancelled in their Bookings.`}
              confirmLabel="Cancel booking"
              dismissLabel="Keep booking"
              danger
              onConfirm={() => move.mutateAsync({ id: order._id, status: 'cancelled' })}
            >
              Cancel
            </ConfirmButton>
          )}
        </div>
      </div>
    </li>
  );
}
