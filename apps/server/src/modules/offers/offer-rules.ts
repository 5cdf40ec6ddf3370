import { OFFER_RULES, type OfferAction, type OfferParty, type OfferStatus } from '@refocus/contract';
import { AppError, type ErrorMessage } from '../../errors/app-error.js';
import { toCents, toDollars } from '../../shared/money.js';
import { offersErrors } from './offers-errors.js';

/**
 * The rules of decision 069 that need no database: the amount's bounds, whose turn it is, how
 * many rounds are left, when an offer expires. The service reads the offer and the listing
 * under their locks and asks these; each refusal is a sentence the person can act on.
 */

const HOUR = 3_600_000;

/** An offer is read as expired once this moment passed, whatever a sweep has written. */
export function expiryAfter(at: Date): string {
  return new Date(at.getTime() + OFFER_RULES.expiresAfterHours * HOUR).toISOString();
}

/** The lowest offer on an asking price, whole cents of whole dollars: half of it, rounded up. */
function lowestOfferCents(askedCents: number): number {
  return toCents(Math.ceil(toDollars(askedCents) * OFFER_RULES.minShareOfAskingPrice));
}

/** A price someone proposes: whole dollars (the contract checks), below the asking price, at least half of it. */
export function checkAmount(amountDollars: number, askedCents: number): number {
  const cents = toCents(amountDollars);
  if (cents >= askedCents) {
    throw new AppError(
      'validation-failed',
      { ...offersErrors.belowAskingPrice, values: { asked: toDollars(askedCents) } },
      'amount',
    );
  }
  const lowest = lowestOfferCents(askedCents);
  if (cents < lowest) {
    throw new AppError(
      'validation-failed',
      { ...offersErrors.atLeastHalf, values: { lowest: toDollars(lowest), asked: toDollars(askedCents) } },
      'amount',
    );
  }
  return cents;
}

/** The open offer as the rules see it. */
export interface OfferState {
  status: OfferStatus;
  turn: OfferParty | null;
  rounds: number;
  /** Whole cents. */
  amount: number;
  expires_at: string;
}

/** Whether an offer the database still calls open has expired by `now`. */
export function hasExpired(offer: { status: OfferStatus; expires_at: string }, now: Date): boolean {
  return offer.status === 'open' && offer.expires_at <= now.toISOString();
}

/** The status an offer is answered with at `now`: an open one past its time reads expired. */
function statusAt(offer: { status: OfferStatus; expires_at: string }, now: Date): OfferStatus {
  return hasExpired(offer, now) ? 'expired' : offer.status;
}

const CLOSED_SENTENCES: Record<Exclude<OfferStatus, 'open'>, ErrorMessage> = {
  accepted: offersErrors.alreadyAccepted,
  declined: offersErrors.alreadyDeclined,
  withdrawn: offersErrors.alreadyWithdrawn,
  expired: offersErrors.expired,
};

/** What a move leaves behind: the offer's new state, and the price it names (proposed or agreed). */
export interface MoveOutcome {
  status: OfferStatus;
  turn: OfferParty | null;
  rounds: number;
  amount: number;
  /** The price this move proposes or agrees on; null for a decline or a withdrawal. */
  movePrice: number | null;
}

/**
 * One move by one side, checked against the offer as it is now (read under the listing's lock).
 * `listing.available`: the listing is still on sale; a price cannot be agreed or countered on one
 * that is gone, booked or sold, but either side may still close the offer. `listing.askedCents`:
 * its asking price now, which the seller may have edited since the offer was made. A counter is
 * bounded by it as an offer is, and a price on the table it fell to or below cannot be agreed:
 * nobody pays more than the listing asks (the buyer books at the asking price instead).
 */
export function checkMove(
  offer: OfferState,
  by: OfferParty,
  move: { action: OfferAction; amount?: number },
  now: Date,
  listing: { available: boolean; askedCents: number },
): MoveOutcome {
  const status = statusAt(offer, now);
  if (status !== 'open') throw new AppError('conflict', CLOSED_SENTENCES[status]);
  const other: OfferParty = by === 'buyer' ? 'seller' : 'buyer';
  if (move.action === 'withdraw') {
    if (by !== 'buyer') {
      throw new AppError('conflict', offersErrors.onlyBuyerWithdrawOffer, 'action');
    }
    return { status: 'withdrawn', turn: null, rounds: offer.rounds, amount: offer.amount, movePrice: null };
  }
  if (offer.turn !== by) {
    throw new AppError('conflict', { ...offersErrors.turnAnswerFirst, values: { other } }, 'action');
  }
  if (move.action === 'decline') {
    return { status: 'declined', turn: null, rounds: offer.rounds, amount: offer.amount, movePrice: null };
  }
  if (!listing.available) {
    throw new AppError('conflict', offersErrors.cameraLongerAvailableBooked);
  }
  if (move.action === 'accept') {
    if (offer.amount >= listing.askedCents) {
      throw new AppError(
        'conflict',
        {
          ...offersErrors.askingPriceNowNoMore,
          values: { asked: toDollars(listing.askedCents), amount: toDollars(offer.amount), by },
        },
        'action',
      );
    }
    return {
      status: 'accepted',
      turn: null,
      rounds: offer.rounds,
      amount: offer.amount,
      movePrice: offer.amount,
    };
  }
  if (offer.rounds >= OFFER_RULES.maxRounds) {
    throw new AppError(
      'conflict',
      {
        ...offersErrors.noRoundsLeft,
        values: { maxRounds: OFFER_RULES.maxRounds, amount: toDollars(offer.amount) },
      },
      'action',
    );
  }
  if (move.amount === undefined) {
    throw new AppError('validation-failed', offersErrors.amountRequiredCounter, 'amount');
  }
  const cents = checkAmount(move.amount, listing.askedCents);
  if (cents === offer.amount) {
    throw new AppError(
      'validation-failed',
      { ...offersErrors.alreadyOnTable, values: { amount: toDollars(cents) } },
      'amount',
    );
  }
  return { status: 'open', turn: other, rounds: offer.rounds + 1, amount: cents, movePrice: cents };
}
