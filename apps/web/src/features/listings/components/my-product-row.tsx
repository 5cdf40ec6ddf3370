import type { OwnListing } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-dialog';
import { useFormat } from '../../../lib/i18n/use-format';
import type { useListingActions } from '../use-listing-actions';
import { ProductStatusBadge } from './product-status-badge';

interface MyProductRowProps {
  product: OwnListing;
  actions: ReturnType<typeof useListingActions>;
}

const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

const m = defineMessages({
  savedBy: {
    id: 'listings.row.savedBy',
    defaultMessage: 'Saved by {count}<hidden> {count, plural, one {person} other {people}}</hidden>',
  },
  pending: {
    id: 'listings.row.pending',
    defaultMessage:
      '{count, plural, one {# pending booking} other {# pending bookings}}<hidden> of {name}</hidden>',
  },
  noPending: { id: 'listings.row.noPending', defaultMessage: 'No pending bookings' },
  none: { id: 'listings.row.none', defaultMessage: 'None' },
  posted: { id: 'listings.row.posted', defaultMessage: 'Posted' },
  edit: { id: 'listings.row.edit', defaultMessage: 'Edit<hidden> {name}</hidden>' },
  sellLabel: { id: 'listings.row.sellLabel', defaultMessage: 'Mark as sold {name}' },
  sellTitle: { id: 'listings.row.sellTitle', defaultMessage: 'Mark {name} as sold?' },
  sellMessage: {
    id: 'listings.row.sellMessage',
    defaultMessage: 'It leaves the storefront; you can put it on sale again later.',
  },
  noneWaiting: { id: 'listings.row.noneWaiting', defaultMessage: 'No bookings are waiting for it.' },
  willDecline: {
    id: 'listings.row.willDecline',
    defaultMessage:
      '{count, plural, one {# pending booking} other {# pending bookings}} will be declined; those buyers see it in My Orders.',
  },
  sell: { id: 'listings.row.sell', defaultMessage: 'Mark as sold' },
  available: { id: 'listings.row.available', defaultMessage: 'Mark available<hidden> {name}</hidden>' },
  seeBooking: { id: 'listings.row.seeBooking', defaultMessage: 'See booking' },
  deleteLabel: { id: 'listings.row.deleteLabel', defaultMessage: 'Delete {name}' },
  deleteTitle: { id: 'listings.row.deleteTitle', defaultMessage: 'Delete {name}?' },
  deleteMessage: {
    id: 'listings.row.deleteMessage',
    defaultMessage: 'The listing leaves the storefront for good. Bookings on it keep their record.',
  },
  willCancel: {
    id: 'listings.row.willCancel',
    defaultMessage: 'Its accepted booking will be cancelled; the buyer sees it in My Orders.',
  },
  delete: { id: 'listings.row.delete', defaultMessage: 'Delete' },
});

/** One of the seller's listings with what can be done to it. */
export function MyProductRow({ product, actions }: MyProductRowProps) {
  const { setStatus, remove } = actions;
  const busy = setStatus.isPending && setStatus.variables?.id === product._id;
  const mark = (status: 'sold' | 'available') => setStatus.mutate({ id: product._id, status });
  const intl = useIntl();
  const { price, date } = useFormat();
  const t = intl.formatMessage;
  const name = product.name;
  const pending = product.pendingBookings;
  const willDecline = t(m.willDecline, { count: pending });

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
      <td className="font-semibold md:font-normal">{price(product.resalePrice)}</td>
      <td>
        <ProductStatusBadge status={product.status} />
        {/* Issue 14 item 6: how many people keep it on their Saved page. */}
        <span className="block whitespace-nowrap text-xs text-base-content/75 md:mt-1" data-testid="saved-by">
          <FormattedMessage {...m.savedBy} values={{ count: product.savedBy, hidden }} />
        </span>
      </td>
      <td className="max-md:col-span-2 max-md:text-sm">
        {pending > 0 ? (
          <Link to="/dashboard/bookings" className="link whitespace-nowrap">
            <FormattedMessage {...m.pending} values={{ count: pending, name, hidden }} />
          </Link>
        ) : (
          <span className="text-base-content/75">
            <span className="md:hidden">{t(m.noPending)}</span>
            <span className="max-md:hidden">{t(m.none)}</span>
          </span>
        )}
      </td>
      <td className="whitespace-nowrap max-md:col-span-2 max-md:text-sm">
        <span className="md:hidden">{t(m.posted)} </span>
        {date(product.createdAt)}
      </td>
      <td className="max-md:col-span-2">
        <div className="flex flex-wrap gap-2 md:justify-end">
          <Link to={`/dashboard/my-products/${product._id}/edit`} className="btn btn-sm">
            <FormattedMessage {...m.edit} values={{ name, hidden }} />
          </Link>
          {product.status === 'available' && (
            <ConfirmButton
              className="btn btn-sm"
              ariaLabel={t(m.sellLabel, { name })}
              title={t(m.sellTitle, { name })}
              message={
                <>
                  <p>{t(m.sellMessage)}</p>
                  <p className="mt-3 font-semibold">{pending === 0 ? t(m.noneWaiting) : willDecline}</p>
                </>
              }
              confirmLabel={t(m.sell)}
              disabled={busy}
              onConfirm={() => setStatus.mutateAsync({ id: product._id, status: 'sold' })}
            >
              {t(m.sell)}
            </ConfirmButton>
          )}
          {product.status === 'sold' && (
            <button type="button" className="btn btn-sm" disabled={busy} onClick={() => mark('available')}>
              <FormattedMessage {...m.available} values={{ name, hidden }} />
            </button>
          )}
          {product.status === 'booked' && (
            <Link to="/dashboard/bookings" className="btn btn-sm btn-ghost">
              {t(m.seeBooking)}
            </Link>
          )}
          <ConfirmButton
            className="btn btn-sm btn-outline btn-error"
            ariaLabel={t(m.deleteLabel, { name })}
            title={t(m.deleteTitle, { name })}
            message={
              <>
                <p>{t(m.deleteMessage)}</p>
                {/* Withdrawing closes its bookings (listing-withdrawal.ts); a booked listing has no pending ones. */}
                {(pending > 0 || product.status === 'booked') && (
                  <p className="mt-3 font-semibold">{pending > 0 ? willDecline : t(m.willCancel)}</p>
                )}
              </>
            }
            confirmLabel={t(m.delete)}
            danger
            onConfirm={() => remove.mutateAsync(product._id)}
          >
            {t(m.delete)}
          </ConfirmButton>
        </div>
      </td>
    </tr>
  );
}
