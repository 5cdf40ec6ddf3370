import { OFFER_RULES } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import { createIntl, type IntlShape } from 'react-intl';

/** The whole amounts an offer (or a counter) on a listing may name, both included. */
export interface OfferBounds {
  min: number;
  max: number;
}

/** English and dollars, where no page language is given (the words' own defaults). */
const ENGLISH: IntlShape = createIntl({
  locale: 'en',
  defaultLocale: 'en',
  formats: {
    number: { price: { style: 'currency', currency: 'USD', trailingZeroDisplay: 'stripIfInteger' } },
  },
});

const m = defineMessages({
  between: {
    id: 'offers.bounds.between',
    defaultMessage: 'Between {min} and {max}',
  },
  enterAmount: { id: 'offers.bounds.enterAmount', defaultMessage: 'Enter an amount in whole dollars' },
  whole: { id: 'offers.bounds.whole', defaultMessage: 'Enter a whole amount, without cents' },
  atLeast: {
    id: 'offers.bounds.atLeast',
    defaultMessage: 'At least {min}: half the asking price',
  },
  atMost: {
    id: 'offers.bounds.atMost',
    defaultMessage: 'Below the asking price: at most {max}',
  },
  onTable: {
    id: 'offers.bounds.onTable',
    defaultMessage: '{amount} is already on the table: name another price',
  },
});

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

/** "Between $250 and $499": the hint under an amount field, in the page's language (`intl`). */
export const boundsText = ({ min, max }: OfferBounds, intl: IntlShape = ENGLISH) =>
  intl.formatMessage(m.between, { min: money(intl, min), max: money(intl, max) });

/**
 * What is wrong with an amount typed in the field, or undefined. `onTable` is the price a
 * counter answers: a counter names another one.
 */
export function amountProblem(
  typed: string,
  bounds: OfferBounds,
  onTable?: number,
  intl: IntlShape = ENGLISH,
): string | undefined {
  const text = typed.trim();
  if (text === '') return intl.formatMessage(m.enterAmount);
  const amount = Number(text);
  if (!Number.isFinite(amount)) return intl.formatMessage(m.enterAmount);
  if (!Number.isInteger(amount)) return intl.formatMessage(m.whole);
  if (amount < bounds.min) return intl.formatMessage(m.atLeast, { min: money(intl, bounds.min) });
  if (amount > bounds.max) return intl.formatMessage(m.atMost, { max: money(intl, bounds.max) });
  if (amount === onTable) return intl.formatMessage(m.onTable, { amount: money(intl, amount) });
  return undefined;
}

/** An amount in the shop's currency, as the page writes it. */
const money = (intl: IntlShape, amount: number) => intl.formatNumber(amount, { format: 'price' });
