import { FACET_NAMES } from '@refocus/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type SetAside, schemaObjectsOf, setAside } from '../../db/sqlite-set-aside.js';
import { bumpCatalogueVersion } from '../catalogue/catalogue.public.js';
import { withBulkSearchIndexSettings } from './search-index-bulk-settings.js';
import { DETAIL_COLUMNS } from './storefront-query.js';

/**
 * The per-row triggers that put a listing written into the storefront (migrations 003 and 027).
 * A bulk load sets them aside while it writes its listings (`setListingEntryTriggersAside`),
 * then calls `backfillStorefront`, which does their work for every listing at once.
 */
const LISTING_ENTRY_TRIGGERS = ['products_storefront_insert', 'products_sold_insert'];

/** Sets aside, in the caller's transaction, the triggers that enter each listing written. */
export async function setListingEntryTriggersAside(db: Kysely<DB>): Promise<SetAside> {
  const triggers = await schemaObjectsOf(db, 'trigger', 'products');
  return setAside(
    db,
    'trigger',
    triggers.filter((trigger) => LISTING_ENTRY_TRIGGERS.includes(trigger.name)),
  );
}

/** One side of the storefront (decision 038) as the backfill writes it: its tables share a prefix. */
interface Side {
  prefix: 'storefront' | 'storefront_sold';
  status: 'available' | 'sold';
  /** The per-brand totals: kept for the listings on sale only (`storefront_counts`). */
  brandCounts: boolean;
  /**
   * The triggers each new entry sets off, whose work the backfill does once for all the new
   * entries: its details and its seller's check (migrations 025, 005), its kept counts (003,
   * 025, 027, 028) and the catalogue version (035). A trigger on the entries' inserts not named
   * here fails the backfill rather than being skipped: its work would be missing.
   */
  entryTriggers: string[];
}

const SIDES: Side[] = [
  {
    prefix: 'storefront',
    status: 'available',
    brandCounts: true,
    entryTriggers: [
      'storefront_entries_details',
      'storefront_entries_seller_enabled',
      'storefront_entries_count_insert',
      'storefront_facet_count_insert',
      'storefront_month_count_insert',
      'storefront_version_insert',
    ],
  },
  {
    prefix: 'storefront_sold',
    status: 'sold',
    brandCounts: false,
    entryTriggers: [
      'storefront_sold_count_insert',
      'storefront_sold_month_count_insert',
      'storefront_sold_version_insert',
    ],
  },
];

/**
 * The columns an entry copies from its listing, under the same names: brand, date and price,
 * which every list reads, then each camera detail's column as DETAIL_COLUMNS declares it.
 */
const COPIED_COLUMNS = [
  'category_id',
  'created_at',
  'resale_price',
  ...FACET_NAMES.map((name) => DETAIL_COLUMNS[name].column),
];

/** The detail columns of the kept facet counts, each with how "not given" is kept there. */
const FACET_KEY = FACET_NAMES.map((name) => DETAIL_COLUMNS[name]);

/** The words the search index holds for a listing's brand, as the triggers write them. */
const BRAND_WORDS = sql`coalesce((select b.search_words from brands b where b.id = p.category_id), '')`;

/**
 * SQLite: puts every listing that belongs in the storefront and is not there yet into it, on
 * both sides (on sale and sold), in a few set-based statements that do what the per-row
 * triggers do: the entries, their rows in the search and title indexes, the kept counts per
 * brand, per combination of details and per month, and the catalogue version (moved once).
 * Row by row that work was most of a million-listing load. The entries' own triggers are set
 * aside meanwhile and put back as they were: run it inside a transaction. PostgreSQL needs
 * none: its bulk loads go through its per-row triggers.
 *
 * This is the one copy of the triggers' work: `npm run seed:catalogue` loads with the listing
 * triggers set aside, then calls it, and a test holds its result equal to the triggers' own.
 * The columns come from DETAIL_COLUMNS, so a new detail filter needs no change here. A future
 * migration that adds a storefront column backfills with it too, rather than a copy of its
 * own: it adds the column, empties the storefront tables it rebuilds, and calls this. Only the
 * declared columns the tables have when it runs are copied, so an older migration that calls it
 * still runs before a later column exists.
 */
