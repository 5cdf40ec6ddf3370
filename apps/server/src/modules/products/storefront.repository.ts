import { type CompiledQuery, type Kysely, type RawBuilder, sql } from 'kysely';
import { prepareOnce } from '../../db/prepared-statements.js';
import type { DB } from '../../db/schema.js';
import type { SortKey } from './listing-cursor.js';
import { PRODUCT_COLUMNS } from './product-columns.js';
import { inOrBefore, monthOfOffset, readsByMonth } from './storefront-deep-pages.js';
import { type KeptReads, READ_NOW } from './storefront-kept-reads.js';
import {
  and,
  COUNT_CAP,
  combinedCount,
  entryFilters,
  ON_SALE,
  onEntriesOnly,
  type PagePosition,
  type Position,
  type PositionRow,
  priced,
  SOLD,
  type StorefrontCount,
  type StorefrontFilter,
  type StorefrontOrder,
  type StorefrontSide,
  sidesOf,
} from './storefront-query.js';
import { relevancePositions, searchTotal } from './storefront-relevance.js';
import type { StorefrontSql } from './storefront-sql.js';

/**
 * Storefront reads (decision 007). Lists are read in two steps: the page's positions from
 * `storefront_entries` (narrow rows, one index per list shape, keyset or offset over index
 * entries only), then those listings' full rows by key. Text search goes through FTS5 on
 * SQLite and a tsvector GIN index on PostgreSQL; only storefront listings are indexed.
 * With "include sold" (decision 038) the same reads run over `storefront_sold_entries` too and
 * are merged under one order: seqs are unique across both tables.
 */

export type { PagePosition, Position, StorefrontFilter, StorefrontOrder } from './storefront-query.js';

const SORTS = {
  newest: { column: 'created_at', descending: true },
  price_asc: { column: 'resale_price', descending: false },
  price_desc: { column: 'resale_price', descending: true },
} as const;

/** The page window: a keyset position compares (sort value, seq) as a row value. */
function seekFor(position: Position, column: RawBuilder<unknown>, descending: boolean) {
  if ('offset' in position) return { where: [], descending, offset: position.offset };
  // Going back means reading the list backwards from the position, then turning the page round.
  const backwards = position.direction === 'before';
  const readDescending = backwards ? !descending : descending;
  const op = sql.raw(readDescending ? '<' : '>');
  const [value, seq] = position.key;
  return { where: [sql`(${column}, e.seq) ${op} (${value}, ${seq})`], descending: readDescending, offset: 0 };
}

/** The positions of one page, in the order the visitor sees them. */
export async function listStorefrontPositions(
  db: Kysely<DB>,
  storefront: StorefrontSql,
  filter: StorefrontFilter,
  order: StorefrontOrder,
  position: Position,
  limit: number,
): Promise<PagePosition[]> {
  const rows =
    order === 'relevance'
      ? (await relevancePositions(db, storefront, filter, position, limit)).rows
      : await sortedPositions(db, storefront, filter, order, position, limit);
  return positionsOf(rows, position);
}

/**
 * One page of a list and the list's total. The two are read side by side (each on a read
 * worker), except for a search by relevance: its total comes from the window its page was
 * read from (decision 053), so the window is read first. A search's total, whatever its sort,
 * comes from its window: counted when the window holds every match, estimated above.
 */
export async function listStorefrontPage(
  db: Kysely<DB>,
  storefront: StorefrontSql,
  filter: StorefrontFilter,
  order: StorefrontOrder,
  position: Position,
  limit: number,
  /** Reads this catalogue version already made, when the caller keeps them (decision 048). */
  kept: KeptReads = READ_NOW,
): Promise<{ positions: PagePosition[]; count: StorefrontCount }> {
  if (order === 'relevance') {
    const { rows, total } = await relevancePositions(db, storefront, filter, position, limit, kept);
    return { positions: positionsOf(rows, position), count: await kept.count(total) };
  }
  const count = () =>
    filter.terms.length > 0 ? searchTotal(db, storefront, filter, kept) : countWithoutWords(db, filter);
  const [rows, total] = await Promise.all([
    sortedPositions(db, storefront, filter, order, position, limit, kept),
    kept.count(count),
  ]);
  return { positions: positionsOf(rows, position), count: total };
}

