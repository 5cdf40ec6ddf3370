import { TOTAL_COUNT_CAPPED_HEADER, TOTAL_COUNT_ESTIMATED_HEADER } from '@refocus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProducts, insertUser, productRow } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * A search's `X-Total-Count` (decision 053): counted while its relevance window holds every
 * match, estimated from where the newest matches fall above that, and said so.
 */
describe.each(TEST_DIALECTS)('search totals on %s', (dialect) => {
  let t: TestApp;
  /**
   * Listed oldest first: 1 000 tripods, then 700 drones, the newest 300 of which are also
   * flashes; every other tripod comes with a strap (exactly 500).
   */
  const TRIPODS = 1_000;
  const DRONES = 700;
  const FLASHES = 300;
  const STRAPS = 500;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.app.database.db;
    const seller = (await insertUser(db)).id;
    const start = Date.parse('2026-01-01T00:00:00Z');
    const rows = Array.from({ length: TRIPODS + DRONES }, (_, i) => {
      const at = new Date(start + i * 60_000).toISOString();
      const drone = i >= TRIPODS;
      const flash = i >= TRIPODS + DRONES - FLASHES;
      return productRow(seller, {
        name: drone ? `Drone camera ${i}` : `Tripod ${i}`,
        category_id: (i % 3) + 1,
        resale_price: 10_000 + (i % 50) * 1_000,
        description: flash
          ? 'Comes with a flash'
          : !drone && i % 2 === 0
            ? 'Well kept, with its strap'
            : 'Well kept',
        created_at: at,
        updated_at: at,
      });
    });
    await insertProducts(db, rows);
  });
  afterAll(() => t.close());

  const totalOf = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return {
      total: Number(res.headers['x-total-count']),
      estimated: res.headers[TOTAL_COUNT_ESTIMATED_HEADER],
      capped: res.headers[TOTAL_COUNT_CAPPED_HEADER],
      last: String(res.headers.link).includes('rel="last"'),
      shown: (res.json() as unknown[]).length,
    };
  };

  it('counts a search its window holds whole, with a last page', async () => {
    expect(await totalOf('q=flash')).toEqual({
      total: FLASHES,
      estimated: undefined,
      capped: undefined,
      last: true,
      shown: 24,
    });
  });

  it('counts a search with exactly as many matches as its window holds', async () => {
    expect(await totalOf('q=strap')).toMatchObject({ total: STRAPS, estimated: undefined, last: true });
  });

  it('estimates a search with more matches than its window, says so, and gives no last page', async () => {
    const tripods = await totalOf('q=tripod');
    expect(tripods).toMatchObject({ estimated: 'true', capped: undefined, last: false });
    // Evenly spread matches: the estimate is the count.
    expect(tripods.total).toBe(TRIPODS);
  });

  it('measures a word only newer listings use from its oldest match, not from the catalogue’s', async () => {
    // From the catalogue's oldest listing the newest 500 drones would say about 1 700.
    const drones = await totalOf('q=drone');
    expect(drones).toMatchObject({ total: DRONES, estimated: 'true', last: false });
  });

  it('gives a sorted search the same total as by relevance', async () => {
    for (const sort of ['price_asc', 'newest']) {
      expect(await totalOf(`q=drone&sort=${sort}`)).toMatchObject({ total: DRONES, estimated: 'true' });
    }
    expect(await totalOf('q=flash&sort=price_desc')).toMatchObject({ total: FLASHES, estimated: undefined });
  });

  it('lists every match by following next, whatever the estimate said', async () => {
    let url: string | undefined = '/api/products?q=drone&limit=100';
    const seen = new Set<string>();
    while (url) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      for (const item of res.json() as { _id: string }[]) seen.add(item._id);
      const next = /<([^>]+)>;\s*rel="next"/.exec(String(res.headers.link));
      url = next?.[1];
    }
    expect(seen.size).toBe(DRONES);
  });
});
