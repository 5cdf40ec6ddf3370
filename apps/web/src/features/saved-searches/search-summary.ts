import { FACET_NAMES } from '@refocus/contract';
import { createIntl, type IntlShape } from 'react-intl';
import { detailOptionLabel } from '../../lib/i18n/catalogue-labels';

/** The words without a page to take them from (tests, a caller outside the app): English, dollars. */
const DOLLARS = {
  number: { price: { style: 'currency', currency: 'USD', trailingZeroDisplay: 'stripIfInteger' } },
} as const;
// English is each message's `defaultMessage`, which formats with `defaultFormats`.
const ENGLISH = createIntl({ locale: 'en', defaultLocale: 'en', formats: DOLLARS, defaultFormats: DOLLARS });

/** A price of the URL as a number; none when it is not one. */
const amountOf = (value: string | null) =>
  value && Number.isFinite(Number(value)) ? Number(value) : undefined;

/** The price filter in words: a range, a floor or a ceiling; none without either. */
function priceWords(intl: IntlShape, min?: number, max?: number): string | undefined {
  if (min !== undefined && max !== undefined) {
    return intl.formatMessage(
      { id: 'savedSearches.summary.priceRange', defaultMessage: '{min, number, price}–{max, number, price}' },
      { min, max },
    );
  }
  if (min !== undefined) {
    return intl.formatMessage(
      { id: 'savedSearches.summary.priceFrom', defaultMessage: 'from {min, number, price}' },
      { min },
    );
  }
  if (max !== undefined) {
    return intl.formatMessage(
      { id: 'savedSearches.summary.priceUpTo', defaultMessage: 'up to {max, number, price}' },
      { max },
    );
  }
  return undefined;
}

/**
 * A saved query in words, for its default name and the dashboard's list:
 * `q=leica&category=1&maxPrice=900` → `“leica” · Canon · up to $900`. `brandName` names a brand
 * by id (the menu's brands); a brand it does not know (yet) is left out of the words. Each part
 * is a message of its own (with the page's prices); the parts are set apart by a middle dot.
 */
export function describeSearch(
  query: string,
  brandName: (id: number) => string | undefined,
  intl: IntlShape = ENGLISH,
): string {
  const params = new URLSearchParams(query);
  const parts: string[] = [];
  const q = params.get('q')?.trim();
  if (q)
    parts.push(intl.formatMessage({ id: 'savedSearches.summary.words', defaultMessage: '“{q}”' }, { q }));
  const category = params.get('category');
  const brand = category && /^\d+$/.test(category) ? brandName(Number(category)) : undefined;
  if (brand) parts.push(brand);
  const min = amountOf(params.get('minPrice'));
  const max = amountOf(params.get('maxPrice'));
  const price = priceWords(intl, min, max);
  if (price) parts.push(price);
  // Each camera-detail filter the contract declares, in its order, in the filter bar's words.
  for (const name of FACET_NAMES) {
    const named = params.getAll(name).flatMap((value) => detailOptionLabel(intl, name, value) ?? []);
    if (named.length > 0) parts.push(intl.formatList(named, { type: 'disjunction' }));
  }
  return parts.length > 0
    ? parts.join(' · ')
    : intl.formatMessage({ id: 'savedSearches.summary.everything', defaultMessage: 'All cameras' });
}

/** The catalogue's filters of the current URL, without the page: what a saved search keeps. */
export function savedQueryOf(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of ['q', 'category', 'minPrice', 'maxPrice', 'sort', ...FACET_NAMES]) {
    for (const value of params.getAll(key)) if (value) kept.append(key, value);
  }
  return kept.toString();
}
