import { useSuspenseQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLoaderData } from 'react-router';
import { useBrandName } from '../../../components/brands/use-brands';
import { HeartButton } from '../../../components/favourites/heart-button';
import { useSavedIds } from '../../../components/favourites/use-saved-ids';
import { MapPinIcon } from '../../../components/icons';
import { GradeBadge } from '../../../components/product/grade-badge';
import { ListingStatusNotice } from '../../../components/product/listing-status-notice';
import { ReportButton } from '../../../components/report/report-button';
import { usePageTitle } from '../../../lib/use-page-title';
import { productQuery } from '../api/products';
import type { BookingControl } from '../components/booking-control';
import { ModelPriceGuide } from '../components/model-price-guide';
import { PhotoGallery } from '../components/photo-gallery';
import { PriceSummary } from '../components/price-summary';
import { ProductFacts } from '../components/product-facts';
import { SimilarCameras } from '../components/similar-cameras';
import type { ProductDetailData } from './product-detail-loader';

/**
 * `/products/{id}`: one listing with every field, its photo gallery and Book now (data:
 * product-detail-loader). Booking belongs to the orders feature: the app passes it in.
 */
export function ProductDetailScreen({ Booking }: { Booking: BookingControl }) {
  const intl = useIntl();
  const { id } = useLoaderData<ProductDetailData>();
  const { data: product } = useSuspenseQuery(productQuery(id));
  usePageTitle(product.name);
  const brand = useBrandName(product.categoryId);
  const saved = useSavedIds([product._id]).has(product._id);

  return (
    <>
      <article className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-2 md:gap-12 md:py-14">
        <PhotoGallery product={product} />
        <div className="flex flex-col gap-6">
          <div>
            {brand && (
              <Link
                to={`/category/${product.categoryId}`}
                className="text-sm font-semibold uppercase tracking-wider text-brand hover:underline"
              >
                {brand}
              </Link>
            )}
            <div className="mt-1 flex items-start justify-between gap-3">
              <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{product.name}</h1>
              <HeartButton product={product} saved={saved} className="mt-1 shrink-0" />
            </div>
            <p className="mt-2 flex items-center gap-1 text-base-content/75">
              <MapPinIcon className="size-4 shrink-0" />
              {product.location}
              <span aria-hidden="true">·</span>
              {product.grade ? (
                <GradeBadge grade={product.grade} className="badge-sm" />
              ) : (
                <span className="badge badge-neutral badge-sm">
                  <FormattedMessage
                    id="products.detail.condition"
                    defaultMessage="<hidden>Condition: </hidden>{condition}"
                    values={{
                      condition: product.condition,
                      hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                    }}
                  />
                </span>
              )}
            </p>
          </div>
          <PriceSummary product={product} />
          <ModelPriceGuide product={product} />
          <div>
            {/* Booked or sold, the page stays with its status and no Book now (issue 14, item 5). */}
            {product.status === 'available' ? (
              <Booking product={product} className="btn btn-primary btn-lg w-full sm:w-auto" />
            ) : (
              <ListingStatusNotice product={product} />
            )}
          </div>
          <section aria-labelledby="details-heading">
            <h2 id="details-heading" className="mb-3 text-lg font-semibold">
              <FormattedMessage id="products.detail.details" defaultMessage="Details" />
            </h2>
            <ProductFacts product={product} />
          </section>
          {/* The seller's words on the condition; an ungraded listing's words are its condition above. */}
          {product.conditionNotes && product.conditionNotes !== product.condition && (
            <section aria-labelledby="condition-notes-heading">
              <h2 id="condition-notes-heading" className="mb-2 text-lg font-semibold">
                <FormattedMessage id="products.detail.conditionNotes" defaultMessage="Condition notes" />
              </h2>
              <p className="whitespace-pre-line text-base-content/85">{product.conditionNotes}</p>
            </section>
          )}
          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className="mb-2 text-lg font-semibold">
              <FormattedMessage id="products.detail.description" defaultMessage="Description" />
            </h2>
            <p className="whitespace-pre-line text-base-content/85">{product.description}</p>
          </section>
          <div>
            <ReportButton
              kind="listing"
              targetId={product._id}
              ownerId={product.sellerId}
              ariaLabel={intl.formatMessage({
                id: 'products.detail.report',
                defaultMessage: 'Report this listing',
              })}
              className="btn btn-ghost btn-sm text-base-content/75"
            />
          </div>
        </div>
      </article>
      <SimilarCameras productId={product._id} />
    </>
  );
}
