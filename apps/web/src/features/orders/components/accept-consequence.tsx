import type { Order } from '@refocus/contract';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
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
        <FormattedMessage
          id="orders.accept.reserved"
          defaultMessage="{camera} is reserved for {buyer} and leaves the storefront until the sale is completed or the booking cancelled. {buyer} sees the acceptance and your phone number in My Orders."
          values={{ camera: order.productName, buyer: order.userName }}
        />
      </p>
      <p className="mt-3 font-semibold" aria-live="polite">
        {viewer.isPending ? (
          <FormattedMessage id="orders.accept.counting" defaultMessage="Counting the other bookings…" />
        ) : others === null ? (
          <FormattedMessage
            id="orders.accept.othersDeclined"
            defaultMessage="Every other booking waiting for this camera will be declined."
          />
        ) : (
          <FormattedMessage
            id="orders.accept.othersCount"
            defaultMessage="{count, plural, =0 {No other bookings are waiting for this camera.} one {# other booking will be declined; those buyers see it in My Orders.} other {# other bookings will be declined; those buyers see it in My Orders.}}"
            values={{ count: others }}
          />
        )}
      </p>
    </>
  );
}
