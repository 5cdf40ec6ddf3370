import { describe, expect, it } from 'vitest';
import { SEARCH_CASES, SEARCH_LISTINGS, type SearchListing } from './search-cases.js';
import { BRAND_WORDS, candidateKeys, listingTokens, lookupKeys, matchesTerms } from './search-match.js';
import { searchTermsOf } from './search-terms.js';

/**
 * Saved-search alerts (decision 035) match new listings in code. They must mean what the
 * catalogue's search means: the same case table search.test.ts runs against SQLite's FTS5
 * and PostgreSQL's tsvector, run here against the in-code matcher, and the candidate keys
 * (the index the matcher reads) must never lose a listing the full check would accept.
 */
const listings = Object.entries(SEARCH_LISTINGS).map(([key, listing]) => ({
  key: key as SearchListing,
  tokens: listingTokens({ ...listing, brand: BRAND_WORDS[listing.category_id] ?? '' }),
}));

describe('saved-search matching in code', () => {
  it.each(SEARCH_CASES)('q=$q matches $finds, as the catalogue finds', ({ q, finds }) => {
    const terms = searchTermsOf(q);
    const matched =
      terms.length === 0 ? [] : listings.filter((l) => matchesTerms(terms, l.tokens)).map((l) => l.key);
    expect(matched.sort()).toEqual([...finds].sort());
  });

  it.each(SEARCH_CASES.filter((c) => c.finds.length > 0))(
    'q=$q is filed under a key every listing it matches holds',
    ({ q, finds }) => {
      const keys = candidateKeys(searchTermsOf(q));
      expect(keys.length).toBeGreaterThan(0);
      for (const key of finds) {
        const listing = listings.find((l) => l.key === key);
        const lookups = new Set(lookupKeys(listing?.tokens ?? []));
        expect(
          keys.some((k) => lookups.has(k)),
          `${q} → ${keys.join(',')} for ${key}`,
        ).toBe(true);
      }
    },
  );

  it('files a search under its most selective word group', () => {
    expect(candidateKeys(searchTermsOf('a portrait lens'))).toEqual(['portrait']);
  });
});
