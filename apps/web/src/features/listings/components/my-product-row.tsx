import type { OwnListing } from '@refocus/contract';
import { Link } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-dialog';
import { formatPrice } from '../../../lib/format';
import type { useListingActions } from '../use-listing-actions';
import { ProductStatusBadge } from './product-status-badge';

interface MyProductRowProps {
  product: OwnListing;
  actions: ReturnType<typeof useListingActions>;
}

/** One of the seller's listings with what can be done to it. */
export function MyProductRow({ product, actions }: MyProductRowProps) {
  const { setStatus, remove } = actions;
  const busy = setStatus.isPending && setStatus.variables?.id === product._id;
  const mark = (status: 'sold' | 'available') => setStatus.mutate({ id: product._id, status });
  const pending = product.pendingBookings;
  const pendingText = `${pending} pending booking${pending === 1 ? '' : 's'}`;

  return (
    // Below md the row becomes a small card: the table's header is hidden, cells say what they are.
    <tr className="max-md:grid max-md:grid-cols-[1fr_auto] max-md:items-center max-md:gap-x-3 max-md:gap-y-2 max-md:py-3 max-md:border-base-content/10 max-md:[&>*]:border-0 max-md:[&>*]:p-0 max-md:[&>*]:px-4 max-md:[&:not(:last-child)]:border-b">
      <th scope="row" className="font-medium max-md:col-span-2">
        <div className="flex items-center gap-3">
          <img
            src={product.imgURL}
            srcSet={product.imgSrcSet || undefined}
            sizes={product.imgSrcSet ? '48px' : undefined}
            alt=""
            width={48}
            height={36}
            loading="lazy"
            className="h-9 w-12 shrink-0 rounded object-cover"
          />
          {/* Booked or sold, its page stays with its status (issue 14, item 5). */}
          <Link to={`/products/${product._id}`} className="link-hover">
            {product.name}
          </Link>
        </div>
      </th>
      <td className="font-semibold md:font-normal">{formatPrice(product.resalePrice)}</td>
      <td>
        <ProductStatusBadge status={product.status} />
        {/* Issue 14 item 6: how many people keep it on their Saved page. */}
        <span className="block whitespace-nowrap text-xs text-base-content/75 md:mt-1" data-testid="saved-by">
          Saved by {product.savedBy}
          <span className="sr-only"> {product.savedBy === 1 ? 'person' : 'people'}</span>
        </span>
      </td>
      <td className="max-md:col-span-2 max-md:text-sm">
        {pending > 0 ? (
          <Link to="/dashboard/bookings" className="link whitespace-nowrap">
            {pendingText}
            <span className="sr-only"> of {product.name}</span>
          </Link>
        ) : (
          <span className="text-base-content/75">
            <span className="md:hidden">No pending bookings</span>
            <span className="max-md:hidden">None</span>
          </span>
        )}
      </td>
      <td className="whitespace-nowrap max-md:col-span-2 max-md:text-sm">
        <span className="md:hidden">Posted </span>
        {product.postedTime}
      </td>
      <td className="max-md:col-span-2">
        <div className="flex flex-wrap gap-2 md:justify-end">
          <Link to={`/dashboard/my-products/${product._id}/edit`} className="btn btn-sm">
            Edit<span className="sr-only"> {product.name}</span>
          </Link>
          {product.status === 'available' && (
            <ConfirmButton
              className="btn btn-sm"
              ariaLabel={`Mark as sold ${product.name}`}
              title={`Mark ${product.name} as sold?`}
              message={
                <>
                  <p>It leaves the storefront; you can put it on sale again later.</p>
                  <p className="mt-3 font-semibold">
                    {pending === 0
                      ? 'No bookings are waiting for it.'
                      : `${pendingText} will be declined; those buyers see it in My Orders.`}
                  </p>
                </>
              }
              confirmLabel="Mark as sold"
              disabled={busy}
              onConfirm={() => setStatus.mutateAsync({ id: product._id, status: 'sold' })}
            >
              Mark as sold
            </ConfirmButton>
          )}
          {product.status === 'sold' && (
            <button type="button" className="btn btn-sm" disabled={busy} onClick={() => mark('available')}>
              Mark available<span className="sr-only"> {product.name}</span>
            </button>
          )}
          {product.status === 'booked' && (
            <Link to="/dashboard/bookings" className="btn btn-sm btn-ghost">
              See booking
            </Link>
          )}
          <ConfirmButton
            className="btn btn-sm btn-outline btn-error"
            ariaLabel={`Delete ${product.name}`}
            title={`Delete ${product.name}?`}
            message={
              <>
                <p>The listing leaves the storefront for good. Bookings on it keep their record.</p>
                {/* Withdrawing closes its bookings (listing-withdrawal.ts); a booked listing has no pending ones. */}
                {(pending > 0 || product.status === 'booked') && (
                  <p className="mt-3 font-semibold">
                    {pending > 0
                      ? `${pendingText} will be declined; those buyers see it in My Orders.`
                      : 'Its accepted booking will be cancelled; the buyer sees it in My Orders.'}
                  </p>
                )}
              </>
            }
            confirmLabel="Delete"
            danger
            onConfirm={() => remove.mutateAsync(product._id)}
          >
            Delete
          </ConfirmButton>
        </div>
      </td>
    </tr>
  );
}
