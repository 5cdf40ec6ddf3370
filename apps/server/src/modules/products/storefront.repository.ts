import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { SortKey } from './listing-cursor.js';
import { PRODUCT_COLUMNS } from './product-columns.js';
import { type SearchTerms, toFts5, toTsquery } from './search-terms.js';

/**
 * Storefront reads (decision 007). Lists are read in two steps: the page's positions from
 * `storefront_entries` (narrow rows, one index per list shape, keyset or offset over index
 * entries only), then those listings' full rows by key. Text search goes through FTS5 on
 * SQLite and a tsvector GIN index on PostgreSQL; only storefront listings are indexed.
 */

export interface StorefrontFilter {
  /** The visitor's words, already cut into quoted atoms (search-terms.ts); empty: no search. */
  terms: SearchTerms;
  categoryId?: number;
  minPriceCents?: number;
  maxPriceCents?: number;
}

export type StorefrontOrder = 'relevance' | 'newest' | 'price_asc' | 'price_desc';

/** Where a page starts: an offset (`?page=`) or a keyset position (`cursor`). */
export type Position = { offset: number } | { direction: 'after' | 'before'; key: SortKey };

export interface PagePosition {
  seq: number;
  key: SortKey;
}

/** Counts above this are not finished: the total says "at least this many". */
const COUNT_CAP = 10_000;
/** A search matching at most this many listings is always sorted by price or date directly. */
const SORT_CANDIDATES = 2_000;

/** Where the name and brand are: a match there ranks first. */
const TITLE_COLUMNS = ['name', 'brand'] as const;
const TEXT_COLUMNS = ['name', 'brand', 'description', 'location'] as const;

const SORTS = {
  newest: { column: 'created_at', descending: true },
  price_asc: { column: 'resale_price', descending: false },
  price_desc: { column: 'resale_price', descending: true },
} as const;

function entryFilters(filter: StorefrontFilter): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [];
  if (filter.categoryId !== undefined) where.push(sql`e.category_id = ${filter.categoryId}`);
  if (filter.minPriceCents !== undefined) where.push(sql`e.resale_price >= ${filter.minPriceCents}`);
  if (filter.maxPriceCents !== undefined) where.push(sql`e.resale_price <= ${filter.maxPriceCents}`);
  return where;
}

const and = (parts: RawBuilder<unknown>[]) => (parts.length === 0 ? sql`1 = 1` : sql.join(parts, sql` and `));

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
  dialect: Dialect,
  filter: StorefrontFilter,
  order: StorefrontOrder,
  position: Position,
  limit: number,
): Promise<PagePosition[]> {
  const rows =
    order === 'relevance'
      ? await relevancePositions(db, dialect, filter, position, limit)
      : await sortedPositions(db, dialect, filter, order, position, limit);
  const positions = rows.map((row) => ({ seq: Number(row.seq), key: [row.k, Number(row.seq)] as SortKey }));
  return 'direction' in position && position.direction === 'before' ? positions.reverse() : positions;
}

interface PositionRow {
  seq: number | string;
  k: string | number;
}

async function sortedPositions(
  db: Kysely<DB>,
  dialect: Dialect,
  filter: StorefrontFilter,
  order: Exclude<StorefrontOrder, 'relevance'>,
  position: Position,
  limit: number,
): Promise<PositionRow[]> {
  const sort = SORTS[order];
  const column = sql.ref(`e.${sort.column}`);
  const seek = seekFor(position, column, sort.descending);
  const where = [...entryFilters(filter), ...seek.where];
  if (filter.terms.length > 0) where.push(await textFilterForSort(db, dialect, filter.terms));
  const direction = sql.raw(seek.descending ? 'desc' : 'asc');
  const { rows } = await sql<PositionRow>`
    select e.seq, ${column} as k from storefront_entries e
    where ${and(where)}
    order by ${column} ${direction}, e.seq ${direction}
    limit ${limit} offset ${seek.offset}`.execute(db);
  return rows;
}

