import type { Product } from '@refocus/contract';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useBrandName } from '../brands/use-brands';
import { HeartButton } from '../favourites/heart-button';
import { MapPinIcon } from '../icons';
import { GradeBadge } from './grade-badge';
import { GreatPriceBadge } from './great-price-badge';
import { ProductImage } from './product-image';
import { StruckPrice } from './struck-price';

interface ProductCardProps {
  product: Product;
  priority?: boolean;
  /** The card title's level, one below the section's heading. */
  headingLevel?: 2 | 3;
  /** Whether the signed-in person saved it: its heart is filled. */
  saved?: boolean;
}

export function ProductCard({ product, priority, headingLevel = 3, saved = false }: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const saving = product.originalPrice > product.resalePrice;
  // Only an "include sold" list (decision 038) or the Saved page shows a sold camera.
  const sold = product.status === 'sold';
  const brand = useBrandName(product.categoryId);
  const intl = useIntl();
  const condition = intl.formatMessage({
    id: 'components.productCard.condition',
    defaultMessage: 'Condition:',
  });
  return (
    <article className="card h-full overflow-hidden border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-lg">
      <figure className="relative">
        <ProductImage product={product} priority={priority} />
        {/* The condition: its grade, or the older client's words for a listing without one (decision 059). */}
        {product.grade ? (
          <GradeBadge grade={product.grade} className="absolute top-3 start-3 shadow" />
        ) : (
          product.condition && (
            <span className="badge badge-neutral absolute top-3 start-3 shadow">
              <span className="sr-only">{condition} </span>
              {product.condition}
            </span>
          )
        )}
        {sold && (
          <span
            data-testid="sold-badge"
            className="badge badge-neutral absolute bottom-3 start-3 font-semibold shadow"
          >
            {intl.formatMessage({ id: 'components.productCard.sold', defaultMessage: 'Sold' })}
          </span>
        )}
        {!sold && <GreatPriceBadge product={product} className="absolute bottom-3 start-3 shadow" />}
        <HeartButton product={product} saved={saved} className="absolute top-3 end-3 shadow" />
      </figure>
      <div className="card-body gap-3 p-5">
        <p className="grow-0 text-xs font-semibold uppercase tracking-wider text-brand">
          {brand ?? intl.formatMessage({ id: 'components.productCard.camera', defaultMessage: 'Camera' })}
        </p>
        <Heading className="card-title text-lg leading-snug">{product.name}</Heading>
        <p className="flex grow-0 flex-wrap items-center gap-x-1 text-sm text-base-content/75">
          <MapPinIcon className="size-4 shrink-0" />
          {product.location}
          <span aria-hidden="true">·</span>
          <Link to={`/sellers/${product.sellerId}`} className="link link-hover">
            {/* The name first: a link's spoken name starts with its visible text (WCAG 2.5.3). */}
            {product.sellerName}
            <span className="sr-only">
              {' '}
              {intl.formatMessage({ id: 'components.productCard.seller', defaultMessage: '(seller)' })}
            </span>
          </Link>
          {product.sellerRating && product.sellerRating.average !== null && (
            // Read with the listing (decision 031): no request per card.
            <span data-testid="card-rating" className="whitespace-nowrap">
              <span className="sr-only">
                {intl.formatMessage(
                  {
                    id: 'components.productCard.rating',
                    defaultMessage:
                      ', rated {average} out of 5 from {count, plural, one {# review} other {# reviews}}',
                  },
                  { average: product.sellerRating.average, count: product.sellerRating.count },
                )}
              </span>
              <span aria-hidden="true">
                <span className="text-warning">★</span>{' '}
                {intl.formatNumber(product.sellerRating.average, {
                  minimumFractionDigits: 1,
                  maximumFractionDigits: 1,
                })}{' '}
                ({product.sellerRating.count})
              </span>
            </span>
          )}
        </p>
        <div className="card-actions mt-auto items-end justify-between pt-2">
          <p className="flex flex-col">
            <span className="text-2xl font-bold">
              {intl.formatNumber(product.resalePrice, { format: 'price' })}
              {product.previousPrice !== null && (
                // A price drop (issue 14, item 4): the asking price before it, struck through.
                <span className="ms-2 text-base font-normal text-base-content/75">
                  <StruckPrice kind="was" price={product.previousPrice} testId="previous-price" />
                </span>
              )}
            </span>
            {saving && (
              <span className="text-sm text-base-content/75">
                <StruckPrice kind="new" price={product.originalPrice} />
              </span>
            )}
          </p>
          {sold ? (
            // Nothing to buy: the listing's page says when it sold.
            <Link to={`/products/${product._id}`} className="btn btn-outline">
              {intl.formatMessage(
                { id: 'components.productCard.view', defaultMessage: 'View<hidden> {name} (sold)</hidden>' },
                { name: product.name, hidden: (chunks) => <span className="sr-only">{chunks}</span> },
              )}
            </Link>
          ) : (
            // To the listing, where booking happens: the words say what it leads to (issue 42, item 6).
            <Link to={`/products/${product._id}`} className="btn btn-primary">
              {intl.formatMessage(
                {
                  id: 'components.productCard.bookToMeet',
                  defaultMessage: 'Book to meet<hidden> {name}</hidden>',
                },
                { name: product.name, hidden: (chunks) => <span className="sr-only">{chunks}</span> },
              )}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
