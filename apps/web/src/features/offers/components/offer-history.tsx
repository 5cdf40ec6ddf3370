import type { Offer } from '@refocus/contract';
import { useIntl } from 'react-intl';
import { moveText } from '../offer-words';

/** The offer's moves, oldest first, as both sides see them (at most a handful: three prices and an answer). */
export function OfferHistory({ offer }: { offer: Offer }) {
  const intl = useIntl();
  return (
    <ol
      aria-label={intl.formatMessage(
        { id: 'offers.history.label', defaultMessage: 'History of the offer for {camera}' },
        { camera: offer.product.name },
      )}
      className="mt-3 flex flex-col gap-1 border-s-2 border-base-300 ps-3 text-sm"
    >
      {offer.moves.map((move, index) => (
        // Moves never reorder or go away: their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index} className="flex flex-wrap gap-x-2">
          <span>{moveText(offer, move, intl)}</span>
          <time dateTime={move.createdAt} className="text-base-content/70">
            {intl.formatDate(move.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </li>
      ))}
    </ol>
  );
}
