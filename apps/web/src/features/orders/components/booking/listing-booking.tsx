import type { ListingViewer, Product } from '@refocus/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate } from '../../../../lib/format';
import { useAuth } from '../../../../lib/use-auth';
import { listingViewerQuery } from '../../api/listing-viewer';
import { BookNow } from './book-now';
import { useIsOwnListing } from './use-own-listing';

interface ListingBookingProps {
  product: Product;
  className?: string;
}

const pendingText = (count: number) => `${count} pending booking${count === 1 ? '' : 's'}`;

/**
 * A listing's page knows who is looking (issue 19): its seller sees the bookings waiting, a
 * buyer with a running booking sees it instead of a second Book now, everyone else Book now.
 * The page itself is the same for everyone (drawn signed out, cached); this asks the API.
 */
export function ListingBooking({ product, className }: ListingBookingProps) {
  const { user } = useAuth();
  const own = useIsOwnListing(product);
  const viewer = useQuery({
    ...listingViewerQuery(product._id, user?.uid ?? ''),
    enabled: user !== null,
  });

  if (own) return <OwnListing pending={viewer.data?.pendingBookings ?? null} />;
  if (user && viewer.isPending) {
    // Not Book now yet: it would flash away when the answer says "you booked this".
    return (
      <p className="flex min-h-12 items-center gap-2 text-base-content/75">
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        Checking your bookings…
      </p>
    );
  }
  const booking = viewer.data?.openBooking;
  if (user && booking) return <YourBooking booking={booking} />;
  // Signed out, no running booking, or the check failed: the server still refuses a second booking.
  return <BookNow product={product} className={className} />;
}

function OwnListing({ pending }: { pending: number | null }) {
  return (
    <p className="rounded-box border border-base-300 bg-base-200 p-4">
      <span className="font-semibold">Your listing</span> —{' '}
      {pending === null ? (
        <Link to="/dashboard/bookings" className="link text-brand">
          see its bookings
        </Link>
      ) : (
        <Link to="/dashboard/bookings" className="link text-brand">
          {pendingText(pending)}
        </Link>
      )}
      <span className="mt-1 block text-sm text-base-content/75">
        Edit, mark as sold or delete it in{' '}
        <Link to="/dashboard/my-products" className="link">
          My Products
        </Link>
        .
      </span>
    </p>
  );
}

function YourBooking({ booking }: { booking: NonNullable<ListingViewer['openBooking']> }) {
  return (
    <p className="rounded-box border border-base-300 bg-base-200 p-4">
      You booked this on {formatDate(booking.createdAt)} — {booking.status}, see{' '}
      <Link to="/dashboard/my-orders" className="link text-brand">
        My Orders
      </Link>
    </p>
  );
}
