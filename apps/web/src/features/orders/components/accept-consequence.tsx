import type { Order } from '@refocus/contract';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../lib/use-auth';
import { listingViewerQuery } from '../api/listing-viewer';

/**
 * What accepting a booking does besides (issue 19): the camera is reserved and every other
 * booking waiting for it is declined. Counted when the dialog opens, so the number is current.
 */
export function AcceptConsequence({ order }: { order: Order }) {
  const { user } = useAuth();
  const viewer = useQuery(listingViewerQuery(order.productId, user?.uid ?? ''));
  const pending = viewer.data?.pendingBookings;
  // This booking is one of the pending ones.
  const others = pending == null ? null : Math.max(0, pending - 1);
  return (
    <>
      <p>
        {order.productName} is reserved for {order.userName} and leaves the storefront until the sale is
        completed or the booking cancelled. {order.userName} sees the acceptance and your phone number in My
        Orders.
      </p>
      <p className="mt-3 font-semibold" aria-live="polite">
        {viewer.isPending
          ? 'Counting the other bookings…'
          : others === null
            ? 'Every other booking waiting for this camera will be declined.'
            : others === 0
              ? 'No other bookings are waiting for this camera.'
              : `${others} other booking${others === 1 ? '' : 's'} will be declined; those buyers see it in My Orders.`}
      </p>
    </>
  );
}
