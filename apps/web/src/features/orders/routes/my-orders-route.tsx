import { DEFAULT_PAGE_SIZE } from '@refocus/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorAlert } from '../../../components/error-alert';
import { Pagination } from '../../../components/pagination';
import { TableSkeleton } from '../../../components/table-skeleton';
import { pageCountOf, pageFromSearch } from '../../../lib/page-param';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAuth } from '../../auth/use-auth';
import { myOrdersQuery } from '../api/orders';
import { MyOrderItem } from '../components/my-order-item';
import { useOrderActions } from '../use-order-actions';

/** `/dashboard/my-orders`: the buyer's bookings with their status (PRODUCT.md "The dashboard is real"). */
export default function MyOrdersRoute() {
  usePageTitle('My Orders');
  const { user } = useAuth();
  const [params] = useSearchParams();
  const page = pageFromSearch(params);
  const { data, error, refetch } = useQuery({
    ...myOrdersQuery(user?.uid ?? '', page),
    enabled: Boolean(user),
    placeholderData: keepPreviousData,
  });
  const move = useOrderActions();

  return (
    <div className="max-w-4xl">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">My Orders</h1>
      {!data ? (
        error ? (
          <ErrorAlert
            message={`Could not load your orders: ${error.message}`}
            onRetry={() => void refetch()}
          />
        ) : (
          <TableSkeleton rows={3} />
        )
      ) : data.items.length === 0 ? (
        <EmptyState title="You have not booked any cameras yet">
          <Link to="/products" className="btn btn-primary btn-sm mt-2">
            Browse All Products
          </Link>
        </EmptyState>
      ) : (
        <ul aria-label="Your bookings" className="flex flex-col gap-3">
          {data.items.map((order) => (
            <MyOrderItem key={order._id} order={order} move={move} />
          ))}
        </ul>
      )}
      {data && <Pagination page={page} pageCount={pageCountOf(data.total, DEFAULT_PAGE_SIZE)} />}
    </div>
  );
}
