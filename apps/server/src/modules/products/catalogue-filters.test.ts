import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct, insertUser } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { searchTermsOf } from './search-terms.js';
import { storefrontSqlFor } from './storefront-databases.js';
import { countFacets } from './storefront-facets.js';

/**
 * Issue 14 item 3 (decision 037): the catalogue filters on camera details, their counts per
 * option (disjunctive facets), and the storefront entries the triggers keep for them.
 */
describe.each(TEST_DIALECTS)('catalogue filters and facets on %s', (dialect) => {
  let t: TestApp;
  let sellerId: string;
  /** The listings of this file, by name: every other test's listings are elsewhere in the catalogue. */
  const ids = new Map<string, string>();

  const LISTINGS = [
    {
      name: 'Zfilt Sony A7 III',
      item_type: 'camera-body',
      grade: 'excellent',
      lens_mount: 'sony-e',
      works: 1,
      category_id: 2,
    },
    {
      name: 'Zfilt Sony FE 50mm',
      item_type: 'lens',
      grade: 'very-good',
      lens_mount: 'sony-e',
      works: 1,
      category_id: 2,
    },
    {
      name: 'Zfilt Sony FE 85mm',
      item_type: 'lens',
      grade: 'good',
      lens_mount: 'sony-e',
      works: 1,
      category_id: 2,
    },
    {
      name: 'Zfilt Nikon Z 40mm',
      item_type: 'lens',
      grade: 'excellent',
      lens_mount: 'nikon-z',
      works: 1,
      category_id: 3,
    },
    {
      name: 'Zfilt Nikon Z6 broken',
      item_type: 'camera-body',
      grade: 'for-parts',
      lens_mount: 'nikon-z',
      works: 0,
      category_id: 3,
    },
    {
      name: 'Zfilt Canon strap',
      item_type: 'accessory',
      grade: 'like-new',
      lens_mount: null,
      works: null,
      category_id: 1,
    },
  ] as const;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    sellerId = (await insertUser(t.app.database.db)).id;
    for (const listing of LISTINGS) {
      const { id } = await insertProduct(t.app.database.db, sellerId, {
        ...listing,
        description: 'zfiltword',
        resale_price: 10_000 * (ids.size + 1),
      });
      ids.set(listing.name, id);
    }
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const names = async (query: string) => {
    const res = await get(`/api/products?q=zfiltword&limit=100&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { name: string }[]).map((p) => p.name).sort();
  };
  const countsOf = (facet: { value: string; count: number }[]) =>
    Object.fromEntries(facet.filter((o) => o.count > 0).map((o) => [o.value, o.count]));

  it('filters by type, grade (several), mount and works, ANDed across filters', async () => {
    expect(await names('type=lens')).toEqual([
      'Zfilt Nikon Z 40mm',
      'Zfilt Sony FE 50mm',
      'Zfilt Sony FE 85mm',
    ]);
    expect(await names('grade=excellent&grade=very-good')).toEqual([
      'Zfilt Nikon Z 40mm',
      'Zfilt Sony A7 III',
      'Zfilt Sony FE 50mm',
    ]);
    expect(await names('mount=sony-e&grade=excellent&grade=good')).toEqual([
      'Zfilt Sony A7 III',
      'Zfilt Sony FE 85mm',
    ]);
    expect(await names('works=no')).toEqual(['Zfilt Nikon Z6 broken']);
    expect(await names('type=camera-body&type=accessory&category=1')).toEqual(['Zfilt Canon strap']);
    expect(await names('mount=nikon-z&maxPrice=450')).toEqual(['Zfilt Nikon Z 40mm']);
  });

  it('filters without words, with the exact total, and pages by cursor within the filter', async () => {
    const res = await get('/api/products?mount=sony-e&limit=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const first = (res.json() as { name: string }[]).map((p) => p.name);
    expect(first).toEqual(['Zfilt Sony FE 85mm', 'Zfilt Sony FE 50mm']);
    const next = /<([^>]+)>; rel="next"/.exec(String(res.headers.link))?.[1] as string;
    const second = await get(next.replace(/^https?:\/\/[^/]+/, ''));
    expect((second.json() as { name: string }[]).map((p) => p.name)).toEqual(['Zfilt Sony A7 III']);
    // The same cursor with another filter belongs to another list.
    const cursor = new URL(next, 'http://x').searchParams.get('cursor') as string;
    const other = await get(`/api/products?mount=nikon-z&limit=2&cursor=${cursor}`);
    expect(other.statusCode).toBe(400);
    expect(other.json().error.field).toBe('cursor');
  });

  it('brand pages take the same filters', async () => {
    const res = await get('/api/category/2?type=lens&grade=good');
    expect(res.statusCode).toBe(200);
    expect((res.json() as { name: string }[]).map((p) => p.name)).toEqual(['Zfilt Sony FE 85mm']);
  });

  it.each([
    ['grade=shiny', 'grade', /grade must be one of like-new/],
    ['type=tripod', 'type', /type must be one of/],
    ['mount=sony-e&mount=pentax-q', 'mount', /mount must be one of/],
    ['works=maybe', 'works', /works must be yes or no/],
  ])('%s answers 400 naming %s, on the list and the facets', async (query, field, message) => {
    for (const url of [`/api/products?${query}`, `/api/products/facets?${query}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'validation-failed', field });
      expect(res.json().error.message).toMatch(message);
    }
  });

  it('counts each option with every other filter applied (disjunctive), with words', async () => {
    const res = await get('/api/products/facets?q=zfiltword&mount=sony-e&grade=excellent');
    expect(res.statusCode, res.body).toBe(200);
    const facets = res.json();
    // Mount: counted without the mount filter, with the grade: the Nikon alternative shows.
    expect(countsOf(facets.mount)).toEqual({ 'sony-e': 1, 'nikon-z': 1 });
    // Grade: counted without the grade filter, within Sony E.
    expect(countsOf(facets.grade)).toEqual({ excellent: 1, 'very-good': 1, good: 1 });
    // Type and works: both filters apply.
    expect(countsOf(facets.type)).toEqual({ 'camera-body': 1 });
    expect(countsOf(facets.works)).toEqual({ yes: 1 });
    // Every option is listed, at zero when nothing matches, all exact here.
    expect(facets.mount.map((o: { value: string }) => o.value)).toContain('leica-m');
    expect(facets.grade.every((o: { exact: boolean }) => o.exact)).toBe(true);
  });

  it('counts options without words over the whole catalogue, filtered by brand and price', async () => {
    const res = await get('/api/products/facets?category=3&maxPrice=450');
    expect(res.statusCode).toBe(200);
    const facets = res.json();
    expect(countsOf(facets.type)).toEqual({ lens: 1 });
    const all = await get('/api/products/facets?category=3');
    expect(countsOf(all.json().works)).toEqual({ yes: 1, no: 1 });
    expect(countsOf(all.json().mount)).toEqual({ 'nikon-z': 2 });
  });

  it('counts a sample of the first matches when more match, and says the counts are lower bounds', async () => {
    const { db } = t.app.database;
    const filter = { terms: searchTermsOf('zfiltword') };
    const whole = await countFacets(db, storefrontSqlFor(dialect), filter, undefined, 100);
    const sampled = await countFacets(db, storefrontSqlFor(dialect), filter, undefined, 2);
    const sum = (counts: { count: number }[]) => counts.reduce((n, option) => n + option.count, 0);
    // Every listing of this file has a type: the whole count holds them all, exactly.
    expect(sum(whole.type)).toBe(LISTINGS.length);
    expect(whole.type.every((option) => option.exact)).toBe(true);
    // A sample of two reads three matches, counts them, and marks every count as a lower bound.
    expect(sum(sampled.type)).toBe(3);
    for (const name of ['type', 'grade', 'mount', 'works'] as const) {
      expect(sampled[name].every((option) => !option.exact)).toBe(true);
      for (const option of sampled[name]) {
        const exact = whole[name].find((o) => o.value === option.value)?.count ?? 0;
        expect(option.count).toBeLessThanOrEqual(exact);
      }
    }
  });

  it("takes the list's own query: paging and sort are read and ignored", async () => {
    const plain = await get('/api/products/facets?q=zfiltword&mount=sony-e');
    const paged = await get('/api/products/facets?q=zfiltword&mount=sony-e&page=2&limit=5&sort=price_asc');
    expect(paged.statusCode).toBe(200);
    expect(paged.json()).toEqual(plain.json());
    expect((await get('/api/products/facets?page=0')).statusCode).toBe(400);
  });

  it('a search with nothing to search for counts nothing', async () => {
    const res = await get('/api/products/facets?q=%22*%22');
    expect(res.statusCode).toBe(200);
    expect(countsOf(res.json().type)).toEqual({});
  });

  // Issue 42, item 5: what a choice of a filter leaves out is counted, so it is never unseen.
  it('counts the listings that give a detail no value as "not specified", disjunctively', async () => {
    const word = 'znospecword';
    await insertProduct(t.app.database.db, sellerId, {
      name: 'Znospec Nikon FM2',
      category_id: 3,
      description: word,
    });
    await insertProduct(t.app.database.db, sellerId, {
      name: 'Znospec Nikon Z5',
      category_id: 3,
      description: word,
      item_type: 'camera-body',
      grade: 'good',
      lens_mount: 'nikon-z',
      works: 1,
    });
    const notSpecified = async (query: string) => {
      const res = await get(`/api/products/facets?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const counts = res.json().notSpecified as Record<string, { count: number; exact: boolean }>;
      return Object.fromEntries(
        Object.entries(counts).map(([name, { count, exact }]) => [name, `${count}${exact ? '' : '+'}`]),
      );
    };
    // With words (a read of the first matches) and without (the kept counts), alike.
    expect(await notSpecified(`q=${word}`)).toEqual({ type: '1', grade: '1', mount: '1', works: '1' });
    expect(await notSpecified('category=3')).toEqual({ type: '1', grade: '1', mount: '1', works: '1' });
    // A filter's own "not specified" is counted without its choice; the others' with it.
    for (const query of [`q=${word}&mount=nikon-z`, 'category=3&mount=nikon-z']) {
      expect(await notSpecified(query), query).toEqual({ type: '0', grade: '0', mount: '1', works: '0' });
    }
    expect(await notSpecified('q=%22*%22')).toEqual({ type: '0', grade: '0', mount: '0', works: '0' });
  });

  it('keeps the entries’ details with the listing: edits, leaving and returning to the storefront', async () => {
    const db = t.app.database.db;
    const id = ids.get('Zfilt Canon strap') as string;
    await db
      .updateTable('products')
      .set({ grade: 'good', item_type: 'lens', lens_mount: 'canon-ef' })
      .where('id', '=', id)
      .execute();
    const entry = () =>
      sql<{ grade: string | null; item_type: string | null; lens_mount: string | null }>`
        select grade, item_type, lens_mount from storefront_entries where product_id = ${id}`.execute(db);
    expect((await entry()).rows).toEqual([{ grade: 'good', item_type: 'lens', lens_mount: 'canon-ef' }]);
    await db.updateTable('products').set({ status: 'sold' }).where('id', '=', id).execute();
    expect((await entry()).rows).toEqual([]);
    await db
      .updateTable('products')
      .set({ status: 'available', grade: 'excellent' })
      .where('id', '=', id)
      .execute();
    expect((await entry()).rows).toEqual([{ grade: 'excellent', item_type: 'lens', lens_mount: 'canon-ef' }]);
  });
});
