import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PagedList } from '../../../components/paged-list';
import { useMyReviews } from '../../../components/reviews/use-my-reviews';
import { useAuth } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePagedList } from '../../../lib/use-paged-list';
import { myOrdersQuery } from '../api/orders';
import { MyOrderItem } from '../components/my-order-item';
import { useOrderActions } from '../use-order-actions';

/** `/dashboard/my-orders`: the buyer's bookings with their status (PRODUCT.md "The dashboard is real"). */
export default function MyOrdersRoute() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'orders.myOrders.title', defaultMessage: 'My Orders' }));
  const { user } = useAuth();
  const list = usePagedList((page) => myOrdersQuery(user?.uid ?? '', page), { enabled: Boolean(user) });
  const move = useOrderActions();
  const reviews = useMyReviews(list.data?.items);
  const reviewOf = (id: string) => (reviews.ready ? (reviews.byOrder.get(id) ?? null) : undefined);

  return (
    <div className="max-w-4xl">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">
        <FormattedMessage id="orders.myOrders.heading" defaultMessage="My Orders" />
      </h1>
      <PagedList
        list={list}
        failure={intl.formatMessage({
          id: 'orders.myOrders.failure',
          defaultMessage: 'Could not load your orders',
        })}
        skeletonRows={3}
        empty={
          <EmptyState
            title={intl.formatMessage({
              id: 'orders.myOrders.emptyTitle',
              defaultMessage: 'You have not booked any cameras yet',
            })}
          >
            <Link to="/products" className="btn btn-primary btn-sm mt-2">
              <FormattedMessage id="orders.myOrders.browse" defaultMessage="Browse All Products" />
            </Link>
          </EmptyState>
        }
      >
        {(orders) => (
          <ul
            aria-label={intl.formatMessage({ id: 'orders.myOrders.list', defaultMessage: 'Your bookings' })}
            className="flex flex-col gap-3"
          >
            {orders.map((order) => (
              <MyOrderItem key={order._id} order={order} move={move} review={reviewOf(order._id)} />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
