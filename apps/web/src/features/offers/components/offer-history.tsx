import type { Offer } from '@refocus/contract';
import { moveText } from '../offer-words';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The offer's moves, oldest first, as both sides see them (at most a handful: three prices and an answer). */
export function OfferHistory({ offer }: { offer: Offer }) {
  return (
    <ol
      aria-label={`History of the offer for ${offer.product.name}`}
      className="mt-3 flex flex-col gap-1 border-s-2 border-base-300 ps-3 text-sm"
    >
      {offer.moves.map((move, index) => (
        // Moves never reorder or go away: their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index} className="flex flex-wrap gap-x-2">
          <span>{moveText(offer, move)}</span>
          <time dateTime={move.createdAt} className="text-base-content/70">
            {timeFormat.format(new Date(move.createdAt))}
          </time>
        </li>
      ))}
    </ol>
  );
}
