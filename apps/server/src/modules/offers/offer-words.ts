import { formatPrice, type OfferAction, type OfferParty } from '@refocus/contract';
import { toDollars } from '../../shared/money.js';

/**
 * The sentences of an offer's moves: the notice the other side gets (in the bell and by e-mail,
 * decision 033) and the system line both read in the buyer's thread of the listing.
 */

export const OFFERS_LINK = '/dashboard/offers';

const money = (cents: number) => formatPrice(toDollars(cents));

export interface OfferNames {
  buyer_name: string;
  seller_name: string;
  product_name: string;
}

/** The notice to the other side of a move by `by`. `amount`: the price proposed or agreed, whole cents. */
export function moveNotice(
  offer: OfferNames,
  by: OfferParty,
  action: OfferAction | 'offer',
  amount: number,
): string {
  const mover = by === 'buyer' ? offer.buyer_name : offer.seller_name;
  const product = offer.product_name;
  // What the one answered had proposed: the buyer's offer, or the seller's counter.
  const theirs = by === 'seller' ? 'your offer' : 'your counter';
  switch (action) {
    case 'offer':
      return `${mover} offered ${money(amount)} for ${product}.`;
    case 'counter':
      return `${mover} countered with ${money(amount)} on ${product}.`;
    case 'accept':
      return `${mover} accepted ${theirs} of ${money(amount)} for ${product}. It is booked at that price.`;
    case 'decline':
      return `${mover} declined ${theirs} of ${money(amount)} for ${product}.`;
    case 'withdraw':
      return `${mover} withdrew their offer on ${product}.`;
  }
}

/** The system line of a move in the buyer's thread, read by both sides. */
export function moveLine(
  offer: OfferNames,
  by: OfferParty,
  action: OfferAction | 'offer',
  amount: number,
): string {
  const mover = by === 'buyer' ? offer.buyer_name : offer.seller_name;
  switch (action) {
    case 'offer':
      return `${mover} offered ${money(amount)}.`;
    case 'counter':
      return `${mover} countered with ${money(amount)}.`;
    case 'accept':
      return `${mover} accepted ${money(amount)}: the camera is booked at that price.`;
    case 'decline':
      return `${mover} declined ${money(amount)}.`;
    case 'withdraw':
      return `${mover} withdrew the offer.`;
  }
}

/**
 * Why the shop closed an open offer without its buyer's or seller's move. `own-booking`: the
 * seller accepted the same buyer's booking at the asking price, which the offer no longer
 * needs: the buyer got the camera, not another buyer.
 */
export type ClosingReason = 'another-offer' | 'booking' | 'unavailable' | 'own-booking';

const CLOSING_CAUSES: Record<ClosingReason, string> = {
  'another-offer': 'declined: the seller accepted another offer',
  booking: 'declined: the seller accepted a booking',
  unavailable: 'declined: the camera is no longer available',
  'own-booking': 'closed: the seller accepted your booking at the asking price',
};

export function closingNotice(offer: OfferNames, reason: ClosingReason): string {
  return `Your offer on ${offer.product_name} was ${CLOSING_CAUSES[reason]}.`;
}

/** The thread's line, read by both sides: "your booking" would speak to one of them only. */
export function closingLine(reason: ClosingReason): string {
  return `The offer was ${CLOSING_CAUSES[reason].replace('your booking', 'the booking')}.`;
}

/**
 * An offer nobody answered in time: both sides are told. What lapsed is the price of the side
 * that waited (`turn` is the side that let it lapse): the buyer's offer, or the seller's counter.
 */
export function expiryNotice(
  offer: OfferNames & { amount: number; turn: OfferParty | null },
  to: OfferParty,
): string {
  const price = money(offer.amount);
  const product = offer.product_name;
  if (offer.turn === 'buyer') {
    return to === 'buyer'
      ? `${offer.seller_name}'s counter of ${price} for ${product} expired without an answer.`
      : `Your counter of ${price} to ${offer.buyer_name} for ${product} expired without an answer.`;
  }
  return to === 'buyer'
    ? `The offer of ${price} for ${product} expired without an answer.`
    : `${offer.buyer_name}'s offer of ${price} for ${product} expired without an answer.`;
}

export function expiryLine(offer: { amount: number; turn: OfferParty | null }): string {
  const what = offer.turn === 'buyer' ? 'counter' : 'offer';
  return `The ${what} of ${money(offer.amount)} expired without an answer.`;
}
