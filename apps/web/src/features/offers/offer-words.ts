import type { Offer, OfferMove, OfferParty, OfferStatus } from '@refocus/contract';
import type { StatusTone } from '../../components/status-badge';
import { formatPrice } from '../../lib/format';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** "expires in 47 h", "expires in 12 min": how long an open offer waits for its answer. */
export function expiresText(expiresAt: string, now: number): string {
  const left = Date.parse(expiresAt) - now;
  if (!(left > 0)) return 'expires now';
  if (left >= HOUR) return `expires in ${Math.floor(left / HOUR)} h`;
  return `expires in ${Math.max(1, Math.floor(left / MINUTE))} min`;
}

/** Whose move it is, said to the reader: "Your move" or "Waiting for the seller". */
export function turnText(offer: Pick<Offer, 'turn' | 'role'>): string | null {
  if (offer.turn === null) return null;
  return offer.turn === offer.role ? 'Your move' : `Waiting for the ${offer.turn}`;
}

/** The name of one side as the reader reads it: "You", or the other person's name. */
function partyName(offer: Pick<Offer, 'role' | 'buyerName' | 'sellerName'>, party: OfferParty): string {
  if (party === offer.role) return 'You';
  return party === 'buyer' ? offer.buyerName : offer.sellerName;
}

/** One line of an offer's history: "You offered $400", "Sol Seller countered with $450". */
export function moveText(offer: Pick<Offer, 'role' | 'buyerName' | 'sellerName'>, move: OfferMove): string {
  const who = partyName(offer, move.by);
  const price = move.amount === null ? '' : formatPrice(move.amount);
  switch (move.action) {
    case 'offer':
      return `${who} offered ${price}`;
    case 'counter':
      return `${who} countered with ${price}`;
    case 'accept':
      return price ? `${who} accepted ${price}` : `${who} accepted`;
    case 'decline':
      return `${who} declined`;
    case 'withdraw':
      return `${who} withdrew the offer`;
    case 'expire':
      return 'It expired unanswered';
  }
}

export const STATUS_TONE: Record<OfferStatus, StatusTone> = {
  open: 'info',
  accepted: 'success',
  declined: 'error',
  withdrawn: 'neutral',
  expired: 'neutral',
};
