import type { Product } from '@refocus/contract';
import { Link } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-dialog';
import { formatPrice } from '../../../lib/format';
import type { useListingActions } from '../use-listing-actions';
import { ProductStatusBadge } from './product-status-badge';

interface MyProductRowProps {
  product: Product;
  actions: ReturnType<typeof useListingActions>;
}

/** One of the seller's listings with what can be done to it. */
export function MyProductRow({ product, actions }: MyProductRowProps) {
  const { setStatus, remove } = actions;
  const busy = setStatus.isPending && setStatus.variables?.id === product._id;
  const mark = (status: 'sold' | 'available') => setStatus.mutate({ id: product._id, status });

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
          {product.status === 'available' ? (
            <Link to={`/products/${product._id}`} className="link-hover">
              {product.name}
            </Link>
          ) : (
            product.name
          )}
        </div>
      </th>
      <td className="font-semibold md:font-normal">{formatPrice(product.resalePrice)}</td>
      <td>
        <ProductStatusBadge status={product.status} />
      </td>
      <td className="whitespace-nowrap max-md:col-span-2 max-md:text-sm">
        <span className="md:hidden">Posted </span>
        {product.postedTime}
      </td>
      <td className="max-md:col-span-2">
        <div className="flex flex-wrap gap-2 md:justify-end">
          {product.status === 'available' && (
            <button type="button" className="btn btn-sm" disabled={busy} onClick={() => mark('sold')}>
              Mark as sold<span className="sr-only"> {product.name}</span>
            </button>
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
            message="The listing leaves the storefront for good. Bookings on it keep their record."
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
