import { defineMessages } from '@formatjs/intl';
import type { OfferAction, OfferParty } from '@refocus/contract';
import { ENGLISH_IN_DOLLARS } from '../../i18n/server-languages.js';
import { toDollars } from '../../shared/money.js';
import { type ServerIntl, sayer, type Words } from '../notifications/notifications.public.js';

/**
 * The sentences of an offer's moves: the notice the other side gets (in the bell and by e-mail,
 * decision 033), in the reader's language, and the system line both read in the buyer's thread
 * of the listing, in the shop's default language (decision 070). Prices in the shop's currency.
 */

export const OFFERS_LINK = '/dashboard/offers';

/** For a caller with no notifier to give the shop's words (a test's): English, in dollars. */
const english = ENGLISH_IN_DOLLARS.intl('en');

const m = defineMessages({
  offered: {
    id: 'notices.offer.offered',
    defaultMessage: '{mover} offered {amount, number, price} for {product}.',
  },
  countered: {
    id: 'notices.offer.countered',
    defaultMessage: '{mover} countered with {amount, number, price} on {product}.',
  },
  accepted: {
    id: 'notices.offer.accepted',
    defaultMessage:
      '{mover} accepted {by, select, seller {your offer} other {your counter}} of {amount, number, price} for {product}. It is booked at that price.',
  },
  declined: {
    id: 'notices.offer.declined',
    defaultMessage:
      '{mover} declined {by, select, seller {your offer} other {your counter}} of {amount, number, price} for {product}.',
  },
  withdrew: { id: 'notices.offer.withdrew', defaultMessage: '{mover} withdrew their offer on {product}.' },
  lineOffered: {
    id: 'notices.threadLine.offered',
    defaultMessage: '{mover} offered {amount, number, price}.',
  },
  lineCountered: {
    id: 'notices.threadLine.countered',
    defaultMessage: '{mover} countered with {amount, number, price}.',
  },
  lineAccepted: {
    id: 'notices.threadLine.accepted',
    defaultMessage: '{mover} accepted {amount, number, price}: the camera is booked at that price.',
  },
  lineDeclined: {
    id: 'notices.threadLine.declined',
    defaultMessage: '{mover} declined {amount, number, price}.',
  },
  lineWithdrew: { id: 'notices.threadLine.withdrew', defaultMessage: '{mover} withdrew the offer.' },
  closedAnotherOffer: {
    id: 'notices.offer.closedAnotherOffer',
    defaultMessage: 'Your offer on {product} was declined: the seller accepted another offer.',
  },
  closedBooking: {
    id: 'notices.offer.closedBooking',
    defaultMessage: 'Your offer on {product} was declined: the seller accepted a booking.',
  },
  closedUnavailable: {
    id: 'notices.offer.closedUnavailable',
    defaultMessage: 'Your offer on {product} was declined: the camera is no longer available.',
  },
  closedOwnBooking: {
    id: 'notices.offer.closedOwnBooking',
    defaultMessage:
      'Your offer on {product} was closed: the seller accepted your booking at the asking price.',
  },
  lineClosedAnotherOffer: {
    id: 'notices.threadLine.closedAnotherOffer',
    defaultMessage: 'The offer was declined: the seller accepted another offer.',
  },
  lineClosedBooking: {
    id: 'notices.threadLine.closedBooking',
    defaultMessage: 'The offer was declined: the seller accepted a booking.',
  },
  lineClosedUnavailable: {
    id: 'notices.threadLine.closedUnavailable',
    defaultMessage: 'The offer was declined: the camera is no longer available.',
  },
  lineClosedOwnBooking: {
    id: 'notices.threadLine.closedOwnBooking',
    defaultMessage: 'The offer was closed: the seller accepted the booking at the asking price.',
  },
  expiredSellersCounter: {
    id: 'notices.offer.expiredSellersCounter',
    defaultMessage: "{seller}'s counter of {amount, number, price} for {product} expired without an answer.",
  },
  expiredYourCounter: {
    id: 'notices.offer.expiredYourCounter',
    defaultMessage:
      'Your counter of {amount, number, price} to {buyer} for {product} expired without an answer.',
  },
  expiredTheOffer: {
    id: 'notices.offer.expiredTheOffer',
    defaultMessage: 'The offer of {amount, number, price} for {product} expired without an answer.',
  },
  expiredBuyersOffer: {
    id: 'notices.offer.expiredBuyersOffer',
    defaultMessage: "{buyer}'s offer of {amount, number, price} for {product} expired without an answer.",
  },
  lineExpiredCounter: {
    id: 'notices.threadLine.expiredCounter',
    defaultMessage: 'The counter of {amount, number, price} expired without an answer.',
  },
  bookingDeclinedForOffer: {
    id: 'notices.offer.bookingDeclinedForOffer',
    defaultMessage: 'Your booking of {product} was declined: the seller accepted an offer.',
  },
  lineExpiredOffer: {
    id: 'notices.threadLine.expiredOffer',
    defaultMessage: 'The offer of {amount, number, price} expired without an answer.',
  },
});

