import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PagedList } from '../../../components/paged-list';
import { useAuth } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePagedList } from '../../../lib/use-paged-list';
import { myProductsQuery } from '../api/listings';
import { MyProductRow } from '../components/my-product-row';
import { useListingActions } from '../use-listing-actions';

/** `/dashboard/my-products` (sellers): every listing of the seller, whatever its status. */
export default function MyProductsRoute() {
  usePageTitle('My Products');
  const { user } = useAuth();
  const list = usePagedList((page) => myProductsQuery(user?.uid ?? '', page), { enabled: Boolean(user) });
  const actions = useListingActions();

  return (
    <div className="max-w-5xl">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">My Products</h1>
        <Link to="/dashboard/add-product" className="btn btn-primary btn-sm">
          Add Product
        </Link>
      </div>
      <PagedList
        list={list}
        failure="Could not load your listings"
        skeletonRows={4}
        empty={
          <EmptyState title="You have not listed any cameras yet">
            <Link to="/dashboard/add-product" className="btn btn-primary btn-sm mt-2">
              Add Product
            </Link>
          </EmptyState>
        }
      >
        {(products) => (
          <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
            <table className="table max-md:block max-md:[&>tbody]:block">
              <caption className="sr-only">Your listings</caption>
              <thead className="max-md:hidden">
                <tr>
                  <th scope="col">Product Name</th>
                  <th scope="col">Price</th>
                  <th scope="col">Status</th>
                  <th scope="col">Pending bookings</th>
                  <th scope="col">Posted</th>
                  <th scope="col" className="text-end">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {products.map((product) => (
                  <MyProductRow key={product._id} product={product} actions={actions} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PagedList>
    </div>
  );
}
