import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProducts, insertUser, productRow } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { MONTH_DIRECTORY_FROM } from './storefront-deep-pages.js';

/**
 * Deep pages by number read from the per-month counts (migration 028): the same listings, in
 * the same order, as an offset over the whole list, for the catalogue and a brand, while
 * listings are sold, moved to another brand or re-dated; and the counts stay equal to the entries.
 */
const LISTINGS = 3_000;
const MONTHS = 9;
const PAGE = 100;

describe.each(TEST_DIALECTS)('deep pages by month on %s', (dialect) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.app.database.db;
    const seller = (await insertUser(db)).id;
    const pad = (n: number) => String(n).padStart(2, '0');
    // Months and times not in insertion order, with ties inside a month: seq order is not date order.
    const rows = Array.from({ length: LISTINGS }, (_, i) => {
      const createdAt = `2026-${pad(1 + ((i * 7) % MONTHS))}-${pad(1 + (i % 28))}T${pad(i % 24)}:${pad(i % 60)}:00.000Z`;
      return productRow(seller, {
        name: `Deep camera ${i}`,
        category_id: i % 6 === 0 ? 2 : 1,
        resale_price: 10_000 + i,
        description: 'Deep in the catalogue',
        created_at: createdAt,
        updated_at: createdAt,
      });
    });
    await insertProducts(db, rows);
    const ids = rows.map((row) => row.id);
    // Leave the storefront, change brand, change month: each moves a month count.
    await db.updateTable('products').set({ status: 'sold' }).where('id', 'in', ids.slice(0, 40)).execute();
    await db.updateTable('products').set({ category_id: 3 }).where('id', 'in', ids.slice(100, 130)).execute();
    await db
      .updateTable('products')
      .set({ created_at: '2026-11-30T12:00:00.000Z' })
      .where('id', 'in', ids.slice(200, 220))
      .execute();
  });
  afterAll(() => t.close());

  it.each([
    ['storefront_month_counts', 'storefront_entries'],
    ['storefront_sold_month_counts', 'storefront_sold_entries'],
  ])('keeps %s equal to %s', async (counts, entries) => {
    const db = t.app.database.db;
    const { rows: kept } = await sql<{ category_id: number; month: string; n: number | string }>`
      select category_id, month, listings as n from ${sql.table(counts)} where listings > 0
      order by category_id, month`.execute(db);
    const { rows: counted } = await sql<{ category_id: number; month: string; n: number | string }>`
      select category_id, substr(created_at, 1, 7) as month, count(*) as n from ${sql.table(entries)}
      group by category_id, substr(created_at, 1, 7) order by category_id, month`.execute(db);
    const plain = (list: typeof kept) => list.map((r) => [Number(r.category_id), r.month, Number(r.n)]);
    expect(plain(kept)).toEqual(plain(counted));
    expect(kept.length).toBeGreaterThan(0);
    if (counts === 'storefront_month_counts')
      expect(plain(kept).some(([, month]) => month === '2026-11')).toBe(true);
  });

  it.each([
    ['the catalogue', '/api/products?', undefined, false],
    ['a brand', '/api/category/1?', 1, false],
    ['the catalogue with sold listings', '/api/products?includeSold=true&', undefined, true],
    ['a brand with sold listings', '/api/category/1?includeSold=true&', 1, true],
  ])(
    'answers deep pages of %s as an offset over the whole list would',
    async (_name, path, category, sold) => {
      const db = t.app.database.db;
      const brand = category === undefined ? sql`` : sql`where category_id = ${category}`;
      const soldSide = sold
        ? sql`union all select product_id, created_at, seq from storefront_sold_entries ${brand}`
        : sql``;
      const { rows } = await sql<{ product_id: string }>`
      select product_id from (
        select product_id, created_at, seq from storefront_entries ${brand} ${soldSide}
      ) listed order by created_at desc, seq desc`.execute(db);
      const all = rows.map((row) => row.product_id);
      expect(all.length).toBeGreaterThan(MONTH_DIRECTORY_FROM + PAGE);
      const lastPage = Math.ceil(all.length / PAGE);
      const firstDeep = MONTH_DIRECTORY_FROM / PAGE + 1;
      for (const page of [firstDeep - 1, firstDeep, firstDeep + 1, lastPage, lastPage + 1, lastPage + 40]) {
        const res = await get(`${path}limit=${PAGE}&page=${page}`);
        expect(res.statusCode, res.body).toBe(200);
        const ids = (res.json() as { _id: string }[]).map((item) => item._id);
        expect(ids, `page ${page}`).toEqual(all.slice((page - 1) * PAGE, page * PAGE));
      }
    },
  );
});
