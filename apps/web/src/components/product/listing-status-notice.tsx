import type { Product } from '@refocus/contract';
import { useIntl } from 'react-intl';

/**
 * What a booked or sold listing's page says in place of Book now (issue 14, item 5): the page
 * stays for whoever follows a link to it, and tells them the camera is not to be had.
 */
export function ListingStatusNotice({ product }: { product: Pick<Product, 'status' | 'soldAt'> }) {
  const intl = useIntl();
  if (product.status === 'available') return null;
  const sold = product.status === 'sold';
  // UTC, as the server draws the page: the same day on the server-drawn page and after hydration.
  const saleDay = (iso: string) => intl.formatDate(new Date(iso), { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <div role="status" className={`alert ${sold ? 'alert-neutral' : 'alert-warning'} alert-soft`}>
      <p>
        <strong className="text-lg">
          {sold
            ? product.soldAt
              ? intl.formatMessage(
                  { id: 'components.listingStatus.soldOn', defaultMessage: 'Sold on {date}' },
                  { date: saleDay(product.soldAt) },
                )
              : intl.formatMessage({ id: 'components.listingStatus.sold', defaultMessage: 'Sold' })
            : intl.formatMessage({ id: 'components.listingStatus.reserved', defaultMessage: 'Reserved' })}
        </strong>
        <br />
        {sold
          ? intl.formatMessage({
              id: 'components.listingStatus.soldText',
              defaultMessage: 'This camera has found its new owner.',
            })
          : intl.formatMessage({
              id: 'components.listingStatus.reservedText',
              defaultMessage: 'A buyer’s booking holds this camera; it comes back if they do not take it.',
            })}
      </p>
    </div>
  );
}