/** A page's positions in reading order: a page read backwards from a cursor is turned round. */
function positionsOf(rows: PositionRow[], position: Position): PagePosition[] {
  const positions = rows.map((row) => ({ seq: Number(row.seq), key: [row.k, Number(row.seq)] as SortKey }));
  const backwards = 'direction' in position && position.direction === 'before';
  return backwards ? positions.reverse() : positions;
}

/**
 * How many entries of a sorted walk are checked one by one before words that are rare there are
 * read as a set instead (SQLite). At a million listings a check costs about 12 µs: `eos` sorted
 * by price walked 18 600 cheaper listings before its first (0.32 s); read as a set, 21 ms.
 */
const WALK_SAMPLE = 500;

/**
 * A list sorted by date or price. With "include sold" both sides are one compound select
 * ordered by (sort value, seq), each side read in order through its own index, stopping at the
 * page's end (plus the offset) as the default list does (`StorefrontSql.bothSides`).
 */
async function sortedPositions(
  db: Kysely<DB>,
  storefront: StorefrontSql,
  filter: StorefrontFilter,
  order: Exclude<StorefrontOrder, 'relevance'>,
  position: Position,
  limit: number,
  kept: KeptReads = READ_NOW,
): Promise<PositionRow[]> {
  const sort = SORTS[order];
  const column = sql.ref(`e.${sort.column}`);
  const seek = seekFor(position, column, sort.descending);
  const direction = sql.raw(seek.descending ? 'desc' : 'asc');
  const wordsOf = async (side: StorefrontSide) =>
    filter.terms.length > 0 ? storefront.wordsForSort(db, side, filter.terms, kept) : undefined;
  const arm = async (side: StorefrontSide, words: RawBuilder<unknown> | undefined) => {
    const where = [...entryFilters(filter), ...seek.where, ...(words ? [words] : [])];
    const index = await storefront.indexHint(db, side, filter, order);
    return sql`select e.seq, ${column} as k from ${side.entries} e ${index}
    where ${and(where)}`;
  };
  const ordered = sql`order by ${column} ${direction}, e.seq ${direction}`;
  if (readsByMonth(filter, order, seek.offset)) {
    const start = await monthOfOffset(db, sidesOf(filter), seek.offset, filter.categoryId);
    if (!start) return [];
    seek.where.push(inOrBefore(start.month));
    seek.offset -= start.before;
  }
  if (!filter.includeSold) {
    const walked = await storefront.walkDetails(db, filter, order, seek.descending, seek, limit);
    if (walked) return walked;
    const words = await wordsOf(ON_SALE);
    let condition = words?.each;
    if (words?.asSet) {
      // The first WALK_SAMPLE entries of the walk, each checked: enough for most words, and
      // what they hold tells whether checking each entry on would be a long walk.
      const needed = seek.offset + limit;
      const { rows } = await sql<PositionRow>`
      select seq, k from (${await arm(ON_SALE, undefined)} ${ordered} limit ${WALK_SAMPLE}) e
      where ${words.each} order by k ${direction}, seq ${direction} limit ${needed}`.execute(db);
      if (rows.length === needed) return rows.slice(seek.offset);
      // Under a quarter of the page in the sample: the rest lies over four samples further on.
      if (rows.length * 4 < needed) condition = words.asSet;
    }
    const { rows } = await sql<PositionRow>`
    ${await arm(ON_SALE, condition)}
    ${ordered}
    limit ${limit} offset ${seek.offset}`.execute(db);
    return rows;
  }
  const [onSaleWords, soldWords] = await Promise.all([wordsOf(ON_SALE), wordsOf(SOLD)]);
  const [onSale, sold] = await Promise.all([arm(ON_SALE, onSaleWords?.each), arm(SOLD, soldWords?.each)]);
  const { rows } = await sql<PositionRow>`
    ${storefront.bothSides(onSale, sold, ordered, seek.offset + limit)}
    order by k ${direction}, seq ${direction}
    limit ${limit} offset ${seek.offset}`.execute(db);
  return rows;
}

/**
 * How many listings a list without words holds (words are not read here: a search's total
 * comes from its window, `searchTotal`). Without prices: the kept per-brand counts, or sums of the kept counts per
 * combination of details, exact and free. With prices counted up to COUNT_CAP; beyond that
 * the total is a lower bound. With "include sold" both sides are counted the same way and
 * added (the cap applies to the sum).
 */
async function countWithoutWords(db: Kysely<DB>, filter: StorefrontFilter): Promise<StorefrontCount> {
  if (!filter.includeSold) return countSide(db, filter, ON_SALE);
  return combinedCount(await Promise.all([countSide(db, filter, ON_SALE), countSide(db, filter, SOLD)]));
}

