import { HOME_CAMERAS_LIMIT } from '@refocus/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ProductResults } from '../../../components/product/product-results';
import { homeCamerasQuery } from '../api/home-cameras';

/** The home grid of the newest cameras. */
export function LatestCameras() {
  const { data, error, refetch } = useQuery(homeCamerasQuery());
  return (
    <section aria-labelledby="latest-heading" className="mx-auto max-w-7xl px-4 py-6 sm:py-16">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4 sm:mb-8">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand">Just listed</p>
          <h2 id="latest-heading" className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
            Latest cameras
          </h2>
        </div>
        <Link to="/products" className="link link-hover font-medium">
          See all products →
        </Link>
      </div>
      <ProductResults
        products={data}
        error={error}
        onRetry={() => void refetch()}
        label="Latest cameras"
        skeletonCount={HOME_CAMERAS_LIMIT}
        emptyTitle="No cameras listed yet"
        emptyText="New listings show up here as soon as sellers post them."
        // Below the first screen on larger screens; on a phone the first card peeks in, and a lazy
        // photo in view loads at once all the same.
        aboveTheFold={false}
      />
    </section>
  );
}
