import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProducts, insertUser, productRow } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Words typed joined (`24-70`, `pet-fr`) are a phrase: its words one after the other. PostgreSQL
 * walks the newest entries for a phrase, then reads the rest through its index
 * (storefront-postgres.ts); both ways, and SQLite's, must find the same listings in the same
 * order, page after page, past the 500 newest matches that relevance ranks.
 */
describe.each(TEST_DIALECTS)('phrases on %s', (dialect) => {
  let t: TestApp;
  const lens = new Set<string>();
  let petFriendly = '';
  const PAGE = 100;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const seller = await insertUser(t.app.database.db);
    const rows = [];
    const start = Date.parse('2026-03-01T00:00:00Z');
    for (let i = 0; i < 640; i++) {
      const at = new Date(start + i * 60_000).toISOString();
      // Every fifth is a decoy holding both words, not one after the other.
      const decoy = i % 5 === 0;
      const row = productRow(seller.id, {
        name: decoy ? `Canon 24 pancake, ${i}` : `Sony FE 24-70mm f/2.8 GM ${i}`,
        description: decoy ? 'Kept 70 days in a pet home, a friendly seller, free case.' : 'Mint, boxed.',
        created_at: at,
        updated_at: at,
      });
      if (!decoy) lens.add(row.id);
      rows.push(row);
    }
    const rare = productRow(seller.id, { name: 'Olympus OM-1', description: 'From a pet-friendly studio.' });
    petFriendly = rare.id;
    await insertProducts(t.app.database.db, [...rows, rare]);
  });
  afterAll(() => t.close());

  const page = async (q: string, n: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products?q=${encodeURIComponent(q)}&limit=${PAGE}&page=${n}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { _id: string }[]).map((p) => p._id);
  };

  it('pages through every listing holding the phrase, each once, and none holding its words apart', async () => {
    const found: string[] = [];
    for (let n = 1; n <= Math.ceil(lens.size / PAGE) + 1; n++) found.push(...(await page('24-70', n)));
    expect(found).toHaveLength(lens.size);
    expect(new Set(found)).toEqual(lens);
  });

  it('finds the one listing holding a phrase of common words', async () => {
    expect(await page('pet-fr', 1)).toEqual([petFriendly]);
  });
});
