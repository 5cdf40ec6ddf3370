import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct, insertUser } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { SEED_BRANDS } from '../../db/migrations/043-model-catalogue.js';
import { listingTokens, matchesTerms } from './search-match.js';
import { RELEVANCE_CASES, RELEVANCE_LISTINGS, type RelevanceCase } from './search-relevance-cases.js';
import { searchTermsOf } from './search-terms.js';

/** The words the index holds for each seeded brand (migration 044: Canon is also "Cannon"). */
const BRAND_WORDS: Record<number, string> = Object.fromEntries(
  SEED_BRANDS.map((brand) => [brand.id, brand.id === 1 ? `Cannon ${brand.name}` : brand.name]),
);

/**
 * The relevance set (issue 43): how often the listing a buyer means comes first (hit@1) and
 * among the first three (hit@3), through the real catalogue route on each database. The
 * figures are printed; the floors are what the brand-and-model search reaches (decision 064),
 * and each case is also held to its own `top`, allowing a few known misses.
 */
const HIT_AT_1 = 0.95;
const HIT_AT_3 = 0.97;
/** Cases that may miss their own `top` (hard spellings nobody handles yet). */
const MISSES_ALLOWED = 4;

describe.each(TEST_DIALECTS)('search relevance on %s', (dialect) => {
  let t: TestApp;
  const keyOf = new Map<string, string>();
  const ranks = new Map<RelevanceCase, number | 'none found' | 'not found'>();
  const foundBy = new Map<string, string[]>();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.app.database.db;
    const seller = await insertUser(db);
    for (const [key, listing] of Object.entries(RELEVANCE_LISTINGS)) {
      const { id } = await insertProduct(db, seller.id, { ...listing });
      keyOf.set(id, key);
    }
    for (const c of RELEVANCE_CASES) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/products?q=${encodeURIComponent(c.q)}&limit=100`,
      });
      expect(res.statusCode, `${c.q}: ${res.body}`).toBe(200);
      const found = (res.json() as { _id: string }[]).map((p) => keyOf.get(p._id) as string);
      foundBy.set(c.q, found);
      if (c.finds === 'none') ranks.set(c, found.length === 0 ? 'none found' : 'not found');
      else {
        const at = found.indexOf(c.finds);
        ranks.set(c, at === -1 ? 'not found' : at + 1);
      }
    }
  }, 120_000);
  afterAll(() => t.close());

  const within = (c: RelevanceCase, n: number) => {
    const rank = ranks.get(c);
    return rank === 'none found' || (typeof rank === 'number' && rank <= n);
  };

  it('puts the listing meant first, or among the first three, as often as the floors say', () => {
    const share = (n: number) => RELEVANCE_CASES.filter((c) => within(c, n)).length / RELEVANCE_CASES.length;
    const misses = RELEVANCE_CASES.filter((c) => !within(c, c.top));
    const percent = (x: number) => `${(x * 100).toFixed(1)} %`;
    console.log(
      `relevance on ${dialect}: ${RELEVANCE_CASES.length} queries, hit@1 ${percent(share(1))}, hit@3 ${percent(share(3))}` +
        (misses.length > 0
          ? `\n  missed: ${misses.map((c) => `${c.q} → ${c.finds} (${ranks.get(c)}, wanted top ${c.top})`).join('\n          ')}`
          : ''),
    );
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(150);
    expect(share(1)).toBeGreaterThanOrEqual(HIT_AT_1);
    expect(share(3)).toBeGreaterThanOrEqual(HIT_AT_3);
    expect(misses.map((c) => c.q).length).toBeLessThanOrEqual(MISSES_ALLOWED);
  });

  it('finds nothing where nothing matches, never something unrelated', () => {
    const wrong = RELEVANCE_CASES.filter((c) => c.finds === 'none' && ranks.get(c) !== 'none found');
    expect(wrong.map((c) => c.q)).toEqual([]);
  });

  const listings = Object.entries(RELEVANCE_LISTINGS).map(([key, listing]) => ({
    key,
    tokens: listingTokens({ ...listing, brand: BRAND_WORDS[listing.category_id] ?? '' }),
  }));
  const matchedInCode = (q: string) => {
    const terms = searchTermsOf(q);
    return listings.filter((l) => matchesTerms(terms, l.tokens)).map((l) => l.key);
  };

  it('finds what saved-search alerts match in code, query by query (decision 035)', () => {
    for (const { q } of RELEVANCE_CASES.filter((c) => !c.typo)) {
      expect([...(foundBy.get(q) ?? [])].sort(), q).toEqual(matchedInCode(q).sort());
    }
  });

  it('corrects typos when listing, never in saved-search alerts, which match the words as typed (decision 066)', () => {
    const typos = RELEVANCE_CASES.filter((c) => c.typo);
    expect(typos.length).toBeGreaterThanOrEqual(20);
    for (const { q } of typos) expect(matchedInCode(q), q).toEqual([]);
    expect(typos.filter((c) => c.finds !== 'none' && (foundBy.get(c.q) ?? []).length === 0)).toEqual([]);
  });

  it('narrows a brand word alone to that brand, never to nothing', async () => {
    for (const [word, categoryId] of [
      ['canon', 1],
      ['cannon', 1],
      ['sony', 2],
      ['nikon', 3],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/products?q=${word}&limit=100` });
      const found = new Set((res.json() as { _id: string }[]).map((p) => keyOf.get(p._id)));
      const ofBrand = Object.entries(RELEVANCE_LISTINGS)
        .filter(([, listing]) => listing.category_id === categoryId)
        .map(([key]) => key);
      expect(
        ofBrand.filter((key) => !found.has(key)),
        word,
      ).toEqual([]);
    }
  });
});
