import { describe, expect, it } from 'vitest';
import { SEED_BRANDS } from '../../db/migrations/043-model-catalogue.js';
import { SEARCH_CASES, SEARCH_LISTINGS, type SearchListing } from './search-cases.js';
import { candidateKeys, listingTokens, lookupKeys, matchesTerms } from './search-match.js';
import { RELEVANCE_CASES, RELEVANCE_LISTINGS } from './search-relevance-cases.js';
import { searchTermsOf } from './search-terms.js';

/** The words the index holds for each seeded brand (migration 044: Canon is also "Cannon"). */
const BRAND_WORDS: Record<number, string> = Object.fromEntries(
  SEED_BRANDS.map((brand) => [brand.id, brand.id === 1 ? `Cannon ${brand.name}` : brand.name]),
);

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

  it('files every query of the relevance set under a key each listing it matches holds', () => {
    const relevance = Object.entries(RELEVANCE_LISTINGS).map(([key, listing]) => ({
      key,
      tokens: listingTokens({ ...listing, brand: BRAND_WORDS[listing.category_id] ?? '' }),
    }));
    let checked = 0;
    // Typo queries are corrected only when listing (decision 066): in code they match nothing.
    const asTyped = RELEVANCE_CASES.filter((c) => !c.typo);
    for (const { q } of asTyped) {
      const terms = searchTermsOf(q);
      const keys = candidateKeys(terms);
      for (const listing of relevance.filter((l) => matchesTerms(terms, l.tokens))) {
        checked++;
        const lookups = new Set(lookupKeys(listing.tokens));
        expect(
          keys.some((k) => lookups.has(k)),
          `${q} → ${keys.join(',')} for ${listing.key}`,
        ).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(asTyped.length);
  });
});

describe('model numbers and generations (decision 064)', () => {
  const title = (name: string) => listingTokens({ name, brand: '', description: '', location: '' });
  const finds = (q: string, name: string) => matchesTerms(searchTermsOf(q), title(name));

  it.each([
    ['5d mark ii', 'Canon 5D Mk2'],
    ['5d mk2', 'Canon 5D Mark II'],
    ['5d2', 'Canon 5D Mark II'],
    ['5dmkii', 'Canon 5D Mark 2'],
    ['5d m2', 'Canon 5DII'],
    ['5d4', 'Canon EOS 5D Mark IV'],
    ['a7riii', 'Sony a7R III'],
    ['a7r iii', 'Sony A7RIII'],
    ['a7r 3', 'Sony A7R Mk III'],
    ['a7m3', 'Sony A7 III'],
    ['rx100 vi', 'Sony DSC-RX100M6'],
    ['z6ii', 'Nikon Z6 Mark 2'],
    ['canon 5d', 'Canon EOS 5D'],
    ['canon 1dx mark ii', 'Canon EOS-1D X Mark II'],
    ['xt3', 'Fujifilm X-T3'],
    ['fuji x100v', 'Fujifilm X100V'],
    ['50 1.8', 'Nikon 50mm f/1.8G'],
    ['24-70 2.8', 'Canon EF 24-70mm f/2.8L'],
    ['70-200 f4', 'Canon 70-200mm f/4L'],
  ])('%s finds "%s"', (q, name) => {
    expect(finds(q, name)).toBe(true);
  });

  it.each([
    ['5d mark ii', 'Canon 5D Mark III'],
    ['5d mark iii', 'Canon 5D Mark II'],
    ['a7 iii', 'Sony a7R III'],
    ['a7r iii', 'Sony A7 III'],
    ['5d4', 'Canon 5D Mark III'],
    ['z6 ii', 'Nikon Z7 II'],
    ['canon 5d', 'Nikon D5'],
  ])('%s does not find "%s"', (q, name) => {
    expect(finds(q, name)).toBe(false);
  });
});