export async function backfillStorefront(db: Kysely<DB>): Promise<void> {
  const putBack: SetAside[] = [];
  for (const side of SIDES) putBack.push(await setSideAside(db, side));
  const lastSeq = await numberNewEntries(db);
  let entered = 0;
  for (const side of SIDES) entered += await enterSide(db, side, lastSeq);
  // The sold entries draw their seqs from the entries' AUTOINCREMENT sequence (migration 027).
  await sql`
    update sqlite_sequence set seq = coalesce((select max(seq) from temp.storefront_backfill), seq)
      where name = 'storefront_entries'`.execute(db);
  await sql`drop table temp.storefront_backfill`.execute(db);
  for (const aside of putBack) await aside.restore();
  if (entered > 0) await bumpCatalogueVersion(db);
}

/**
 * Sets aside the side's triggers on its entries' inserts, and its entries' indexes when the side
 * at least doubles: sorted once by CREATE INDEX they cost less than grown entry by entry
 * (3 s → 1.4 s at 200 000). `restore` puts the indexes back first, then the triggers.
 */
async function setSideAside(db: Kysely<DB>, side: Side): Promise<SetAside> {
  const triggers = await setAside(db, 'trigger', await entryTriggersOf(db, side));
  const indexes = (await atLeastDoubles(db, side))
    ? await setAside(db, 'index', await schemaObjectsOf(db, 'index', `${side.prefix}_entries`))
    : undefined;
  return {
    restore: async () => {
      await indexes?.restore();
      await triggers.restore();
    },
  };
}

/**
 * The listings to enter, with their entries' columns and seqs (`temp.storefront_backfill`): the
 * triggers give seqs in the order listings are written, and a bulk load writes them oldest
 * first, so one numbering by date runs across both sides; a list with the sold ones merges the
 * sides by seq (decision 038). Returns the last seq given before.
 */
async function numberNewEntries(db: Kysely<DB>): Promise<number> {
  await sql`
    insert into sqlite_sequence (name, seq)
      select 'storefront_entries', coalesce((select max(seq) from storefront_entries), 0)
      where not exists (select 1 from sqlite_sequence where name = 'storefront_entries')`.execute(db);
  const { rows } = await sql<{ seq: number }>`
    select seq from sqlite_sequence where name = 'storefront_entries'`.execute(db);
  const lastSeq = Number(rows[0]?.seq ?? 0);
  const copied = await columnsOf(db, 'storefront_entries', COPIED_COLUMNS);
  // Seq is the rowid: each side reads its listings in seq order without sorting them again.
  const others = sql.join(['status', 'product_id', ...copied].map((c) => sql.ref(c)));
  await sql`create temp table storefront_backfill (seq integer primary key, ${others})`.execute(db);
  const columns = sql.join([sql.ref('seq'), others]);
  await sql`
    insert into temp.storefront_backfill (${columns})
      select ${lastSeq} + row_number() over (order by p.created_at, p.id), p.status, p.id,
        ${sql.join(copied.map((c) => sql.ref(`p.${c}`)))}
      from products p
      join users u on u.id = p.seller_id and u.deleted_at is null and u.disabled = 0
      where p.status in (${sql.join(SIDES.map((side) => sql.lit(side.status)))}) and p.deleted_at is null
        and not exists (select 1 from storefront_entries e where e.product_id = p.id)
        and not exists (select 1 from storefront_sold_entries s where s.product_id = p.id)`.execute(db);
  return lastSeq;
}

/** Enters the side's listings of `temp.storefront_backfill`: entries, indexed words, kept counts. */
async function enterSide(db: Kysely<DB>, side: Side, lastSeq: number): Promise<number> {
  const entries = `${side.prefix}_entries`;
  const copied = await columnsOf(db, entries, COPIED_COLUMNS);
  const columns = sql.join(['seq', 'product_id', ...copied].map((c) => sql.ref(c)));
  const { numAffectedRows } = await sql`
    insert into ${sql.table(entries)} (${columns})
      select ${columns} from temp.storefront_backfill where status = ${sql.lit(side.status)} order by seq`.execute(
    db,
  );
  const added = Number(numAffectedRows ?? 0);
  if (added === 0) return 0;
  await withBulkSearchIndexSettings(db, [`${side.prefix}_search`, `${side.prefix}_titles`], () =>
    indexWords(db, side, lastSeq),
  );
  await countEntries(db, side, lastSeq);
  return added;
}

