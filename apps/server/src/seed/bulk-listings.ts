import type SQLite from 'better-sqlite3';
import pg from 'pg';
import { STOREFRONT_CHANGES_KEPT } from '../db/migrations/031-storefront-changes.js';
import type { NewProductRecord } from '../modules/products/products.public.js';

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

/** Brand words the search index holds per category, as migration 003 writes them. */
const BRAND_WORDS =
  "case p.category_id when 1 then 'Cannon Canon' when 2 then 'Sony' when 3 then 'Nikon' else '' end";

/**
 * SQLite: the whole load is one transaction of prepared INSERTs (a crash or an error leaves
 * the database as it was). Durability is relaxed for the bulk load only (synchronous=OFF);
 * FULL is restored before the generator finishes.
 *
 * The storefront's search index (migration 003) is kept by a per-row trigger, which makes a
 * million inserts several times slower; inside the transaction that trigger is set aside and
 * the new listings are indexed afterwards in two set-based statements, as migration 003 fills
 * the index for existing rows, then the trigger is put back as it was.
 */
export function sqliteBulkWriter(sqlite: SQLite.Database): BulkWriter {
  sqlite.pragma('synchronous = OFF');
  sqlite.exec('begin');
  const trigger = sqlite
    .prepare("select sql from sqlite_master where type = 'trigger' and name = 'products_storefront_insert'")
    .pluck()
    .get() as string | undefined;
  let lastSeq = 0;
  if (trigger) {
    lastSeq = Number(sqlite.prepare('select coalesce(max(seq), 0) from storefront_entries').pluck().get());
    sqlite.exec('drop trigger products_storefront_insert');
  }
  const changeFeed = setChangeFeedAside(sqlite);
  const insert = sqlite.prepare(
    `insert into products (${COLUMNS.join(', ')}) values (${COLUMNS.map(() => '?').join(', ')})`,
  );
  let open = true;
  return {
    write: async (rows) => {
      for (const row of rows) insert.run(COLUMNS.map((c) => row[c] ?? null));
      // Lets the progress bar draw between batches.
      await new Promise((resolve) => setImmediate(resolve));
    },
    finish: async () => {
      if (trigger) {
        sqlite.exec(`
          insert into storefront_entries (product_id, category_id, created_at, resale_price)
            select p.id, p.category_id, p.created_at, p.resale_price from products p
            join users u on u.id = p.seller_id and u.deleted_at is null
            where p.status = 'available' and p.deleted_at is null
              and not exists (select 1 from storefront_entries e where e.product_id = p.id)
            order by p.created_at, p.id;
          insert into storefront_search (rowid, name, brand, description, location, facets)
            select e.seq, p.name, ${BRAND_WORDS}, p.description, p.location, 'c' || p.category_id
            from storefront_entries e join products p on p.id = e.product_id
            where e.seq > ${lastSeq};`);
        sqlite.exec(trigger);
      }
      changeFeed.restore();
      sqlite.exec('commit');
      open = false;
      sqlite.pragma('synchronous = FULL');
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
    },
    close: async () => {
      if (open) sqlite.exec('rollback');
      open = false;
      sqlite.pragma('synchronous = FULL');
    },
  };
}

/**
 * The change feed's triggers (migration 031) log every entry written, twice for a new one (its
 * details are set by a second statement): a third of a million-listing load's time. Inside the
 * load's transaction they are set aside, and put back with a gap in the feed's ids of
 * STOREFRONT_CHANGES_KEPT: every running storefront index then sees changes it can no longer
 * read and loads the storefront again (decision 043), and the catalogue version moves on.
 */
function setChangeFeedAside(sqlite: SQLite.Database): { restore(): void } {
  const triggers = sqlite
    .prepare(
      "select name, sql from sqlite_master where type = 'trigger' and name like 'storefront%_change_%'",
    )
    .all() as { name: string; sql: string }[];
  for (const { name } of triggers) sqlite.exec(`drop trigger ${name}`);
  return {
    restore: () => {
      if (triggers.length === 0) return;
      for (const { sql } of triggers) sqlite.exec(sql);
      const moved = sqlite
        .prepare("update sqlite_sequence set seq = seq + ? where name = 'storefront_changes'")
        .run(STOREFRONT_CHANGES_KEPT).changes;
      if (moved === 0) {
        sqlite
          .prepare("insert into sqlite_sequence (name, seq) values ('storefront_changes', ?)")
          .run(STOREFRONT_CHANGES_KEPT);
      }
      // No entry has seq 0: an index reading this change finds nothing to apply, only the gap.
      sqlite.exec('insert into storefront_changes (seq) values (0)');
      sqlite.exec('update catalogue_state set version = version + 1 where id = 1');
    },
  };
}

/** PostgreSQL: one `insert … select from unnest(arrays)` per batch: one statement, no parameter limit. */
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