async function countSide(
  db: Kysely<DB>,
  filter: StorefrontFilter,
  side: StorefrontSide,
): Promise<StorefrontCount> {
  if (!onEntriesOnly(filter)) return { total: await side.size(db, filter.categoryId), kind: 'exact' };
  if (!priced(filter)) {
    // Camera details alone: a sum over the kept counts per combination (migration 025).
    const { rows } = await sql<{ n: number | string | null }>`
      select sum(fc.listings) as n from ${side.facetCounts} fc where ${and(entryFilters(filter, 'fc'))}`.execute(
      db,
    );
    return { total: Number(rows[0]?.n ?? 0), kind: 'exact' };
  }
  const { rows } = await sql<{ n: number | string }>`
    select count(*) as n from (
      select 1 from ${side.entries} e where ${and(entryFilters(filter))} limit ${COUNT_CAP + 1}
    ) matching`.execute(db);
  const n = Number(rows[0]?.n ?? 0);
  return n > COUNT_CAP ? { total: COUNT_CAP, kind: 'at-least' } : { total: n, kind: 'exact' };
}

/** Full rows of the listings at these positions, in the positions' order (sold ones too when asked). */
export async function storefrontRowsAt(
  db: Kysely<DB>,
  positions: readonly PagePosition[],
  includeSold = false,
) {
  if (positions.length === 0) return [];
  const reads = storefrontRowsReads(
    db,
    positions.map((p) => p.seq),
    includeSold,
  ).map(async (read) => (await db.executeQuery<ProductRow & { seq: number }>(read)).rows);
  const rows = (await Promise.all(reads)).flat();
  const bySeq = new Map(rows.map((row) => [Number(row.seq), row]));
  return positions.flatMap((p) => {
    const row = bySeq.get(p.seq);
    return row ? [row] : [];
  });
}

/** The reads of the storefront rows of `seqs` (with their `seq`), one per table asked, in no particular order. */
function storefrontRowsReads(db: Kysely<DB>, seqs: readonly number[], includeSold = false): CompiledQuery[] {
  const tables: StorefrontTable[] = includeSold
    ? ['storefront_entries', 'storefront_sold_entries']
    : ['storefront_entries'];
  return tables.map((table) => ({ ...rowsQuery(db, table, seqs.length), parameters: seqs }));
}

type StorefrontTable = 'storefront_entries' | 'storefront_sold_entries';

/**
 * The rows read of a page of `n` listings, compiled once per database, table and size: every
 * uncached page asks it, and building the query (thirty columns, three joins) cost the event
 * loop more than the worker spends running it. PostgreSQL prepares it once per connection
 * (decision 047): parsing and planning it was more than half of its cost there.
 */
const compiledRows = new WeakMap<Kysely<DB>, Map<string, CompiledQuery>>();

function rowsQuery(db: Kysely<DB>, table: StorefrontTable, n: number): CompiledQuery {
  let byShape = compiledRows.get(db);
  if (!byShape) {
    byShape = new Map();
    compiledRows.set(db, byShape);
  }
  const key = `${table}:${n}`;
  let compiled = byShape.get(key);
  if (!compiled) {
    compiled = storefrontRows(db, table)
      .select('e.seq')
      .where(
        'e.seq',
        'in',
        Array.from({ length: n }, (_, i) => i),
      )
      .compile();
    prepareOnce(compiled.sql);
    byShape.set(key, compiled);
  }
  return compiled;
}

function storefrontRows(db: Kysely<DB>, table: StorefrontTable) {
  return db
    .selectFrom(`${table} as e`)
    .innerJoin('products as p', 'p.id', 'e.product_id')
    .leftJoin('images as i', 'i.id', 'p.image_id')
    .leftJoin('users as s', 's.id', 'p.seller_id')
    .leftJoin('models as m', 'm.id', 'p.model_id')
    .leftJoin('model_price_guides as g', 'g.model_id', 'p.model_id')
    .select(PRODUCT_COLUMNS);
}

async function findStorefrontProduct(db: Kysely<DB>, id: string) {
  return storefrontRows(db, 'storefront_entries').where('e.product_id', '=', id).executeTakeFirst();
}

export type ProductRow = NonNullable<Awaited<ReturnType<typeof findStorefrontProduct>>>;
