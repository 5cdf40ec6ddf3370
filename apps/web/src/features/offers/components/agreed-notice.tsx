import type { Offer } from '@refocus/contract';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/i18n/use-format';

/** Said once an offer is accepted: the price agreed, and where its booking now is. */
export function AgreedNotice({ offer, onDismiss }: { offer: Offer; onDismiss: () => void }) {
  const { price } = useFormat();
  const buyer = offer.role === 'buyer';
  return (
    <div role="status" className="alert alert-success alert-soft mt-6 flex flex-wrap">
      <p className="grow">
        <FormattedMessage
          id="offers.agreed.notice"
          defaultMessage="{role, select, buyer {Agreed {amount} for {camera} (asked {asked}): it is now a booking. See it in <link>My Orders</link> to agree on when and where to meet.} other {Agreed {amount} for {camera} (asked {asked}): it is now a booking. See it in <link>Bookings</link>.}}"
          values={{
            role: offer.role,
            amount: price(offer.amount),
            asked: price(offer.askedPrice),
            camera: offer.product.name,
            link: (chunks) => (
              <Link
                to={buyer ? '/dashboard/my-orders' : '/dashboard/bookings'}
                className="link font-semibold"
              >
                {chunks}
              </Link>
            ),
          }}
        />
      </p>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onDismiss}>
        <FormattedMessage id="offers.agreed.dismiss" defaultMessage="Dismiss" />
      </button>
    </div>
  );
}
