import { GRADES, ITEM_TYPES, LENS_MOUNTS } from '@refocus/contract';
import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../../test/dialects.js';
import { insertProduct, insertUser } from '../../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { STOREFRONT_CHANGES_KEPT } from '../../../db/migrations/031-storefront-changes.js';
import { sqliteBulkWriter } from '../../../seed/bulk-listings.js';
import { bumpCatalogueVersion } from '../../catalogue/catalogue-version.js';
import { searchTermsOf } from '../search-terms.js';
import { listStorefrontPage } from '../storefront.repository.js';
import { countFacets } from '../storefront-facets.js';
import type { Position, StorefrontFilter, StorefrontOrder } from '../storefront-query.js';
import { StorefrontIndex } from './storefront-index.js';

/**
 * The in-memory index (decision 043) answers exactly as the SQL it stands in for: the same
 * page (seqs and cursor keys), total and facet counts for hundreds of random filters, sorts,
 * offsets and cursors, on both databases; and it stays so as listings are added, repriced,
 * re-dated, sold, deleted and moved between brands, through the change feed alone.
 */
const LISTINGS = 1_200;
const ORDERS: Exclude<StorefrontOrder, 'relevance'>[] = ['newest', 'price_asc', 'price_desc'];

/** A small seeded generator, so a failure can be run again as it was. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe.each(TEST_DIALECTS)('the storefront index on %s', (dialect) => {
  let t: TestApp;
  let index: StorefrontIndex;
  let loads = 0;
  let seller: string;
  const next = random(20261126);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const maybe = <T>(value: T, chance = 0.5): T | undefined => (next() < chance ? value : undefined);

  const listing = (i: number) => {
    // Few distinct dates and prices: ties, so order rests on seq as well.
    const createdAt = new Date(Date.UTC(2026, 0, 1) + Math.floor(next() * 300) * 3_600_000).toISOString();
    return {
      id: uuidv7(),
      seller_id: seller,
      image_id: null,
      name: `Indexed camera ${i}`,
      img_url: '/x.jpg',
      category_id: 1 + Math.floor(next() * 3),
      location: 'Porto',
      resale_price: (1 + Math.floor(next() * 60)) * 2_500,
      original_price: 500_000,
      year_of_use: 1,
      seller_name: 'S',
      condition: 'Good',
      seller_number: '1',
      year_of_purchase: 2024,
      description: 'In memory',
      status: next() < 0.15 ? ('sold' as const) : ('available' as const),
      item_type: maybe(pick(ITEM_TYPES), 0.9) ?? null,
      grade: maybe(pick(GRADES), 0.9) ?? null,
      lens_mount: maybe(pick(LENS_MOUNTS), 0.8) ?? null,
      works: next() < 0.2 ? null : next() < 0.8 ? (1 as const) : (0 as const),
      created_at: createdAt,
      updated_at: createdAt,
      deleted_at: null,
    };
  };

  const randomFilter = (): StorefrontFilter => {
    const min = maybe(Math.floor(next() * 40) * 2_500, 0.3);
    const max = maybe((min ?? 0) + Math.floor(next() * 60) * 2_500, 0.3);
    // One option or more, as the API's validation allows.
    const some = <T>(values: readonly T[]) =>
      maybe([pick(values), ...values.filter(() => next() < 0.2)], 0.25);
    return {
      terms: [],
      categoryId: maybe(1 + Math.floor(next() * 3), 0.4),
      minPriceCents: min,
      maxPriceCents: max,
      itemTypes: some(ITEM_TYPES),
      grades: some(GRADES),
      mounts: some(LENS_MOUNTS),
      works: maybe(next() < 0.5, 0.15),
      ...(next() < 0.3 ? { includeSold: true as const } : {}),
    };
  };

  /** The index's answer and the database's to one random question, side by side. */
  const compareOnce = async () => {
    const db = t.app.database.db;
    const filter = randomFilter();
    const order = pick(ORDERS);
    const limit = 1 + Math.floor(next() * 30);
    const offset = pick([0, 0, limit, 5 * limit, Math.floor(next() * 900)]);
    const fromSql = await listStorefrontPage(db, dialect, filter, order, { offset }, limit);
    const fromIndex = await index.page(filter, order, { offset }, limit);
    const question = JSON.stringify({ filter, order, offset, limit });
    expect(fromIndex, question).toEqual(fromSql);
    // From a cursor on one of those positions, both ways.
    const at = fromSql.positions[Math.floor(next() * fromSql.positions.length)];
    if (at) {
      for (const direction of ['after', 'before'] as const) {
        const position: Position = { direction, key: at.key };
        const bySql = await listStorefrontPage(db, dialect, filter, order, position, limit);
        expect(
          await index.page(filter, order, position, limit),
          `${question} ${direction} ${at.key}`,
        ).toEqual(bySql);
      }
    }
    expect(await index.facets(filter), question).toEqual(await countFacets(db, dialect, filter));
    return fromSql.count.total;
  };

  beforeAll(async () => {
    // The app's own index stays off: this test drives one of its own and compares it to SQL.
    t = await createTestApp(dialect, { STOREFRONT_INDEX: 'false' });
    const db = t.app.database.db;
    seller = (await insertUser(db)).id;
    const rows = Array.from({ length: LISTINGS }, (_, i) => listing(i));
    for (let i = 0; i < rows.length; i += 300) {
      await db
        .insertInto('products')
        .values(rows.slice(i, i + 300))
        .execute();
    }
    index = new StorefrontIndex({
      db,
      dialect,
      version: () => t.app.readCatalogueVersion(),
      log: { info: () => loads++, error: () => {} },
    });
    await index.load();
  });
  afterAll(async () => {
    await index.stop();
    await t.close();
  });

  it('answers 150 random lists, cursors and facet counts exactly as the database does', async () => {
    expect(index.ready).toBe(true);
    let nonEmpty = 0;
    for (let i = 0; i < 150; i++) if ((await compareOnce()) > 0) nonEmpty++;
    // The questions were not all about empty lists.
    expect(nonEmpty).toBeGreaterThan(75);
  });

  it("counts a word search's facets from the search index's matches exactly as the database does", async () => {
    const db = t.app.database.db;
    let counted = 0;
    for (let i = 0; i < 60; i++) {
      const { categoryId: _brand, minPriceCents: _min, maxPriceCents: _max, ...details } = randomFilter();
      const words = pick(['camera', 'indexed', 'memory porto', 'camera 12', 'cam', 'nothingatall']);
      const filter: StorefrontFilter = { ...details, terms: searchTermsOf(words) };
      const fromIndex = await index.facets(filter);
      expect(fromIndex, JSON.stringify(filter)).toEqual(await countFacets(db, dialect, filter));
      counted += fromIndex?.grade.reduce((sum, option) => sum + option.count, 0) ?? 0;
    }
    expect(counted).toBeGreaterThan(0);
    // A brand or a price range narrows the database's sample before it is cut: the database answers.
    expect(await index.facets({ terms: searchTermsOf('camera'), categoryId: 1 })).toBeUndefined();
  });

  it('follows every kind of write through the change feed, without loading again', async () => {
    const db = t.app.database.db;
    const loadsBefore = loads;
    const { rows } = await sql<{
      id: string;
    }>`select product_id as id from storefront_entries order by seq limit 40`.execute(db);
    const ids = rows.map((row) => row.id);
    const writes = [
      () => insertProduct(db, seller, { category_id: 2, resale_price: 7_500, item_type: 'lens' }),
      () => db.updateTable('products').set({ resale_price: 123_400 }).where('id', '=', ids[0]!).execute(),
      () =>
        db
          .updateTable('products')
          .set({ created_at: '2027-01-01T00:00:00.000Z' })
          .where('id', '=', ids[1]!)
          .execute(),
      () => db.updateTable('products').set({ status: 'sold' }).where('id', 'in', ids.slice(2, 6)).execute(),
      () =>
        db
          .updateTable('products')
          .set({ deleted_at: new Date().toISOString() })
          .where('id', '=', ids[6]!)
          .execute(),
      () =>
        db
          .updateTable('products')
          .set({ category_id: 3, grade: 'for-parts' })
          .where('id', 'in', ids.slice(7, 12))
          .execute(),
    ];
    for (const write of writes) {
      await write();
      // App writes also move the version themselves; the triggers of migration 031 do it for any writer.
      for (let i = 0; i < 8; i++) await compareOnce();
    }
    expect(loads).toBe(loadsBefore);
  });

  it('applies many changes of every kind at once in one pass over each order', async () => {
    const db = t.app.database.db;
    const loadsBefore = loads;
    const { rows } = await sql<{ id: string }>`
      select product_id as id from storefront_entries order by seq desc limit 60`.execute(db);
    const ids = rows.map((row) => row.id);
    // One catch-up sees all of these (60 listings: more than are applied one by one).
    await db
      .updateTable('products')
      .set({ resale_price: 2_500 })
      .where('id', 'in', ids.slice(0, 20))
      .execute();
    await db
      .updateTable('products')
      .set({ category_id: 1, lens_mount: 'sony-e' })
      .where('id', 'in', ids.slice(20, 35))
      .execute();
    await db.updateTable('products').set({ status: 'sold' }).where('id', 'in', ids.slice(35, 45)).execute();
    await db
      .updateTable('products')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', 'in', ids.slice(45, 50))
      .execute();
    for (let i = 0; i < 10; i++)
      await insertProduct(db, seller, { category_id: 1 + (i % 3), resale_price: 2_500 });
    for (let i = 0; i < 12; i++) await compareOnce();
    expect(loads).toBe(loadsBefore);
  });

  it('loads again after more changes than it applies one by one (a seller with every listing deleted)', async () => {
    const db = t.app.database.db;
    const loadsBefore = loads;
    await db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', seller)
      .execute();
    // The database answers while the load runs.
    expect(await index.page({ terms: [] }, 'newest', { offset: 0 }, 10)).toBeUndefined();
    await index.load();
    expect(loads).toBe(loadsBefore + 1);
    expect((await index.page({ terms: [] }, 'newest', { offset: 0 }, 10))?.count.total).toBe(0);
    expect(
      (await index.page({ terms: [], includeSold: true }, 'newest', { offset: 0 }, 10))?.count.total,
    ).toBe(0);
    await db.updateTable('users').set({ deleted_at: null }).where('id', '=', seller).execute();
    await bumpCatalogueVersion(db);
    await index.page({ terms: [] }, 'newest', { offset: 0 }, 1);
    await index.load();
    for (let i = 0; i < 8; i++) await compareOnce();
  });

  it('loads again when the changes it missed are no longer kept', async () => {
    const db = t.app.database.db;
    await index.page({ terms: [] }, 'newest', { offset: 0 }, 1);
    const loadsBefore = loads;
    await insertProduct(db, seller, { category_id: 1 });
    // As if STOREFRONT_CHANGES_KEPT writes went by and took that change with them.
    await sql`delete from storefront_changes`.execute(db);
    if (dialect === 'postgres') {
      await sql`select setval(pg_get_serial_sequence('storefront_changes', 'id'),
        (select last_value from storefront_changes_id_seq) + ${STOREFRONT_CHANGES_KEPT})`.execute(db);
    } else {
      await sql`update sqlite_sequence set seq = seq + ${STOREFRONT_CHANGES_KEPT} where name = 'storefront_changes'`.execute(
        db,
      );
    }
    await insertProduct(db, seller, { category_id: 1, resale_price: 1_000 });
    // The database answers while the load runs; then the index, with both listings.
    expect(await index.page({ terms: [] }, 'newest', { offset: 0 }, 5)).toBeUndefined();
    await index.load();
    expect(loads).toBe(loadsBefore + 1);
    for (let i = 0; i < 20; i++) await compareOnce();
  });

  it.runIf(dialect === 'sqlite')(
    'loads again after a bulk load, which sets the change feed aside (seed:catalogue)',
    async () => {
      await index.page({ terms: [] }, 'newest', { offset: 0 }, 1);
      const loadsBefore = loads;
      const sqlite = t.app.database.sqlite;
      if (!sqlite) throw new Error('no SQLite connection');
      const writer = sqliteBulkWriter(sqlite);
      await writer.write(
        Array.from({ length: 50 }, (_, i) => ({ ...listing(LISTINGS + 10 + i), status: 'available' })),
      );
      await writer.finish();
      await writer.close();
      // The feed logged no entry of the load, only the gap that tells every index to load again.
      expect(await index.page({ terms: [] }, 'newest', { offset: 0 }, 5)).toBeUndefined();
      await index.load();
      expect(loads).toBe(loadsBefore + 1);
      for (let i = 0; i < 20; i++) await compareOnce();
    },
  );

  it.runIf(dialect === 'postgres')(
    'follows many changes while another transaction stays open, without loading again',
    async () => {
      const db = t.app.database.db;
      await compareOnce();
      const loadsBefore = loads;
      let release!: () => void;
      const mayCommit = new Promise<void>((resolve) => {
        release = resolve;
      });
      let started!: () => void;
      const hasStarted = new Promise<void>((resolve) => {
        started = resolve;
      });
      // Any transaction with an xid holds the cluster's snapshot xmin back, as a long report would.
      const open = db.transaction().execute(async (trx) => {
        await sql`select pg_current_xact_id()`.execute(trx);
        started();
        await mayCommit;
      });
      await hasStarted;
      try {
        // Three rounds of 300 changes to different listings: each under the index's limit, together over it.
        for (let round = 0; round < 3; round++) {
          await sql`update products set resale_price = resale_price + 100
            where id in (select product_id from storefront_entries order by seq limit 300 offset ${round * 300})`.execute(
            db,
          );
          await compareOnce();
        }
        expect(loads).toBe(loadsBefore);
      } finally {
        release();
        await open;
      }
    },
  );

  it.runIf(dialect === 'postgres')(
    'sees a change committed after a later one (PostgreSQL commits out of id order)',
    async () => {
      const db = t.app.database.db;
      await compareOnce();
      const { rows } = await sql<{ seq: string; product_id: string }>`
        select seq, product_id from storefront_entries order by seq limit 2`.execute(db);
      const [early, later] = rows.map((row) => ({ seq: Number(row.seq), id: row.product_id }));
      let release!: () => void;
      const mayCommit = new Promise<void>((resolve) => {
        release = resolve;
      });
      let wrote!: () => void;
      const hasWritten = new Promise<void>((resolve) => {
        wrote = resolve;
      });
      // A transaction takes the lower change id, then waits. (With the triggers off it logs its
      // change itself: the triggers' version bump would make the later writer wait for it.)
      const first = db.transaction().execute(async (trx) => {
        await sql`set local session_replication_role = replica`.execute(trx);
        await sql`insert into storefront_changes (seq) values (${early!.seq})`.execute(trx);
        await sql`update storefront_entries set resale_price = ${987_600} where seq = ${early!.seq}`.execute(
          trx,
        );
        wrote();
        await mayCommit;
      });
      await hasWritten;
      // A later change id commits first, and the index reads up to it.
      await db.updateTable('products').set({ resale_price: 55_500 }).where('id', '=', later!.id).execute();
      await compareOnce();
      release();
      await first;
      await bumpCatalogueVersion(db);
      const priced = await index.page({ terms: [], minPriceCents: 987_600 }, 'price_asc', { offset: 0 }, 5);
      expect(priced?.positions.map((p) => p.seq)).toContain(early!.seq);
      for (let i = 0; i < 8; i++) await compareOnce();
    },
  );
});
