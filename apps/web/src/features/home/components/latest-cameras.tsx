import { HOME_CAMERAS_LIMIT } from '@refocus/contract';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ProductResults } from '../../../components/product/product-results';
import { homeCamerasQuery } from '../api/home-cameras';

/** The home grid of the newest cameras. */
export function LatestCameras() {
  const { data, error, refetch } = useQuery(homeCamerasQuery());
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'home.latest.heading', defaultMessage: 'Latest cameras' });
  return (
    <section aria-labelledby="latest-heading" className="mx-auto max-w-7xl px-4 py-6 sm:py-16">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4 sm:mb-8">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand">
            <FormattedMessage id="home.latest.eyebrow" defaultMessage="Just listed" />
          </p>
          <h2 id="latest-heading" className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h2>
        </div>
        <Link to="/products" className="link link-hover font-medium">
          <FormattedMessage id="home.latest.seeAll" defaultMessage="See all products →" />
        </Link>
      </div>
      <ProductResults
        products={data}
        error={error}
        onRetry={() => void refetch()}
        label={title}
        skeletonCount={HOME_CAMERAS_LIMIT}
        emptyTitle={intl.formatMessage({
          id: 'home.latest.emptyTitle',
          defaultMessage: 'No cameras listed yet',
        })}
        emptyText={intl.formatMessage({
          id: 'home.latest.emptyText',
          defaultMessage: 'New listings show up here as soon as sellers post them.',
        })}
        // Below the first screen on larger screens; on a phone the first card peeks in, and a lazy
        // photo in view loads at once all the same.
        aboveTheFold={false}
      />
    </section>
  );
}
