import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState } from '../../../components/empty-state';
import { ErrorAlert } from '../../../components/error-alert';
import { ProductGrid } from '../../../components/product/product-grid';
import { ProductGridSkeleton } from '../../../components/product/product-grid-skeleton';
import { modelListingsQuery } from '../api/model-listings';

/** The model's listings on sale, newest first, as the storefront's cards. */
export function ModelListings({ slug, name }: { slug: string; name: string }) {
  const listings = useQuery(modelListingsQuery(slug));
  const intl = useIntl();
  return (
    <section aria-labelledby="model-listings-heading">
      <h2 id="model-listings-heading" className="mb-4 text-xl font-semibold">
        <FormattedMessage id="models.listings.heading" defaultMessage="On sale now" />
      </h2>
      {listings.isError ? (
        <ErrorAlert
          message={intl.formatMessage(
            { id: 'models.listings.failed', defaultMessage: 'Could not load the listings: {reason}' },
            { reason: listings.error.message },
          )}
          onRetry={() => void listings.refetch()}
        />
      ) : !listings.data ? (
        <ProductGridSkeleton count={3} />
      ) : listings.data.length === 0 ? (
        <EmptyState
          title={intl.formatMessage(
            { id: 'models.listings.empty', defaultMessage: 'No {name} on sale right now' },
            { name },
          )}
        />
      ) : (
        <ProductGrid
          products={listings.data}
          label={intl.formatMessage(
            { id: 'models.listings.label', defaultMessage: '{name} on sale' },
            { name },
          )}
          aboveTheFold={false}
        />
      )}
    </section>
  );
}
