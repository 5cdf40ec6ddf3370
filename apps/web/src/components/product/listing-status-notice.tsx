import type { Product } from '@refocus/contract';

// UTC, as the server draws the page: the same day on the server-drawn page and after hydration.
const saleDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * What a booked or sold listing's page says in place of Book now (issue 14, item 5): the page
 * stays for whoever follows a link to it, and tells them the camera is not to be had.
 */
export function ListingStatusNotice({ product }: { product: Pick<Product, 'status' | 'soldAt'> }) {
  if (product.status === 'available') return null;
  const sold = product.status === 'sold';
  return (
    <div role="status" className={`alert ${sold ? 'alert-neutral' : 'alert-warning'} alert-soft`}>
      <p>
        <strong className="text-lg">
          {sold
            ? product.soldAt
              ? `Sold on ${saleDay.format(new Date(product.soldAt))}`
              : 'Sold'
            : 'Reserved'}
        </strong>
        <br />
        {sold
          ? 'This camera has found its new owner.'
          : 'A buyer’s booking holds this camera; it comes back if they do not take it.'}
      </p>
    </div>
  );
}
