import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/empty-state';
import { ErrorAlert } from '../../../components/error-alert';
import { ProductGrid } from '../../../components/product/product-grid';
import { ProductGridSkeleton } from '../../../components/product/product-grid-skeleton';
import { modelListingsQuery } from '../api/model-listings';

/** The model's listings on sale, newest first, as the storefront's cards. */
export function ModelListings({ slug, name }: { slug: string; name: string }) {
  const listings = useQuery(modelListingsQuery(slug));
  return (
    <section aria-labelledby="model-listings-heading">
      <h2 id="model-listings-heading" className="mb-4 text-xl font-semibold">
        On sale now
      </h2>
      {listings.isError ? (
        <ErrorAlert
          message={`Could not load the listings: ${listings.error.message}`}
          onRetry={() => void listings.refetch()}
        />
      ) : !listings.data ? (
        <ProductGridSkeleton count={3} />
      ) : listings.data.length === 0 ? (
        <EmptyState title={`No ${name} on sale right now`} />
      ) : (
        <ProductGrid products={listings.data} label={`${name} on sale`} aboveTheFold={false} />
      )}
    </section>
  );
}
