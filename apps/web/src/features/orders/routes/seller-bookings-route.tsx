import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PagedList } from '../../../components/paged-list';
import { useMyReviews } from '../../../components/reviews/use-my-reviews';
import { useAuth } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePagedList } from '../../../lib/use-paged-list';
import { sellerBookingsQuery } from '../api/orders';
import { BookingItem } from '../components/booking-item';
import { useOrderActions } from '../use-order-actions';

/** `/dashboard/bookings` (sellers): bookings on the seller's listings, to answer. */
export default function SellerBookingsRoute() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'orders.bookings.title', defaultMessage: 'Bookings' }));
  const { user } = useAuth();
  const list = usePagedList((page) => sellerBookingsQuery(user?.uid ?? '', page), { enabled: Boolean(user) });
  const move = useOrderActions();
  const reviews = useMyReviews(list.data?.items);
  const reviewOf = (id: string) => (reviews.ready ? (reviews.byOrder.get(id) ?? null) : undefined);

  return (
    <div className="max-w-5xl">
      <h1 className="text-3xl font-bold tracking-tight">
        <FormattedMessage id="orders.bookings.heading" defaultMessage="Bookings" />
      </h1>
      <p className="mt-2 mb-6 text-base-content/75">
        <FormattedMessage
          id="orders.bookings.intro"
          defaultMessage="Buyers who want to meet you. Accepting reserves the camera for them until you complete or cancel."
        />
      </p>
      <PagedList
        list={list}
        failure={intl.formatMessage({
          id: 'orders.bookings.failure',
          defaultMessage: 'Could not load bookings',
        })}
        skeletonRows={3}
        empty={
          <EmptyState
            title={intl.formatMessage({
              id: 'orders.bookings.emptyTitle',
              defaultMessage: 'No bookings yet',
            })}
          >
            <p>
              <FormattedMessage
                id="orders.bookings.emptyText"
                defaultMessage="When a buyer books one of your cameras, it shows up here."
              />
            </p>
            <Link to="/dashboard/my-products" className="btn btn-outline btn-sm mt-4">
              <FormattedMessage id="orders.bookings.myProducts" defaultMessage="See My Products" />
            </Link>
          </EmptyState>
        }
      >
        {(orders) => (
          <ul
            aria-label={intl.formatMessage({
              id: 'orders.bookings.list',
              defaultMessage: 'Bookings on your listings',
            })}
            className="flex flex-col gap-3"
          >
            {orders.map((order) => (
              <BookingItem key={order._id} order={order} move={move} review={reviewOf(order._id)} />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
