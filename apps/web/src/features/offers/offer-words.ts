import type { Offer, OfferMove, OfferStatus } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { StatusTone } from '../../components/status-badge';

const HOUR = 3_600_000;
const MINUTE = 60_000;

const m = defineMessages({
  expiresNow: { id: 'offers.expires.now', defaultMessage: 'expires now' },
  expiresHours: { id: 'offers.expires.hours', defaultMessage: '{hours, plural, other {expires in # h}}' },
  expiresMinutes: {
    id: 'offers.expires.minutes',
    defaultMessage: '{minutes, plural, other {expires in # min}}',
  },
  yourMove: { id: 'offers.turn.yours', defaultMessage: 'Your move' },
  waiting: {
    id: 'offers.turn.waiting',
    defaultMessage: '{party, select, seller {Waiting for the seller} other {Waiting for the buyer}}',
  },
  offered: {
    id: 'offers.history.offered',
    defaultMessage: '{self, select, yes {You offered {amount}} other {{who} offered {amount}}}',
  },
  countered: {
    id: 'offers.history.countered',
    defaultMessage: '{self, select, yes {You countered with {amount}} other {{who} countered with {amount}}}',
  },
  acceptedAmount: {
    id: 'offers.history.acceptedAmount',
    defaultMessage: '{self, select, yes {You accepted {amount}} other {{who} accepted {amount}}}',
  },
  accepted: {
    id: 'offers.history.accepted',
    defaultMessage: '{self, select, yes {You accepted} other {{who} accepted}}',
  },
  declined: {
    id: 'offers.history.declined',
    defaultMessage: '{self, select, yes {You declined} other {{who} declined}}',
  },
  withdrew: {
    id: 'offers.history.withdrew',
    defaultMessage: '{self, select, yes {You withdrew the offer} other {{who} withdrew the offer}}',
  },
  expired: { id: 'offers.history.expired', defaultMessage: 'It expired unanswered' },
});

/** An offer's status as a word: `{status}` is the API's value (open, accepted, …). */
export const OFFER_STATUS: MessageDescriptor = defineMessages({
  name: {
    id: 'offers.status.name',
    defaultMessage:
      '{status, select, open {open} accepted {accepted} declined {declined} withdrawn {withdrawn} expired {expired} other {{status}}}',
  },
}).name;

/** "expires in 47 h", "expires in 12 min": how long an open offer waits for its answer. */
export function expiresText(expiresAt: string, now: number, intl: IntlShape): string {
  const left = Date.parse(expiresAt) - now;
  if (!(left > 0)) return intl.formatMessage(m.expiresNow);
  if (left >= HOUR) return intl.formatMessage(m.expiresHours, { hours: Math.floor(left / HOUR) });
  return intl.formatMessage(m.expiresMinutes, { minutes: Math.max(1, Math.floor(left / MINUTE)) });
}

/** Whose move it is, said to the reader: "Your move" or "Waiting for the seller". */
export function turnText(offer: Pick<Offer, 'turn' | 'role'>, intl: IntlShape): string | null {
  if (offer.turn === null) return null;
  return offer.turn === offer.role
    ? intl.formatMessage(m.yourMove)
    : intl.formatMessage(m.waiting, { party: offer.turn });
}

/** One line of an offer's history: "You offered $400", "Sol Seller countered with $450". */
export function moveText(
  offer: Pick<Offer, 'role' | 'buyerName' | 'sellerName'>,
  move: OfferMove,
  intl: IntlShape,
): string {
  const self = move.by === offer.role ? 'yes' : 'no';
  const who = { self, who: move.by === 'buyer' ? offer.buyerName : offer.sellerName };
  const amount = intl.formatNumber(move.amount ?? 0, { format: 'price' });
  switch (move.action) {
    case 'offer':
      return intl.formatMessage(m.offered, { ...who, amount });
    case 'counter':
      return intl.formatMessage(m.countered, { ...who, amount });
    case 'accept':
      return move.amount === null
        ? intl.formatMessage(m.accepted, who)
        : intl.formatMessage(m.acceptedAmount, { ...who, amount });
    case 'decline':
      return intl.formatMessage(m.declined, who);
    case 'withdraw':
      return intl.formatMessage(m.withdrew, who);
    case 'expire':
      return intl.formatMessage(m.expired);
  }
}

export const STATUS_TONE: Record<OfferStatus, StatusTone> = {
  open: 'info',
  accepted: 'success',
  declined: 'error',
  withdrawn: 'neutral',
  expired: 'neutral',
};
