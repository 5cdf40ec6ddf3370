import type { ProductStatus, SavedListing } from '@refocus/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { HeartButton } from '../../../components/favourites/heart-button';
import { StruckPrice } from '../../../components/product/struck-price';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import { useFormat } from '../../../lib/i18n/use-format';

const TONES: Record<ProductStatus, StatusTone> = { available: 'success', booked: 'warning', sold: 'neutral' };

/**
 * One saved listing as it is now: its status, its price and, after a drop, the price before
 * struck through (decision 028), and the heart to remove it.
 */
export function SavedItem({ listing }: { listing: SavedListing }) {
  const intl = useIntl();
  const { price, date } = useFormat();
  return (
    <li className="flex items-center gap-4 rounded-box border border-base-300 bg-base-100 p-4">
      <img
        src={listing.imgURL}
        srcSet={listing.imgSrcSet || undefined}
        sizes={listing.imgSrcSet ? '96px' : undefined}
        alt=""
        width={96}
        height={72}
        loading="lazy"
        className="h-18 w-24 shrink-0 rounded-box bg-base-200 object-cover"
      />
      <div className="flex min-w-0 grow flex-col gap-2 sm:flex-row sm:items-center">
        <div className="min-w-0 grow">
          <h2 className="font-semibold">
            <Link to={`/products/${listing._id}`} className="link-hover">
              {listing.name}
            </Link>
          </h2>
          <p className="text-sm text-base-content/75">
            <FormattedMessage
              id="favourites.item.facts"
              defaultMessage="{location} · {seller} · Saved {date}"
              values={{ location: listing.location, seller: listing.sellerName, date: date(listing.savedAt) }}
            />
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-lg font-bold" data-testid="saved-price">
            {price(listing.resalePrice)}
            {listing.previousPrice !== null && (
              <span className="ms-2 text-sm font-normal text-base-content/75">
                <StruckPrice kind="was" price={listing.previousPrice} testId="previous-price" />
              </span>
            )}
          </p>
          <StatusBadge tone={TONES[listing.status]}>
            {intl.formatMessage(
              {
                id: 'favourites.item.status',
                defaultMessage:
                  '{status, select, available {available} booked {booked} sold {sold} other {{status}}}',
              },
              { status: listing.status },
            )}
          </StatusBadge>
          <HeartButton product={listing} saved />
        </div>
      </div>
    </li>
  );
}