/**
 * A search sorted by price or date. PostgreSQL's planner picks between the GIN index and
 * the sort index from its statistics. SQLite has none, so we choose, from two measured
 * costs (decision 007): gathering every match and sorting them costs about 0.7 µs a match;
 * walking the sort index and asking FTS5 about each row by rowid costs about 100 µs a
 * row, and a page needs `limit × catalogue / matches` rows. The two meet near
 * √(4 000 × catalogue) matches (≈ 63 000 at a million), where both take some 40 ms.
 */
async function textFilterForSort(db: Kysely<DB>, dialect: Dialect, terms: SearchTerms) {
  if (dialect === 'postgres') return sql`e.search @@ to_tsquery('simple', ${toTsquery(terms)})`;
  const expression = toFts5(terms, TEXT_COLUMNS);
  const catalogue = await storefrontSize(db);
  const crossover = Math.max(SORT_CANDIDATES, Math.ceil(Math.sqrt(4_000 * catalogue)));
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from (
      select 1 from storefront_search where storefront_search match ${expression} limit ${crossover + 1}
    )`.execute(db);
  const few = Number(rows[0]?.n ?? 0) <= crossover;
  return few
    ? sql`e.seq in (select rowid from storefront_search where storefront_search match ${expression})`
    : sql`exists (select 1 from storefront_search where storefront_search match ${expression} and rowid = e.seq)`;
}

async function storefrontSize(db: Kysely<DB>, categoryId?: number): Promise<number> {
  let query = db
    .selectFrom('storefront_counts')
    .select((eb) => eb.fn.sum<number | string>('listings').as('n'));
  if (categoryId !== undefined) query = query.where('category_id', '=', categoryId);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Relevance without scoring every match (bm25 over tens of thousands of rows is too slow):
 * listings whose name or brand hold every word come first (tier 0), then those that hold
 * them anywhere (tier 1); newest-listed first within a tier. Each tier is read in `seq`
 * order straight from the index, so a page costs its own rows, however common the word.
 */
async function relevancePositions(
  db: Kysely<DB>,
  dialect: Dialect,
  filter: StorefrontFilter,
  position: Position,
  limit: number,
): Promise<PositionRow[]> {
  // Keyset: the tier is the sort value; seq descends within a tier.
  const offset = 'offset' in position ? position.offset : 0;
  const backwards = 'direction' in position && position.direction === 'before';
  const [tierAt, seqAt] = 'key' in position ? [Number(position.key[0]), position.key[1]] : [-1, 0];
  const arms = [0, 1]
    .map((tier) => {
      if (!('key' in position)) return { tier, seek: undefined };
      // After (t, s): tier t below s, and all of the later tier. Before: the mirror.
      if (tier === tierAt) return { tier, seek: sql.raw(backwards ? '>' : '<') };
      return (backwards ? tier < tierAt : tier > tierAt) ? { tier, seek: undefined } : undefined;
    })
    .filter((arm) => arm !== undefined);
  if (arms.length === 0) return [];
  const direction = sql.raw(backwards ? 'desc' : 'asc');
  const seqDirection = sql.raw(backwards ? 'asc' : 'desc');
  const selects = arms.map(({ tier, seek }) => {
    const seekWhere = seek ? [sql`e.seq ${seek} ${seqAt}`] : [];
    return dialect === 'postgres'
      ? postgresTier(filter, tier, seekWhere)
      : sqliteTier(filter, tier, seek ? [sql`storefront_search.rowid ${seek} ${seqAt}`] : []);
  });
  const { rows } = await sql<PositionRow>`
    select seq, tier as k from (${sql.join(selects, sql` union all `)}) ranked
    order by tier ${direction}, seq ${seqDirection}
    limit ${limit} offset ${offset}`.execute(db);
  return rows;
}

function sqliteTier(filter: StorefrontFilter, tier: number, seek: RawBuilder<unknown>[]) {
  const everywhere = toFts5(filter.terms, TEXT_COLUMNS);
  const title = toFts5(filter.terms, TITLE_COLUMNS);
  const expression = tier === 0 ? title : `(${everywhere}) NOT (${title})`;
  const withBrand =
    filter.categoryId === undefined ? expression : `(${expression}) AND {facets} : "c${filter.categoryId}"`;
  const priced = filter.minPriceCents !== undefined || filter.maxPriceCents !== undefined;
  const join = priced ? sql`join storefront_entries e on e.seq = storefront_search.rowid` : sql``;
  const prices = priced ? entryFilters({ ...filter, categoryId: undefined }) : [];
  return sql`
    select * from (
      select storefront_search.rowid as seq, ${sql.lit(tier)} as tier from storefront_search ${join}
      where storefront_search match ${withBrand} and ${and([...prices, ...seek])}
      order by storefront_search.rowid desc
    )`;
}

function postgresTier(filter: StorefrontFilter, tier: number, seek: RawBuilder<unknown>[]) {
  const everywhere = sql`to_tsquery('simple', ${toTsquery(filter.terms)})`;
  const title = sql`to_tsquery('simple', ${toTsquery(filter.terms, 'A')})`;
  const match =
    tier === 0 ? sql`e.search @@ ${title}` : sql`e.search @@ ${everywhere} and not (e.search @@ ${title})`;
  return sql`(select e.seq, ${sql.lit(tier)} as tier from storefront_entries e
    where ${match} and ${and([...entryFilters(filter), ...seek])})`;
}

/**
 * How many listings the list holds. Without words or prices: the kept per-brand counts,
 * exact and free. Otherwise counted up to COUNT_CAP; beyond that `exact` is false.
 */
export async function countStorefront(
  db: Kysely<DB>,
  dialect: Dialect,
  filter: StorefrontFilter,
): Promise<{ total: number; exact: boolean }> {
  const priced = filter.minPriceCents !== undefined || filter.maxPriceCents !== undefined;
  if (filter.terms.length === 0 && !priced) {
    return { total: await storefrontSize(db, filter.categoryId), exact: true };
  }
  let matching: RawBuilder<unknown>;
  if (filter.terms.length === 0) {
    matching = sql`select 1 from storefront_entries e where ${and(entryFilters(filter))}`;
  } else if (dialect === 'postgres') {
    const query = sql`to_tsquery('simple', ${toTsquery(filter.terms)})`;
    matching = sql`select 1 from storefront_entries e where e.search @@ ${query} and ${and(entryFilters(filter))}`;
  } else {
    const expression =
      filter.categoryId === undefined
        ? toFts5(filter.terms, TEXT_COLUMNS)
        : `(${toFts5(filter.terms, TEXT_COLUMNS)}) AND {facets} : "c${filter.categoryId}"`;
    matching = priced
      ? sql`select 1 from storefront_search join storefront_entries e on e.seq = storefront_search.rowid
          where storefront_search match ${expression} and ${and(entryFilters({ ...filter, categoryId: undefined }))}`
      : sql`select 1 from storefront_search where storefront_search match ${expression}`;
  }
  const { rows } = await sql<{ n: number | string }>`
    select count(*) as n from (${matching} limit ${COUNT_CAP + 1}) matching`.execute(db);
  const n = Number(rows[0]?.n ?? 0);
  return n > COUNT_CAP ? { total: COUNT_CAP, exact: false } : { total: n, exact: true };
}

/** Full rows of the listings at these positions, in the positions' order. */
export async function storefrontRowsAt(db: Kysely<DB>, positions: PagePosition[]) {
  if (positions.length === 0) return [];
  const rows = await storefrontRows(db)
    .select('e.seq')
    .where(
      'e.seq',
      'in',
      positions.map((p) => p.seq),
    )
    .execute();
  const bySeq = new Map(rows.map((row) => [Number(row.seq), row]));
  return positions.flatMap((p) => {
    const row = bySeq.get(p.seq);
    return row ? [row] : [];
  });
}

function storefrontRows(db: Kysely<DB>) {
  return db
    .selectFrom('storefront_entries as e')
    .innerJoin('products as p', 'p.id', 'e.product_id')
    .leftJoin('images as i', 'i.id', 'p.image_id')
    .select(PRODUCT_COLUMNS);
}

export async function findStorefrontProduct(db: Kysely<DB>, id: string) {
  return storefrontRows(db).where('e.product_id', '=', id).executeTakeFirst();
}

export type ProductRow = NonNullable<Awaited<ReturnType<typeof findStorefrontProduct>>>;
