import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, productRow } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { DB } from '../../db/schema.js';
import type { NewProductRecord } from './products.table.js';
import { backfillStorefront, setListingEntryTriggersAside } from './storefront-backfill.js';

/**
 * The storefront's bulk backfill (SQLite only: PostgreSQL's bulk loads keep their per-row
 * triggers). Listings written with the triggers set aside are listed, searched, counted and
 * faceted after it exactly as when the triggers enter them one by one.
 */
describe('storefront backfill on sqlite', () => {
  let t: TestApp;
  let db: Kysely<DB>;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    db = t.app.database.db;
  });
  afterAll(async () => {
    await t.close();
  });

  /** One listing per statement, as the app writes them: the triggers enter each. */
  async function writeOneByOne(rows: NewProductRecord[]): Promise<void> {
    for (const row of rows) await db.insertInto('products').values(row).execute();
  }

  /** Varied listings, oldest first: brands, months, details (some not given), sold ones, hidden ones. */
  async function varied(): Promise<{ rows: NewProductRecord[]; hiddenSellers: string[] }> {
    const seller = await insertUser(db);
    const disabled = await insertUser(db, { disabled: 1 });
    const deleted = await insertUser(db, { deleted_at: '2025-01-01T00:00:00.000Z' });
    const TYPES = ['camera-body', 'lens', 'kit', null] as const;
    const GRADES = ['excellent', 'good', null] as const;
    const MOUNTS = ['sony-e', 'nikon-z', 'canon-rf', null] as const;
    const WORDS = ['bfwalnut', 'bfcedar', 'bfmaple'];
    const rows = Array.from({ length: 60 }, (_, i) => {
      const at = new Date(Date.UTC(2024, i % 14, 1 + (i % 27), 0, i)).toISOString();
      const owner = i % 17 === 5 ? disabled : i % 19 === 7 ? deleted : seller;
      return productRow(owner.id, {
        name: `Backfill ${['Canon', 'Sony', 'Nikon'][i % 3]} ${i}`,
        category_id: (i % 3) + 1,
        description: `${WORDS[i % 3]} kraków body ${i}`,
        location: i % 4 === 0 ? 'Kraków' : 'Porto',
        resale_price: 1_000 + ((i * 7919) % 90_000),
        status: i % 9 === 0 ? 'sold' : i % 13 === 0 ? 'booked' : 'available',
        sold_at: i % 9 === 0 ? at : null,
        deleted_at: i % 23 === 11 ? at : null,
        item_type: TYPES[i % 4] ?? null,
        grade: GRADES[i % 3] ?? null,
        lens_mount: MOUNTS[i % 4] ?? null,
        works: i % 5 === 0 ? null : i % 7 === 0 ? 0 : 1,
        created_at: at,
        updated_at: at,
      });
    }).sort((a, b) => a.created_at.localeCompare(b.created_at));
    return { rows, hiddenSellers: [disabled.id, deleted.id] };
  }

  const URLS = [
    '/api/products?limit=100',
    '/api/products?limit=100&sort=price_asc&includeSold=true',
    '/api/category/2?limit=100',
    '/api/products?q=bfcedar&limit=100',
    // A list with the sold ones merges both sides by seq: their seqs must interleave as the triggers' do.
    '/api/products?q=krakow&includeSold=true&limit=100',
    '/api/products?q=sony&limit=100&sort=price_desc',
    '/api/products?type=lens&type=kit&works=yes&limit=100',
    '/api/products/facets',
    '/api/products/facets?includeSold=true&mount=sony-e',
    '/api/products/facets?q=bfmaple',
  ];

  /** What visitors see of the catalogue and what the storefront keeps, seqs aside (each run draws its own). */
  async function storefrontSeen() {
    const answers: Record<string, { total: unknown; body: unknown }> = {};
    for (const url of URLS) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      answers[url] = { total: res.headers['x-total-count'], body: res.json() };
    }
    const rows = async (query: string) =>
      (await sql<Record<string, unknown>>`${sql.raw(query)}`.execute(db)).rows;
    const entries = (side: string) =>
      rows(`select product_id, category_id, created_at, resale_price, item_type, grade, works, lens_mount
        from ${side}_entries order by product_id`);
    const matching = (side: string, index: 'search' | 'titles', word: string) =>
      rows(`select e.product_id from ${side}_${index} s join ${side}_entries e on e.seq = s.rowid
        where ${side}_${index} match '${word}' order by 1`);
    const kept = (table: string, key: number) =>
      rows(
        `select * from ${table} where listings > 0 order by ${[...Array(key).keys()].map((i) => i + 1).join(', ')}`,
      );
    return {
      answers,
      entries: await entries('storefront'),
      soldEntries: await entries('storefront_sold'),
      counts: await kept('storefront_counts', 1),
      facetCounts: await kept('storefront_facet_counts', 5),
      soldFacetCounts: await kept('storefront_sold_facet_counts', 5),
      monthCounts: await kept('storefront_month_counts', 2),
      soldMonthCounts: await kept('storefront_sold_month_counts', 2),
      search: await matching('storefront', 'search', 'krakow'),
      titles: await matching('storefront', 'titles', 'canon'),
      soldSearch: await matching('storefront_sold', 'search', 'bfwalnut'),
      soldTitles: await matching('storefront_sold', 'titles', 'nikon'),
      // Both sides draw from one sequence: a seq names one listing.
      sharedSeqs: await rows(
        'select count(*) as n from storefront_entries e join storefront_sold_entries s on s.seq = e.seq',
      ),
    };
  }

  const version = async () =>
    Number((await db.selectFrom('catalogue_state').select('version').executeTakeFirstOrThrow()).version);

  it('enters listings written with the triggers set aside as the triggers would have', async () => {
    // Listings the triggers entered already stay as they are.
    const seller = await insertUser(db);
    await writeOneByOne([
      productRow(seller.id, { name: 'Backfill Sony early', category_id: 2, description: 'bfcedar' }),
      productRow(seller.id, { name: 'Backfill Nikon sold', category_id: 3, status: 'sold' }),
    ]);
    const { rows, hiddenSellers } = await varied();
    const before = await version();
    await db.transaction().execute(async (trx) => {
      const triggers = await setListingEntryTriggersAside(trx);
      await trx.insertInto('products').values(rows).execute();
      await backfillStorefront(trx);
      await triggers.restore();
    });
    // Once, not per entry: the version's triggers were set aside with the others.
    expect(await version()).toBe(before + 1);
    const backfilled = await storefrontSeen();

    // The same listings again, entered one by one by the triggers, put back as they were.
    await db
      .deleteFrom('products')
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    await writeOneByOne(rows);
    expect(await storefrontSeen()).toEqual(backfilled);

    // And the comparison compared something: what shows and what does not.
    const shownIds = new Set(backfilled.entries.map((entry) => entry.product_id));
    const soldIds = new Set(backfilled.soldEntries.map((entry) => entry.product_id));
    const ofHidden = rows.filter(
      (row) => hiddenSellers.includes(row.seller_id) && row.status === 'available',
    );
    expect(ofHidden.length).toBeGreaterThan(1);
    expect(ofHidden.some((row) => shownIds.has(row.id))).toBe(false);
    expect(rows.filter((row) => shownIds.has(row.id)).length).toBeGreaterThan(30);
    expect(rows.filter((row) => soldIds.has(row.id)).length).toBeGreaterThan(3);
    expect(rows.some((row) => row.status === 'booked' && shownIds.has(row.id))).toBe(false);
    expect(rows.some((row) => row.deleted_at !== null && (shownIds.has(row.id) || soldIds.has(row.id)))).toBe(
      false,
    );
    for (const [url, { body }] of Object.entries(backfilled.answers)) {
      expect(Array.isArray(body) ? body.length : Object.keys(body as object).length, url).toBeGreaterThan(0);
    }
    expect(backfilled.search.length).toBeGreaterThan(0);
    expect(backfilled.soldTitles.length).toBeGreaterThan(0);
    expect(backfilled.sharedSeqs).toEqual([{ n: 0 }]);
  });

  it('refuses to run beside a trigger on the entries whose work it does not do', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`create trigger storefront_entries_unknown after insert on storefront_entries
          begin select 1; end`.execute(trx);
        await backfillStorefront(trx);
      }),
    ).rejects.toThrow(/storefront_entries_unknown/);
  });
});
