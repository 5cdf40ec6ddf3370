import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProducts, insertUser, productRow } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * A word most listings hold, sorted by price, when none of the cheapest hold it: SQLite checks
 * the first entries of the walk one by one, then reads the word's listings as a set
 * (`SortWords.asSet`). Both databases must answer the same pages.
 */
describe.each(TEST_DIALECTS)('a common word rare where the sort starts, on %s', (dialect) => {
  let t: TestApp;
  /** The "eos" listings, cheapest first. */
  const eos: string[] = [];
  const PAGE = 24;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const seller = await insertUser(t.app.database.db);
    const rows = [];
    // Enough "eos" listings that SQLite walks the price index rather than sort them all.
    for (let i = 0; i < 7_000; i++) {
      const row = productRow(seller.id, { name: `Canon EOS body ${i}`, resale_price: 100_000 + i * 10 });
      eos.push(row.id);
      rows.push(row);
    }
    for (let i = 0; i < 5_000; i++)
      rows.push(productRow(seller.id, { name: `Nikon strap ${i}`, resale_price: 1_000 + i }));
    await insertProducts(t.app.database.db, rows);
  }, 60_000);
  afterAll(() => t.close());

  const page = async (sort: string, n: number) => {
    const res = await t.app.inject(`/api/products?q=eos&sort=${sort}&limit=${PAGE}&page=${n}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { _id: string }[]).map((p) => p._id);
  };

  it('answers the cheapest listings holding it, page after page', async () => {
    expect(await page('price_asc', 1)).toEqual(eos.slice(0, PAGE));
    expect(await page('price_asc', 2)).toEqual(eos.slice(PAGE, 2 * PAGE));
    expect(await page('price_asc', 40)).toEqual(eos.slice(39 * PAGE, 40 * PAGE));
  });

  it('and the dearest, where the walk finds them at once', async () => {
    const dearest = [...eos].reverse();
    expect(await page('price_desc', 1)).toEqual(dearest.slice(0, PAGE));
    expect(await page('price_desc', 3)).toEqual(dearest.slice(2 * PAGE, 3 * PAGE));
  });
});
