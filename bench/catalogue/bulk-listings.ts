import type SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DB } from '../../apps/server/src/db/schema.js';
import { schemaObjectsOf, setAside } from '../../apps/server/src/db/sqlite-set-aside.js';
import {
  backfillStorefront,
  type NewProductRecord,
  setListingEntryTriggersAside,
} from '../../apps/server/src/modules/products/products.public.js';

/** Column order shared by both writers. */
const COLUMNS = [
  'id',
  'seller_id',
  'image_id',
  'name',
  'img_url',
  'category_id',
  'location',
  'resale_price',
  'original_price',
  'year_of_use',
  'seller_name',
  'condition',
  'seller_number',
  'year_of_purchase',
  'description',
  'status',
  'item_type',
  'grade',
  'works',
  'lens_mount',
  'created_at',
  'updated_at',
  'deleted_at',
] as const satisfies readonly (keyof NewProductRecord)[];

const PG_TYPES: Record<(typeof COLUMNS)[number], string> = {
  id: 'text',
  seller_id: 'text',
  image_id: 'text',
  name: 'text',
  img_url: 'text',
  category_id: 'integer',
  location: 'text',
  resale_price: 'integer',
  original_price: 'integer',
  year_of_use: 'double precision',
  seller_name: 'text',
  condition: 'text',
  seller_number: 'text',
  year_of_purchase: 'integer',
  description: 'text',
  status: 'text',
  item_type: 'text',
  grade: 'text',
  works: 'integer',
  lens_mount: 'text',
  created_at: 'text',
  updated_at: 'text',
  deleted_at: 'text',
};

export interface BulkWriter {
  /** Writes one batch of listings. */
  write(rows: NewProductRecord[]): Promise<void>;
  /** Makes everything written so far visible: indexes, statistics, commit. */
  finish(): Promise<void>;
  /** Releases the connection; anything not finished is rolled back. */
  close(): Promise<void>;
}

/**
 * SQLite: the whole load is one transaction of prepared INSERTs (a crash or an error leaves
 * the database as it was). Durability is relaxed for the bulk load only (synchronous=OFF);
 * FULL is restored before the generator finishes.
 *
 * The storefront is kept by per-row triggers (migration 003 and later): row by row, they were
 * most of a million-listing load. Inside the transaction the triggers that enter each listing
 * written are set aside; once every row is in, the server's own backfill (the one a migration
 * uses) enters them all in a few set-based statements, and the triggers are put back.
 */
export async function sqliteBulkWriter(
  /** A connection of the load's own, closed with the writer. */
  sqlite: SQLite.Database,
  /** How many listings the load will write, when known: a load at least as big as the table rebuilds its indexes after. */
  { listings = 0 }: { listings?: number } = {},
): Promise<BulkWriter> {
  const cacheSize = sqlite.pragma('cache_size', { simple: true });
  sqlite.pragma('synchronous = OFF');
  // Up to 256 MiB of pages (taken as needed) instead of the default 2 MiB: the indexes a load
  // writes stay in memory (the storefront's entries: 4.8 s → 3 s at 200 000). 1 GiB, with the
  // full-text indexes' bulk buffer at 256 MiB, was no faster for a million and peaked at 1.8 GB
  // of memory; as set, 75 s and 710 MiB.
  sqlite.pragma('cache_size = -262144');
  // The server's backfill speaks Kysely: one over this connection, inside the load's transaction.
  // Never destroyed: that would close the connection, which `close` does.
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  sqlite.exec('begin');
  const listingTriggers = await setListingEntryTriggersAside(db);
  // The products' own indexes (by seller, by status) grown row by row take a tenth of a load
  // at 200 000 listings; sorted once by CREATE INDEX afterwards, 0.4 s (18.2/16.6 s against
  // 20.4/19.8 s for the whole load); a million in 97–105 s against 111–126 s. Only when the
  // load at least doubles the table, counted only as far as the load's size (a small load into
  // a big table reads little).
  const atLeastAsBig =
    listings > 0 &&
    Number(
      sqlite
        .prepare('select count(*) from (select 1 from products limit ?)')
        .pluck()
        .get(listings + 1),
    ) <= listings;
  const productIndexes = atLeastAsBig
    ? await setAside(db, 'index', await schemaObjectsOf(db, 'index', 'products'))
    : undefined;
  const insert = sqlite.prepare(
    `insert into products (${COLUMNS.join(', ')}) values (${COLUMNS.map(() => '?').join(', ')})`,
  );
  let open = true;
  const done = () => {
    open = false;
    sqlite.pragma(`cache_size = ${cacheSize}`);
    sqlite.pragma('synchronous = FULL');
  };
  return {
    write: async (rows) => {
      for (const row of rows) insert.run(COLUMNS.map((c) => row[c] ?? null));
      // Lets the progress bar draw between batches.
      await new Promise((resolve) => setImmediate(resolve));
    },
    finish: async () => {
      await productIndexes?.restore();
      await backfillStorefront(db);
      await listingTriggers.restore();
      sqlite.exec('commit');
      done();
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
    },
    close: async () => {
      if (open) {
        sqlite.exec('rollback');
        done();
      }
      sqlite.close();
    },
  };
}

/**
 * PostgreSQL: one `insert … select from unnest(arrays)` per batch: one statement, no parameter
 * limit. The listings enter the storefront through its per-row triggers, as the app's do:
 * nothing is set aside, so nothing is backfilled.
 */
export async function postgresBulkWriter(url: string): Promise<BulkWriter> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const text = `insert into products (${COLUMNS.join(', ')}) select * from unnest(${COLUMNS.map(
    (c, i) => `$${i + 1}::${PG_TYPES[c]}[]`,
  ).join(', ')})`;
  return {
    write: async (rows) => {
      const columns = COLUMNS.map((c) => rows.map((row) => row[c] ?? null));
      await client.query(text, columns);
    },
    finish: async () => {
      // Vacuumed as well as analysed: a bulk-loaded table has an empty visibility map until
      // autovacuum reaches it, and until then every index-only scan reads the table too.
      await client.query('vacuum (analyze) products');
      await client.query('vacuum (analyze) storefront_entries').catch(() => {});
    },
    close: async () => {
      await client.end();
    },
  };
}
