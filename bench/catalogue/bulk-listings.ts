import type SQLite from 'better-sqlite3';
import pg from 'pg';
import type { NewProductRecord } from '../../apps/server/src/modules/products/products.public.js';

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
 * The storefront (migration 003 and later) is kept by per-row triggers: a listing's entry, its
 * search and title index rows, then, for each entry, its details, the seller check and four
 * kept counts. Row by row, that was most of a million-listing load. Inside the transaction
 * those triggers are set aside and the new listings enter the storefront afterwards in a few
 * set-based statements that do what the triggers do (a test compares the result with the
 * triggers' own), then the triggers are put back as they were. Sold listings (migration 027)
 * too: a twentieth of the rows, their trigger was 60 % of the time the rows took to write
 * (5.6 of 9.1 s at 200 000), each one a small write into two full-text indexes.
 */
export function sqliteBulkWriter(
  /** A connection of the load's own, closed with the writer. */
  sqlite: SQLite.Database,
  /** How many listings the load will write, when known: a load at least as big as the table rebuilds its indexes after. */
  { listings = 0 }: { listings?: number } = {},
): BulkWriter {
  const cacheSize = sqlite.pragma('cache_size', { simple: true });
  sqlite.pragma('synchronous = OFF');
  // Up to 256 MiB of pages (taken as needed) instead of the default 2 MiB: the indexes a load
  // writes stay in memory (the storefront's entries: 4.8 s → 3 s at 200 000). 1 GiB, with the
  // FTS5 buffer below at 256 MiB, was no faster for a million and peaked at 1.8 GB of memory;
  // as set, 75 s and 710 MiB.
  sqlite.pragma('cache_size = -262144');
  sqlite.exec('begin');
  const before = sqlite
    .prepare('select coalesce(max(seq), 0) as lastSeq, count(*) as entries from storefront_entries')
    .get() as { lastSeq: number; entries: number };
  const lastSeq = Number(before.lastSeq);
  const storefront = setTriggersAside(sqlite, STOREFRONT_TRIGGERS);
  const sold = setTriggersAside(sqlite, SOLD_TRIGGERS);
  const versionTriggers = setVersionTriggersAside(sqlite);
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
  const productIndexes = atLeastAsBig ? setIndexesAside(sqlite, 'products') : undefined;
  const insert = sqlite.prepare(
    `insert into products (${COLUMNS.join(', ')}) values (${COLUMNS.map(() => '?').join(', ')})`,
  );
  let written = 0;
  let open = true;
  const done = () => {
    open = false;
    sqlite.pragma(`cache_size = ${cacheSize}`);
    sqlite.pragma('synchronous = FULL');
  };
  return {
    write: async (rows) => {
      for (const row of rows) insert.run(COLUMNS.map((c) => row[c] ?? null));
      written += rows.length;
      // Lets the progress bar draw between batches.
      await new Promise((resolve) => setImmediate(resolve));
    },
    finish: async () => {
      productIndexes?.restore();
      // First, as their triggers would have during the load: sold entries take the seqs
      // before the available ones'.
      if (sold.wereSet) {
        withBulkFtsSettings(sqlite, ['storefront_sold_search', 'storefront_sold_titles'], () =>
          enterSoldStorefront(sqlite),
        );
      }
      if (storefront.wereSet) {
        // Sorted once by CREATE INDEX rather than grown entry by entry (3 s → 1.4 s at 200 000),
        // when the load at least doubles the storefront.
        const indexes = written >= before.entries ? setIndexesAside(sqlite, 'storefront_entries') : undefined;
        withBulkFtsSettings(sqlite, ['storefront_search', 'storefront_titles'], () =>
          sqlite.exec(enterStorefront(lastSeq)),
        );
        indexes?.restore();
      }
      storefront.restore();
      sold.restore();
      versionTriggers.restore();
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

interface SchemaObject {
  name: string;
  sql: string;
}

/** Drops these indexes or triggers inside the load's transaction; the function returned creates them again as they were. */
function dropForNow(sqlite: SQLite.Database, type: 'index' | 'trigger', objects: SchemaObject[]): () => void {
  for (const { name } of objects) sqlite.exec(`drop ${type} ${name}`);
  return () => {
    for (const { sql } of objects) sqlite.exec(sql);
  };
}

/** Drops a table's own indexes (not those of its constraints); `restore` creates them again. */
function setIndexesAside(sqlite: SQLite.Database, table: string): { restore(): void } {
  const indexes = sqlite
    .prepare("select name, sql from sqlite_master where type = 'index' and tbl_name = ? and sql is not null")
    .all(table) as SchemaObject[];
  return { restore: dropForNow(sqlite, 'index', indexes) };
}

/**
 * FTS5 writes its pending terms out as a new segment each time they pass `hashsize` (1 MiB by
 * default), and merges those segments as they pile up: most of the time of indexing a million
 * listings in one statement. With 64 MiB they are written far less often (4 s → 1.6 s at
 * 200 000; 256 MiB, 1.3 s, cost more memory than it saved time at a million). The load merges
 * as it goes, as FTS5 does by default (`automerge` 4): it has the database to itself. Both
 * settings are kept in the table, so they are put back for the app's small writes, whose
 * merging is done in turns of its own (migration 034, decision 056).
 */
function withBulkFtsSettings(sqlite: SQLite.Database, tables: string[], work: () => void): void {
  const set = (table: string, option: 'hashsize' | 'automerge', value: number) =>
    sqlite.exec(`insert into ${table} (${table}, rank) values ('${option}', ${value})`);
  const automergeKept = new Map(tables.map((table) => [table, keptAutomerge(sqlite, table)]));
  for (const table of tables) {
    set(table, 'hashsize', 64 * 1024 * 1024);
    set(table, 'automerge', FTS5_DEFAULT_AUTOMERGE);
  }
  work();
  for (const table of tables) {
    set(table, 'hashsize', 1024 * 1024);
    set(table, 'automerge', automergeKept.get(table) ?? FTS5_DEFAULT_AUTOMERGE);
  }
}

const FTS5_DEFAULT_AUTOMERGE = 4;

/** The table's `automerge` as kept in its `_config` (absent: FTS5's default). */
function keptAutomerge(sqlite: SQLite.Database, table: string): number {
  const value = sqlite.prepare(`select v from ${table}_config where k = 'automerge'`).pluck().get();
  return value === undefined ? FTS5_DEFAULT_AUTOMERGE : Number(value);
}

/**
 * The per-row triggers a bulk load sets aside: a new listing's storefront entry and index rows
 * (migration 003), and what each new entry sets off (migrations 003, 005, 025 and 028). The
 * sold side keeps its triggers: a few percent of the listings.
 */
const STOREFRONT_TRIGGERS = [
  'products_storefront_insert',
  'storefront_entries_details',
  'storefront_entries_seller_enabled',
  'storefront_entries_count_insert',
  'storefront_facet_count_insert',
  'storefront_month_count_insert',
];

/** What those triggers do, for every entry past `lastSeq`, in one statement each. */
function enterStorefront(lastSeq: number): string {
  const added = `from storefront_entries where seq > ${lastSeq}`;
  return `
    insert into storefront_entries (product_id, category_id, created_at, resale_price, item_type, grade, works, lens_mount)
      select p.id, p.category_id, p.created_at, p.resale_price, p.item_type, p.grade, p.works, p.lens_mount
      from products p
      join users u on u.id = p.seller_id and u.deleted_at is null and u.disabled = 0
      where p.status = 'available' and p.deleted_at is null
        and not exists (select 1 from storefront_entries e where e.product_id = p.id)
      order by p.created_at, p.id;
    insert into storefront_search (rowid, name, brand, description, location, facets)
      select e.seq, p.name, ${BRAND_WORDS}, p.description, p.location, 'c' || p.category_id
      from storefront_entries e join products p on p.id = e.product_id where e.seq > ${lastSeq};
    insert into storefront_titles (rowid, name, brand)
      select e.seq, p.name, ${BRAND_WORDS}
      from storefront_entries e join products p on p.id = e.product_id where e.seq > ${lastSeq};
    insert into storefront_counts (category_id, listings)
      select category_id, count(*) ${added} group by category_id
      on conflict (category_id) do update set listings = listings + excluded.listings;
    insert into storefront_facet_counts (category_id, item_type, grade, works, lens_mount, listings)
      select category_id, coalesce(item_type, ''), coalesce(grade, ''), coalesce(works, -1),
        coalesce(lens_mount, ''), count(*) ${added}
      group by 1, 2, 3, 4, 5
      on conflict (category_id, item_type, grade, works, lens_mount)
        do update set listings = storefront_facet_counts.listings + excluded.listings;
    insert into storefront_month_counts (category_id, month, listings)
      select category_id, substr(created_at, 1, 7), count(*) ${added} group by 1, 2
      on conflict (category_id, month) do update set listings = storefront_month_counts.listings + excluded.listings;`;
}

/** The per-row trigger of a listing written as sold (migration 027), set aside in a bulk load. */
const SOLD_TRIGGERS = ['products_sold_insert'];

/**
 * What that trigger does, for every sold listing of a shown seller not yet among the sold
 * entries: an entry with the next seqs of the storefront's sequence, in date order, and its rows
 * in the sold search and title indexes. The sold entries' own triggers keep their counts.
 */
function enterSoldStorefront(sqlite: SQLite.Database): void {
  sqlite.exec(`
    insert into sqlite_sequence (name, seq)
      select 'storefront_entries', coalesce((select max(seq) from storefront_entries), 0)
      where not exists (select 1 from sqlite_sequence where name = 'storefront_entries')`);
  const lastSeq = Number(
    sqlite.prepare("select seq from sqlite_sequence where name = 'storefront_entries'").pluck().get(),
  );
  sqlite.exec(`
    insert into storefront_sold_entries (seq, product_id, category_id, created_at, resale_price, item_type, grade, works, lens_mount)
      select ${lastSeq} + row_number() over (order by p.created_at, p.id),
        p.id, p.category_id, p.created_at, p.resale_price, p.item_type, p.grade, p.works, p.lens_mount
      from products p
      join users u on u.id = p.seller_id and u.deleted_at is null and u.disabled = 0
      where p.status = 'sold' and p.deleted_at is null
        and not exists (select 1 from storefront_sold_entries s where s.product_id = p.id);
    update sqlite_sequence set seq = max(seq, (select coalesce(max(seq), 0) from storefront_sold_entries))
      where name = 'storefront_entries';
    insert into storefront_sold_search (rowid, name, brand, description, location, facets)
      select s.seq, p.name, ${BRAND_WORDS}, p.description, p.location, 'c' || p.category_id
      from storefront_sold_entries s join products p on p.id = s.product_id where s.seq > ${lastSeq};
    insert into storefront_sold_titles (rowid, name, brand)
      select s.seq, p.name, ${BRAND_WORDS}
      from storefront_sold_entries s join products p on p.id = s.product_id where s.seq > ${lastSeq};`);
}

/** Drops these triggers inside the load's transaction; `restore` creates them again as they were. */
function setTriggersAside(sqlite: SQLite.Database, names: string[]): { wereSet: boolean; restore(): void } {
  const select = sqlite.prepare("select sql from sqlite_master where type = 'trigger' and name = ?").pluck();
  const triggers = names.map((name) => ({ name, sql: select.get(name) as string | undefined }));
  // All or none: a database older than these migrations is loaded row by row, as it was.
  if (triggers.some((trigger) => trigger.sql === undefined)) return { wereSet: false, restore: () => {} };
  return { wereSet: true, restore: dropForNow(sqlite, 'trigger', triggers as SchemaObject[]) };
}

/**
 * The triggers that move the catalogue version for every entry written (migration 035): a
 * million small updates in a million-listing load. Inside the load's transaction they are set
 * aside; put back, the version moves once, so cached pages of every instance are dropped.
 */
function setVersionTriggersAside(sqlite: SQLite.Database): { restore(): void } {
  const triggers = sqlite
    .prepare(
      "select name, sql from sqlite_master where type = 'trigger' and name like 'storefront%_version_%'",
    )
    .all() as SchemaObject[];
  const putBack = dropForNow(sqlite, 'trigger', triggers);
  return {
    restore: () => {
      putBack();
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
