import type { Offer } from '@refocus/contract';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/format';

/** Said once an offer is accepted: the price agreed, and where its booking now is. */
export function AgreedNotice({ offer, onDismiss }: { offer: Offer; onDismiss: () => void }) {
  const buyer = offer.role === 'buyer';
  return (
    <div role="status" className="alert alert-success alert-soft mt-6 flex flex-wrap">
      <p className="grow">
        Agreed {formatPrice(offer.amount)} for {offer.product.name} (asked {formatPrice(offer.askedPrice)}):
        it is now a booking. See it in{' '}
        <Link to={buyer ? '/dashboard/my-orders' : '/dashboard/bookings'} className="link font-semibold">
          {buyer ? 'My Orders' : 'Bookings'}
        </Link>
        {buyer ? ' to agree on when and where to meet.' : '.'}
      </p>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
