import { defineMessages } from '@refocus/i18n';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PagedList } from '../../../components/paged-list';
import { useAuth } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePagedList } from '../../../lib/use-paged-list';
import { myProductsQuery } from '../api/listings';
import { MyProductRow } from '../components/my-product-row';
import { useListingActions } from '../use-listing-actions';

const m = defineMessages({
  title: { id: 'listings.mine.title', defaultMessage: 'My Products' },
  add: { id: 'listings.mine.add', defaultMessage: 'Add Product' },
  failure: { id: 'listings.mine.failure', defaultMessage: 'Could not load your listings' },
  empty: { id: 'listings.mine.empty', defaultMessage: 'You have not listed any cameras yet' },
});

/** `/dashboard/my-products` (sellers): every listing of the seller, whatever its status. */
export default function MyProductsRoute() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.title));
  const { user } = useAuth();
  const list = usePagedList((page) => myProductsQuery(user?.uid ?? '', page), { enabled: Boolean(user) });
  const actions = useListingActions();

  return (
    <div className="max-w-5xl">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">{intl.formatMessage(m.title)}</h1>
        <Link to="/dashboard/add-product" className="btn btn-primary btn-sm">
          {intl.formatMessage(m.add)}
        </Link>
      </div>
      <PagedList
        list={list}
        failure={intl.formatMessage(m.failure)}
        skeletonRows={4}
        empty={
          <EmptyState title={intl.formatMessage(m.empty)}>
            <Link to="/dashboard/add-product" className="btn btn-primary btn-sm mt-2">
              {intl.formatMessage(m.add)}
            </Link>
          </EmptyState>
        }
      >
        {(products) => (
          <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
            <table className="table max-md:block max-md:[&>tbody]:block">
              <caption className="sr-only">
                <FormattedMessage id="listings.mine.caption" defaultMessage="Your listings" />
              </caption>
              <thead className="max-md:hidden">
                <tr>
                  <th scope="col">
                    <FormattedMessage id="listings.mine.colName" defaultMessage="Product Name" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="listings.mine.colPrice" defaultMessage="Price" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="listings.mine.colStatus" defaultMessage="Status" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="listings.mine.colPending" defaultMessage="Pending bookings" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="listings.mine.colPosted" defaultMessage="Posted" />
                  </th>
                  <th scope="col" className="text-end">
                    <span className="sr-only">
                      <FormattedMessage id="listings.mine.colActions" defaultMessage="Actions" />
                    </span>
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
