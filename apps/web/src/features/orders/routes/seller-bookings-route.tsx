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
import { sellerBookingsQuery } from '../api/orders';
import { BookingItem } from '../components/booking-item';
import { useOrderActions } from '../use-order-actions';

/** `/dashboard/bookings` (sellers): bookings on the seller's listings, to answer. */
export default function SellerBookingsRoute() {
  usePageTitle('Bookings');
  const { user } = useAuth();
  const [params] = useSearchParams();
  const page = pageFromSearch(params);
  const { data, error, refetch } = useQuery({
    ...sellerBookingsQuery(user?.uid ?? '', page),
    enabled: Boolean(user),
    placeholderData: keepPreviousData,
  });
  const move = useOrderActions();

  return (
    <div className="max-w-5xl">
      <h1 className="text-3xl font-bold tracking-tight">Bookings</h1>
      <p className="mt-2 mb-6 text-base-content/75">
        Buyers who want to meet you. Accepting reserves the camera for them until you complete or cancel.
      </p>
      {!data ? (
        error ? (
          <ErrorAlert message={`Could not load bookings: ${error.message}`} onRetry={() => void refetch()} />
        ) : (
          <TableSkeleton rows={3} />
        )
      ) : data.items.length === 0 ? (
        <EmptyState title="No bookings yet">
          <p>When a buyer books one of your cameras, it shows up here.</p>
          <Link to="/dashboard/my-products" className="btn btn-outline btn-sm mt-4">
            See My Products
          </Link>
        </EmptyState>
      ) : (
        <ul aria-label="Bookings on your listings" className="flex flex-col gap-3">
          {data.items.map((order) => (
            <BookingItem key={order._id} order={order} move={move} />
          ))}
        </ul>
      )}
      {data && <Pagination page={page} pageCount={pageCountOf(data.total, DEFAULT_PAGE_SIZE)} />}
    </div>
  );
}
