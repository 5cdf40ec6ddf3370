import { OFFER_RULES } from '@refocus/contract';
import { formatPrice } from '../../lib/format';

/** The whole amounts an offer (or a counter) on a listing may name, both included. */
export interface OfferBounds {
  min: number;
  max: number;
}

/**
 * The server's rule (decision 069), said before asking it: a whole amount below the asking
 * price and at least half of it, rounded up. $500 asked: $250 to $499.
 */
export function offerBounds(askedPrice: number): OfferBounds {
  return {
    min: Math.ceil(askedPrice * OFFER_RULES.minShareOfAskingPrice),
    max: Math.ceil(askedPrice) - 1,
  };
}

/** "Between $250 and $499": the hint under an amount field. */
export const boundsText = ({ min, max }: OfferBounds) =>
  `Between ${formatPrice(min)} and ${formatPrice(max)}`;

/**
 * What is wrong with an amount typed in the field, or undefined. `onTable` is the price a
 * counter answers: a counter names another one.
 */
export function amountProblem(typed: string, bounds: OfferBounds, onTable?: number): string | undefined {
  const text = typed.trim();
  if (text === '') return 'Enter an amount in whole dollars';
  const amount = Number(text);
  if (!Number.isFinite(amount)) return 'Enter an amount in whole dollars';
  if (!Number.isInteger(amount)) return 'Enter a whole amount, without cents';
  if (amount < bounds.min) return `At least ${formatPrice(bounds.min)}: half the asking price`;
  if (amount > bounds.max) return `Below the asking price: at most ${formatPrice(bounds.max)}`;
  if (amount === onTable) return `${formatPrice(amount)} is already on the table: name another price`;
  return undefined;
}
