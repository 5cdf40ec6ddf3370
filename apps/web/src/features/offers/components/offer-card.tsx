import type { Offer } from '@refocus/contract';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/status-badge';
import { formatPrice } from '../../../lib/format';
import type { useOfferMove } from '../api/offers';
import { expiresText, STATUS_TONE, turnText } from '../offer-words';
import { OfferActions } from './offer-actions';
import { OfferHistory } from './offer-history';
import { OfferThumb } from './offer-thumb';

interface OfferCardProps {
  offer: Offer;
  move: ReturnType<typeof useOfferMove>;
  /** The moment "expires in" counts from (the list's render). */
  now: number;
}

/** One offer as one of its two sides reads it: the camera, the prices, whose move, the history. */
export function OfferCard({ offer, move, now }: OfferCardProps) {
  const { product } = offer;
  const other = offer.role === 'seller' ? `From ${offer.buyerName}` : `Sold by ${offer.sellerName}`;
  const turn = turnText(offer);

  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-4">
      <div className="flex flex-wrap items-start gap-4">
        <OfferThumb product={product} />
        <div className="min-w-0 grow">
          <h3 className="font-semibold">
            {product.removed ? (
              product.name
            ) : (
              <Link to={`/products/${product._id}`} className="link link-hover">
                {product.name}
              </Link>
            )}
          </h3>
          <p className="text-sm text-base-content/75">{other}</p>
          {offer.status === 'accepted' ? (
            <p className="mt-1 font-medium">
              Agreed {formatPrice(offer.amount)} (asked {formatPrice(offer.askedPrice)})
            </p>
          ) : (
            <p className="mt-1">
              Asked {formatPrice(offer.askedPrice)} · <span className="font-medium">On the table</span>{' '}
              {formatPrice(offer.amount)}
            </p>
          )}
          {turn && offer.expiresAt && (
            <p className="text-sm">
              <span className={offer.turn === offer.role ? 'font-semibold text-brand' : ''}>{turn}</span>
              <span className="text-base-content/75"> · {expiresText(offer.expiresAt, now)}</span>
            </p>
          )}
        </div>
        <StatusBadge tone={STATUS_TONE[offer.status]}>{offer.status}</StatusBadge>
      </div>
      {offer.note && (
        <blockquote className="mt-3 border-s-2 border-brand/40 ps-3 text-sm whitespace-pre-line break-words">
          <span className="sr-only">Note from {offer.role === 'buyer' ? 'you' : offer.buyerName}: </span>
          {offer.note}
        </blockquote>
      )}
      <OfferHistory offer={offer} />
      {offer.status === 'accepted' && offer.orderId && (
        <p className="mt-3 text-sm">
          <Link
            to={offer.role === 'buyer' ? '/dashboard/my-orders' : '/dashboard/bookings'}
            className="link text-brand"
          >
            See the booking in {offer.role === 'buyer' ? 'My Orders' : 'Bookings'}
          </Link>
        </p>
      )}
      <div className="mt-4 empty:hidden">
        <OfferActions offer={offer} move={move} />
      </div>
    </li>
  );
}
