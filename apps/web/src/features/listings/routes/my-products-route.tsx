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
import { myProductsQuery } from '../api/listings';
import { MyProductRow } from '../components/my-product-row';
import { useListingActions } from '../use-listing-actions';

/** `/dashboard/my-products` (sellers): every listing of the seller, whatever its status. */
export default function MyProductsRoute() {
  usePageTitle('My Products');
  const { user } = useAuth();
  const [params] = useSearchParams();
  const page = pageFromSearch(params);
  const { data, error, refetch } = useQuery({
    ...myProductsQuery(user?.uid ?? '', page),
    enabled: Boolean(user),
    placeholderData: keepPreviousData,
  });
  const actions = useListingActions();

  return (
    <div className="max-w-5xl">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">My Products</h1>
        <Link to="/dashboard/add-product" className="btn btn-primary btn-sm">
          Add Product
        </Link>
      </div>
      {!data ? (
        error ? (
          <ErrorAlert
            message={`Could not load your listings: ${error.message}`}
            onRetry={() => void refetch()}
          />
        ) : (
          <TableSkeleton rows={4} />
        )
      ) : data.items.length === 0 ? (
        <EmptyState title="You have not listed any cameras yet">
          <Link to="/dashboard/add-product" className="btn btn-primary btn-sm mt-2">
            Add Product
          </Link>
        </EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
          <table className="table max-md:block max-md:[&>tbody]:block">
            <caption className="sr-only">Your listings</caption>
            <thead className="max-md:hidden">
              <tr>
                <th scope="col">Product Name</th>
                <th scope="col">Price</th>
                <th scope="col">Status</th>
                <th scope="col">Posted</th>
                <th scope="col" className="text-end">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((product) => (
                <MyProductRow key={product._id} product={product} actions={actions} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && <Pagination page={page} pageCount={pageCountOf(data.total, DEFAULT_PAGE_SIZE)} />}
    </div>
  );
}
