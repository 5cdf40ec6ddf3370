import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorAlert } from '../../../components/error-alert';
import { NotFoundScreen } from '../../../components/not-found-screen';
import { PagedList } from '../../../components/paged-list';
import { ProductGrid } from '../../../components/product/product-grid';
import { RatingSummary } from '../../../components/reviews/stars';
import { UserAvatar } from '../../../components/user-avatar';
import { ApiError } from '../../../lib/api-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePagedList } from '../../../lib/use-paged-list';
import { sellerProductsQuery, sellerQuery } from '../api/sellers';
import { ReportSeller } from '../components/report-seller';
import { SellerReviews } from '../components/seller-reviews';

/**
 * `/sellers/{id}` (issue 14, item 8): who sells, since when, and their cameras; "Include sold"
 * is kept in the URL (`?includeSold=true`) so the view can be shared.
 */
export default function SellerRoute() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const includeSold = params.get('includeSold') === 'true';
  const { data: seller, error } = useQuery(sellerQuery(id));
  const list = usePagedList((page) => sellerProductsQuery(id, includeSold, page));
  const sellerWord = intl.formatMessage({ id: 'sellers.page.seller', defaultMessage: 'Seller' });
  usePageTitle(
    seller
      ? intl.formatMessage(
          { id: 'sellers.page.title', defaultMessage: '{name} on Refocus' },
          { name: seller.name },
        )
      : sellerWord,
  );

  // 400: an id the API cannot even look up (too long, control characters) names no seller either.
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return (
      <NotFoundScreen
        title={intl.formatMessage({ id: 'sellers.notFound.title', defaultMessage: 'No such seller' })}
        message={intl.formatMessage({
          id: 'sellers.notFound.message',
          defaultMessage: 'This seller is not on Refocus, or no longer sells here.',
        })}
      />
    );
  }

  const toggleSold = (on: boolean) => {
    const next = new URLSearchParams(params);
    if (on) next.set('includeSold', 'true');
    else next.delete('includeSold');
    next.delete('page');
    setParams(next);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      {error && (
        <ErrorAlert
          message={intl.formatMessage(
            { id: 'sellers.page.failed', defaultMessage: 'Could not load this seller: {reason}' },
            { reason: error.message },
          )}
        />
      )}
      <header className="mb-8 flex flex-wrap items-center gap-5">
        {seller && <UserAvatar name={seller.name} photoURL={seller.photoURL} size="lg" />}
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{seller?.name ?? sellerWord}</h1>
          {seller && (
            <p className="mt-1 text-base-content/75">
              <FormattedMessage
                id="sellers.page.memberSince"
                defaultMessage="Member since <time>{date}</time>"
                values={{
                  // The month and year only: the day someone joined says nothing more.
                  date: intl.formatDate(seller.memberSince, {
                    month: 'long',
                    year: 'numeric',
                    timeZone: 'UTC',
                  }),
                  time: (chunks) => <time dateTime={seller.memberSince}>{chunks}</time>,
                }}
              />
              <span aria-hidden="true"> · </span>
              <FormattedMessage
                id="sellers.page.onSale"
                defaultMessage="{count, plural, one {# camera} other {# cameras}} on sale"
                values={{ count: seller.availableListings }}
              />
            </p>
          )}
          {seller && <RatingSummary rating={seller.rating} className="mt-1 block font-medium" />}
        </div>
        {seller && <ReportSeller sellerId={id} name={seller.name} />}
      </header>
      <section aria-labelledby="seller-listings-heading">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
          <h2 id="seller-listings-heading" className="text-xl font-semibold">
            <FormattedMessage id="sellers.listings.heading" defaultMessage="Listings" />
          </h2>
          <label className="flex cursor-pointer items-center gap-2">
            <input
              type="checkbox"
              className="toggle toggle-sm"
              checked={includeSold}
              onChange={(event) => toggleSold(event.target.checked)}
            />
            <FormattedMessage id="sellers.listings.includeSold" defaultMessage="Include sold" />
          </label>
        </div>
        <PagedList
          list={list}
          failure={intl.formatMessage({
            id: 'sellers.listings.failed',
            defaultMessage: 'Could not load the listings',
          })}
          skeletonRows={3}
          empty={
            <EmptyState
              title={
                includeSold
                  ? intl.formatMessage({ id: 'sellers.listings.noneYet', defaultMessage: 'No listings yet' })
                  : intl.formatMessage({
                      id: 'sellers.listings.noneOnSale',
                      defaultMessage: 'Nothing on sale right now',
                    })
              }
            />
          }
        >
          {(products) => (
            <ProductGrid
              products={products}
              label={intl.formatMessage({
                id: 'sellers.listings.label',
                defaultMessage: 'Listings of this seller',
              })}
            />
          )}
        </PagedList>
      </section>
      {seller && <SellerReviews sellerId={seller.id} />}
    </div>
  );
}
