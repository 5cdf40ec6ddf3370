import type { ListingViewer, Product } from '@refocus/contract';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useFormat } from '../../../../lib/i18n/use-format';
import { useAuth } from '../../../../lib/use-auth';
import { listingViewerQuery } from '../../api/listing-viewer';
import { ORDER_STATUS } from '../../order-words';
import { BookNow } from './book-now';
import { useIsOwnListing } from './use-own-listing';

/** The offers feature's "Make an offer" (issue 45): features do not import each other, the app passes it. */
type MakeOfferControl = ComponentType<{ product: Product; className?: string }>;

interface ListingBookingProps {
  product: Product;
  className?: string;
  MakeOffer?: MakeOfferControl;
}

const OFFERS_PATH = '/dashboard/offers';

/**
 * A listing's page knows who is looking (issue 19): its seller sees the bookings waiting, a
 * buyer with a running booking sees it instead of a second Book now, everyone else Book now
 * and, where the seller takes offers, Make an offer, or their open offer (issue 45).
 * The page itself is the same for everyone (drawn signed out, cached); this asks the API.
 */
export function ListingBooking({ product, className, MakeOffer }: ListingBookingProps) {
  const { user } = useAuth();
  const own = useIsOwnListing(product);
  const viewer = useQuery({
    ...listingViewerQuery(product._id, user?.uid ?? ''),
    enabled: user !== null,
  });

  if (own) {
    return (
      <OwnListing
        pending={viewer.data?.pendingBookings ?? null}
        offers={viewer.data?.pendingOffers ?? null}
      />
    );
  }
  if (user && viewer.isPending) {
    // Not Book now yet: it would flash away when the answer says "you booked this".
    return (
      <p className="flex min-h-12 items-center gap-2 text-base-content/75">
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        <FormattedMessage id="orders.listing.checking" defaultMessage="Checking your bookings…" />
      </p>
    );
  }
  const booking = viewer.data?.openBooking;
  if (user && booking) return <YourBooking booking={booking} />;
  const offer = user ? viewer.data?.openOffer : null;
  // Signed out, no running booking, or the check failed: the server still refuses a second booking
  // (and a second open offer). A listing whose seller said "no offers" is booked at its price.
  return (
    <>
      <BookNow product={product} className={className} />
      {offer ? (
        <YourOffer offer={offer} />
      ) : (
        product.acceptsOffers &&
        MakeOffer && <MakeOffer product={product} className={offerButtonClass(className)} />
      )}
    </>
  );
}

/**
 * "Make an offer" as big as Book beside it, outlined: booking at the asking price stays first.
 * In the text's own colour: the brand's on the dark theme's ground is too faint to read (axe).
 */
const offerButtonClass = (bookClass = 'btn btn-primary') => bookClass.replace('btn-primary', 'btn-outline');

function OwnListing({ pending, offers }: { pending: number | null; offers: number | null }) {
  return (
    <p className="rounded-box border border-base-300 bg-base-200 p-4">
      <span className="font-semibold">
        <FormattedMessage id="orders.listing.yours" defaultMessage="Your listing" />
      </span>{' '}
      —{' '}
      <Link to="/dashboard/bookings" className="link text-brand">
        {pending === null ? (
          <FormattedMessage id="orders.listing.seeBookings" defaultMessage="see its bookings" />
        ) : (
          <FormattedMessage
            id="orders.listing.pending"
            defaultMessage="{count, plural, one {# pending booking} other {# pending bookings}}"
            values={{ count: pending }}
          />
        )}
      </Link>
      {offers !== null && offers > 0 && (
        <>
          {' · '}
          <Link to={OFFERS_PATH} className="link text-brand">
            <FormattedMessage
              id="orders.listing.offers"
              defaultMessage="{count, plural, one {# offer waiting} other {# offers waiting}}"
              values={{ count: offers }}
            />
          </Link>
        </>
      )}
      <span className="mt-1 block text-sm text-base-content/75">
        <FormattedMessage
          id="orders.listing.manage"
          defaultMessage="Edit, mark as sold or delete it in <link>My Products</link>."
          values={{
            link: (chunks) => (
              <Link to="/dashboard/my-products" className="link">
                {chunks}
              </Link>
            ),
          }}
        />
      </span>
    </p>
  );
}

function YourBooking({ booking }: { booking: NonNullable<ListingViewer['openBooking']> }) {
  const { date } = useFormat();
  return (
    <p className="rounded-box border border-base-300 bg-base-200 p-4">
      <FormattedMessage
        id="orders.listing.youBooked"
        defaultMessage="You booked this on {date} — {status}, see <link>My Orders</link>"
        values={{
          date: date(booking.createdAt),
          status: <FormattedMessage {...ORDER_STATUS} values={{ status: booking.status }} />,
          link: (chunks) => (
            <Link to="/dashboard/my-orders" className="link text-brand">
              {chunks}
            </Link>
          ),
        }}
      />
    </p>
  );
}

/** The viewer's open offer, in place of a second one: whose move it is, and where to answer. */
function YourOffer({ offer }: { offer: NonNullable<ListingViewer['openOffer']> }) {
  const { price } = useFormat();
  const link = (chunks: ReactNode) => (
    <Link to={OFFERS_PATH} className="link text-brand">
      {chunks}
    </Link>
  );
  return (
    <p className="w-full rounded-box border border-base-300 bg-base-200 p-4">
      {offer.turn === 'seller' ? (
        <FormattedMessage
          id="orders.listing.offerWaiting"
          defaultMessage="Your offer of {amount} is waiting for the seller — see <link>Offers</link>"
          values={{ amount: price(offer.amount), link }}
        />
      ) : (
        <FormattedMessage
          id="orders.listing.offerCountered"
          defaultMessage="The seller countered with {amount} — see <link>Offers</link>"
          values={{ amount: price(offer.amount), link }}
        />
      )}
    </p>
  );
}