/** To a buyer whose waiting booking went when the seller accepted someone's offer. */
export const bookingDeclinedForOffer = m.bookingDeclinedForOffer;

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
): Words {
  const values = {
    mover: by === 'buyer' ? offer.buyer_name : offer.seller_name,
    product: offer.product_name,
    amount: toDollars(amount),
    // What the one answered had proposed: the buyer's offer, or the seller's counter.
    by,
  };
  const message = {
    offer: m.offered,
    counter: m.countered,
    accept: m.accepted,
    decline: m.declined,
    withdraw: m.withdrew,
  }[action];
  return { message, values };
}

/** The system line of a move in the buyer's thread, read by both sides: in the shop's language. */
export function moveLine(
  offer: OfferNames,
  by: OfferParty,
  action: OfferAction | 'offer',
  amount: number,
  shopIntl: ServerIntl = english,
): string {
  const message = {
    offer: m.lineOffered,
    counter: m.lineCountered,
    accept: m.lineAccepted,
    decline: m.lineDeclined,
    withdraw: m.lineWithdrew,
  }[action];
  return sayer(shopIntl)(message, {
    mover: by === 'buyer' ? offer.buyer_name : offer.seller_name,
    amount: toDollars(amount),
  });
}

/**
 * Why the shop closed an open offer without its buyer's or seller's move. `own-booking`: the
 * seller accepted the same buyer's booking at the asking price, which the offer no longer
 * needs: the buyer got the camera, not another buyer.
 */
export type ClosingReason = 'another-offer' | 'booking' | 'unavailable' | 'own-booking';

const CLOSING_NOTICES = {
  'another-offer': m.closedAnotherOffer,
  booking: m.closedBooking,
  unavailable: m.closedUnavailable,
  'own-booking': m.closedOwnBooking,
};

const CLOSING_LINES = {
  'another-offer': m.lineClosedAnotherOffer,
  booking: m.lineClosedBooking,
  unavailable: m.lineClosedUnavailable,
  'own-booking': m.lineClosedOwnBooking,
};

export function closingNotice(offer: OfferNames, reason: ClosingReason): Words {
  return { message: CLOSING_NOTICES[reason], values: { product: offer.product_name } };
}

/** The thread's line, read by both sides ("your booking" would speak to one of them only): the shop's language. */
export function closingLine(reason: ClosingReason, shopIntl: ServerIntl = english): string {
  return sayer(shopIntl)(CLOSING_LINES[reason]);
}

/**
 * An offer nobody answered in time: both sides are told. What lapsed is the price of the side
 * that waited (`turn` is the side that let it lapse): the buyer's offer, or the seller's counter.
 */
export function expiryNotice(
  offer: OfferNames & { amount: number; turn: OfferParty | null },
  to: OfferParty,
): Words {
  const values = {
    amount: toDollars(offer.amount),
    product: offer.product_name,
    buyer: offer.buyer_name,
    seller: offer.seller_name,
  };
  if (offer.turn === 'buyer') {
    return { message: to === 'buyer' ? m.expiredSellersCounter : m.expiredYourCounter, values };
  }
  return { message: to === 'buyer' ? m.expiredTheOffer : m.expiredBuyersOffer, values };
}

/** The thread's line of a lapsed price, read by both sides: the shop's language. */
export function expiryLine(
  offer: { amount: number; turn: OfferParty | null },
  shopIntl: ServerIntl = english,
): string {
  return sayer(shopIntl)(offer.turn === 'buyer' ? m.lineExpiredCounter : m.lineExpiredOffer, {
    amount: toDollars(offer.amount),
  });
}