/** The search and title index rows of the entries past `lastSeq`, rowid = seq. */
async function indexWords(db: Kysely<DB>, side: Side, lastSeq: number): Promise<void> {
  const from = sql`from ${sql.table(`${side.prefix}_entries`)} e join products p on p.id = e.product_id
    where e.seq > ${lastSeq}`;
  await sql`
    insert into ${sql.table(`${side.prefix}_search`)} (rowid, name, brand, description, location, facets)
      select e.seq, p.name, ${BRAND_WORDS}, p.description, p.location, 'c' || p.category_id ${from}`.execute(
    db,
  );
  await sql`
    insert into ${sql.table(`${side.prefix}_titles`)} (rowid, name, brand)
      select e.seq, p.name, ${BRAND_WORDS} ${from}`.execute(db);
}

/** Adds the entries past `lastSeq` to the side's kept counts. */
async function countEntries(db: Kysely<DB>, side: Side, lastSeq: number): Promise<void> {
  const added = sql`from ${sql.table(`${side.prefix}_entries`)} where seq > ${lastSeq}`;
  if (side.brandCounts) {
    await sql`
      insert into storefront_counts (category_id, listings)
        select category_id, count(*) ${added} group by category_id
        on conflict (category_id) do update set listings = listings + excluded.listings`.execute(db);
  }
  const facetCounts = `${side.prefix}_facet_counts`;
  const kept = await columnsOf(
    db,
    facetCounts,
    FACET_KEY.map((detail) => detail.column),
  );
  const key = FACET_KEY.filter((detail) => kept.includes(detail.column));
  const keyColumns = sql.join(['category_id', ...key.map((detail) => detail.column)].map((c) => sql.ref(c)));
  await sql`
    insert into ${sql.table(facetCounts)} (${keyColumns}, listings)
      select category_id,
        ${sql.join(key.map((detail) => sql`coalesce(${sql.ref(detail.column)}, ${sql.lit(detail.notGiven)})`))},
        count(*) ${added}
      group by ${keyColumns}
      on conflict (${keyColumns})
        do update set listings = ${sql.table(facetCounts)}.listings + excluded.listings`.execute(db);
  const monthCounts = `${side.prefix}_month_counts`;
  await sql`
    insert into ${sql.table(monthCounts)} (category_id, month, listings)
      select category_id, substr(created_at, 1, 7), count(*) ${added} group by 1, 2
      on conflict (category_id, month)
        do update set listings = ${sql.table(monthCounts)}.listings + excluded.listings`.execute(db);
}

/** The side's triggers on its entries' inserts, each one the backfill knows the work of. */
async function entryTriggersOf(db: Kysely<DB>, side: Side) {
  const onInsert = (await schemaObjectsOf(db, 'trigger', `${side.prefix}_entries`)).filter((trigger) =>
    /\b(?:before|after)\s+insert\s+on\b/i.test(trigger.sql),
  );
  const unknown = onInsert.find((trigger) => !side.entryTriggers.includes(trigger.name));
  if (unknown) {
    throw new Error(`The storefront backfill does not do the work of trigger ${unknown.name}: add it there.`);
  }
  return onInsert;
}

/** Whether the side's listings are at least twice its entries; deleted ones counted too (a guess, from an index). */
async function atLeastDoubles(db: Kysely<DB>, side: Side): Promise<boolean> {
  const { rows } = await sql<{ listed: number; held: number }>`
    select (select count(*) from products where status = ${sql.lit(side.status)}) as listed,
      (select count(*) from ${sql.table(`${side.prefix}_entries`)}) as held`.execute(db);
  const { listed, held } = rows[0] as { listed: number; held: number };
  return listed >= 2 * held;
}

/** Those of `wanted` the table has now, in `wanted`'s order. */
async function columnsOf(db: Kysely<DB>, table: string, wanted: readonly string[]): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
  const present = new Set(rows.map((row) => row.name));
  return wanted.filter((column) => present.has(column));
}
