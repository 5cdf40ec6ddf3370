import type { Offer } from '@refocus/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/status-badge';
import { useFormat } from '../../../lib/i18n/use-format';
import type { useOfferMove } from '../api/offers';
import { expiresText, OFFER_STATUS, STATUS_TONE, turnText } from '../offer-words';
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
  const intl = useIntl();
  const { price } = useFormat();
  const { product } = offer;
  const other =
    offer.role === 'seller'
      ? intl.formatMessage(
          { id: 'offers.card.from', defaultMessage: 'From {name}' },
          { name: offer.buyerName },
        )
      : intl.formatMessage(
          { id: 'offers.card.soldBy', defaultMessage: 'Sold by {name}' },
          { name: offer.sellerName },
        );
  const turn = turnText(offer, intl);

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
              <FormattedMessage
                id="offers.card.agreed"
                defaultMessage="Agreed {amount} (asked {asked})"
                values={{ amount: price(offer.amount), asked: price(offer.askedPrice) }}
              />
            </p>
          ) : (
            <p className="mt-1">
              <FormattedMessage
                id="offers.card.onTable"
                defaultMessage="Asked {asked} · <b>On the table</b> {amount}"
                values={{
                  amount: price(offer.amount),
                  asked: price(offer.askedPrice),
                  b: (chunks) => <span className="font-medium">{chunks}</span>,
                }}
              />
            </p>
          )}
          {turn && offer.expiresAt && (
            <p className="text-sm">
              <span className={offer.turn === offer.role ? 'font-semibold text-brand' : ''}>{turn}</span>
              <span className="text-base-content/75"> · {expiresText(offer.expiresAt, now, intl)}</span>
            </p>
          )}
        </div>
        <StatusBadge tone={STATUS_TONE[offer.status]}>
          {intl.formatMessage(OFFER_STATUS, { status: offer.status })}
        </StatusBadge>
      </div>
      {offer.note && (
        <blockquote className="mt-3 border-s-2 border-brand/40 ps-3 text-sm whitespace-pre-line break-words">
          <span className="sr-only">
            <FormattedMessage
              id="offers.card.noteFrom"
              defaultMessage="{role, select, buyer {Note from you: } other {Note from {buyer}: }}"
              values={{ role: offer.role, buyer: offer.buyerName }}
            />
          </span>
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
            <FormattedMessage
              id="offers.card.seeBooking"
              defaultMessage="{role, select, buyer {See the booking in My Orders} other {See the booking in Bookings}}"
              values={{ role: offer.role }}
            />
          </Link>
        </p>
      )}
      <div className="mt-4 empty:hidden">
        <OfferActions offer={offer} move={move} />
      </div>
    </li>
  );
}
