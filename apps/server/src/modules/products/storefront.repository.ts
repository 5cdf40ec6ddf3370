import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { SortKey } from './listing-cursor.js';
import { PRODUCT_COLUMNS } from './product-columns.js';
import { type SearchTerms, toFts5, toTsquery } from './search-terms.js';
import { inOrBefore, monthOfOffset, readsByMonth } from './storefront-deep-pages.js';

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
  /** Camera details (decision 037): the options of one detail are ORed, details ANDed. */
  itemTypes?: readonly string[];
  grades?: readonly string[];
  mounts?: readonly string[];
  works?: boolean;
}

export const priced = (filter: StorefrontFilter): boolean =>
  filter.minPriceCents !== undefined || filter.maxPriceCents !== undefined;

/** The filters that live on the entries only (not in the FTS index): a search joins the entries for them. */
function onEntriesOnly(filter: StorefrontFilter): boolean {
  return filter.minPriceCents !== undefined || filter.maxPriceCents !== undefined || hasDetails(filter);
}

const hasDetails = (filter: StorefrontFilter): boolean =>
  filter.itemTypes !== undefined ||
  filter.grades !== undefined ||
  filter.mounts !== undefined ||
  filter.works !== undefined;

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
export const TEXT_COLUMNS = ['name', 'brand', 'description', 'location'] as const;

const SORTS = {
  newest: { column: 'created_at', descending: true },
  price_asc: { column: 'resale_price', descending: false },
  price_desc: { column: 'resale_price', descending: true },
} as const;

/** The filter's conditions on `alias`: the entries (`e`), or the facet counts (`fc`, no prices there). */
export function entryFilters(filter: StorefrontFilter, alias = 'e'): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [];
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  if (filter.categoryId !== undefined) where.push(sql`${column('category_id')} = ${filter.categoryId}`);
  if (filter.minPriceCents !== undefined)
    where.push(sql`${column('resale_price')} >= ${filter.minPriceCents}`);
  if (filter.maxPriceCents !== undefined)
    where.push(sql`${column('resale_price')} <= ${filter.maxPriceCents}`);
  const oneOf = (name: string, values: readonly string[] | undefined) => {
    if (values !== undefined) where.push(sql`${column(name)} in (${sql.join(values)})`);
  };
  oneOf('item_type', filter.itemTypes);
  oneOf('grade', filter.grades);
  oneOf('lens_mount', filter.mounts);
  if (filter.works !== undefined) where.push(sql`${column('works')} = ${filter.works ? 1 : 0}`);
  return where;
}

export const and = (parts: RawBuilder<unknown>[]) =>
  parts.length === 0 ? sql`1 = 1` : sql.join(parts, sql` and `);

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
  if (readsByMonth(filter, order, seek.offset)) {
    const start = await monthOfOffset(db, seek.offset, filter.categoryId);
    if (!start) return [];
    where.push(inOrBefore(start.month));
    seek.offset -= start.before;
  }
  if (filter.terms.length > 0) where.push(await textFilterForSort(db, dialect, filter.terms));
  const direction = sql.raw(seek.descending ? 'desc' : 'asc');
  const index = await newestIndexForPrices(db, dialect, filter, order);
  const { rows } = await sql<PositionRow>`
    select e.seq, ${column} as k from storefront_entries e ${index}
    where ${and(where)}
    order by ${column} ${direction}, e.seq ${direction}
    limit ${limit} offset ${seek.offset}`.execute(db);
  return rows;
}

/**
 * A price range sorted by date, on SQLite. Its planner (no statistics worth the name) reads
 * the price index and sorts every listing in the range: fine for a narrow range, 10–15 ms for
 * a wide one at 100 000 listings and hundreds at a million. When the range holds more than
 * SORT_CANDIDATES listings (a bounded count over the price index, a fraction of a
 * millisecond), walking the date index newest-first, which carries the price (migration 008),
 * fills a page after about `page end × brand size / matches` index entries instead.
 * PostgreSQL's planner makes this choice itself from its statistics.
 */
async function newestIndexForPrices(
  db: Kysely<DB>,
  dialect: Dialect,
  filter: StorefrontFilter,
  order: Exclude<StorefrontOrder, 'relevance'>,
): Promise<RawBuilder<unknown>> {
  const priced = filter.minPriceCents !== undefined || filter.maxPriceCents !== undefined;
  if (dialect !== 'sqlite' || order !== 'newest' || !priced || filter.terms.length > 0) return sql``;
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from (
      select 1 from storefront_entries e where ${and(entryFilters(filter))} limit ${SORT_CANDIDATES + 1}
    )`.execute(db);
  if (Number(rows[0]?.n ?? 0) <= SORT_CANDIDATES) return sql``;
  return filter.categoryId === undefined
    ? sql`indexed by storefront_newest`
    : sql`indexed by storefront_brand_newest`;
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
 * a bounded candidate set, the newest RANKED_WINDOW matches (from the `boundary` seq up),
 * is ranked in tiers — name or brand hold every word first, the rest after, newest first in
 * each — and every older match follows, newest first. A tier of the whole result would read
 * every match of a common word (on SQLite, FTS5 reads a whole doclist to find the first row
 * of an empty tier: 50 ms for "niko" at a million listings; PostgreSQL checks every row).
 * Reads are only ever "the newest N" or "below this seq". The boundary travels in the
 * cursor, so a walk keeps one order while listings arrive. Sort values are `rank/boundary`:
 * rank 0 and 1 the tiers of the window, 2 the older matches.
 */
const RANKED_WINDOW = 500;

interface Bounds {
  below?: number;
  above?: number;
}

/** The three reads relevance needs, per database. */
interface Matches {
  seqs(bounds: Bounds, direction: 'asc' | 'desc', limit: number, offset: number): Promise<number[]>;
  count(bounds: Bounds): Promise<number>;
  /** Which of these seqs (the window) hold every word in their name or brand. */
  titled(window: number[]): Promise<Set<number>>;
}

function sqliteMatches(db: Kysely<DB>, filter: StorefrontFilter): Matches {
  const everywhere = withBrand(toFts5(filter.terms, TEXT_COLUMNS), filter);
  const where = (bounds: Bounds) => [
    ...(bounds.below === undefined ? [] : [sql`storefront_search.rowid < ${bounds.below}`]),
    ...(bounds.above === undefined ? [] : [sql`storefront_search.rowid > ${bounds.above}`]),
  ];
  return {
    seqs: (bounds, direction, limit, offset) =>
      ftsSeqs(db, filter, everywhere, where(bounds), direction, limit, offset),
    count: (bounds) => ftsCount(db, filter, everywhere, where(bounds), 1_000_000_000),
    titled: async (window) => {
      // From the small name-and-brand index, top down past the window's lowest seq (a
      // brand or price filter is not in it, so it may hold more rows than the window).
      const lowest = window.at(-1) ?? 0;
      const query = toFts5(filter.terms, TITLE_COLUMNS);
      let titles: number[] = [];
      for (let read = Math.max(window.length, 1); ; read *= 4) {
        const { rows } = await sql<{ seq: number }>`
          select rowid as seq from storefront_titles where storefront_titles match ${query}
          order by rowid desc limit ${read}`.execute(db);
        titles = rows.map((row) => Number(row.seq));
        if (titles.length < read || (titles.at(-1) as number) < lowest) break;
      }
      return new Set(titles.filter((seq) => seq >= lowest));
    },
  };
}

function postgresMatches(db: Kysely<DB>, filter: StorefrontFilter): Matches {
  const everywhere = sql`e.search @@ to_tsquery('simple', ${toTsquery(filter.terms)})`;
  const where = (bounds: Bounds) =>
    and([
      everywhere,
      ...entryFilters(filter),
      ...(bounds.below === undefined ? [] : [sql`e.seq < ${bounds.below}`]),
      ...(bounds.above === undefined ? [] : [sql`e.seq > ${bounds.above}`]),
    ]);
  return {
    seqs: async (bounds, direction, limit, offset) => {
      const { rows } = await sql<{ seq: number }>`
        select e.seq from storefront_entries e where ${where(bounds)}
        order by e.seq ${sql.raw(direction)} limit ${limit} offset ${offset}`.execute(db);
      return rows.map((row) => Number(row.seq));
    },
    count: async (bounds) => {
      const { rows } = await sql<{ n: string | number }>`
        select count(*) as n from storefront_entries e where ${where(bounds)}`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },
    titled: async (window) => {
      if (window.length === 0) return new Set();
      const { rows } = await sql<{ seq: number }>`
        select e.seq from storefront_entries e
        where e.seq in (${sql.join(window)}) and e.search @@ to_tsquery('simple', ${toTsquery(filter.terms, 'A')})`.execute(
        db,
      );
      return new Set(rows.map((row) => Number(row.seq)));
    },
  };
}

async function relevancePositions(
  db: Kysely<DB>,
  dialect: Dialect,
  filter: StorefrontFilter,
  position: Position,
  limit: number,
): Promise<PositionRow[]> {
  const matches = dialect === 'postgres' ? postgresMatches(db, filter) : sqliteMatches(db, filter);
  let at: { rank: number; seq: number } | undefined;
  let boundary: number | undefined;
  if ('key' in position) {
    const [rank = -1, edge = Number.NaN] = String(position.key[0]).split('/').map(Number);
    if (!Number.isInteger(rank) || rank < 0 || rank > 2 || !Number.isInteger(edge)) return [];
    at = { rank, seq: position.key[1] };
    boundary = edge;
  }
  const window = await rankedWindow(matches, boundary);
  const key = (row: { rank: number; seq: number }) => ({ seq: row.seq, k: `${row.rank}/${window.boundary}` });
  // Sort order: rank ascending, then seq descending.
  const before = (a: { rank: number; seq: number }, b: { rank: number; seq: number }) =>
    a.rank < b.rank || (a.rank === b.rank && a.seq > b.seq);

  if (!at || !('direction' in position)) {
    const offset = 'offset' in position ? position.offset : 0;
    const fromWindow = window.rows.slice(offset, offset + limit).map(key);
    if (fromWindow.length === limit || window.boundary === 0) return fromWindow;
    const skip = Math.max(0, offset - window.rows.length);
    const seqs = await matches.seqs({ below: window.boundary }, 'desc', limit - fromWindow.length, skip);
    return [...fromWindow, ...seqs.map((seq) => key({ rank: 2, seq }))];
  }
  const from = at;
  if (position.direction === 'after') {
    const fromWindow = window.rows
      .filter((row) => before(from, row))
      .slice(0, limit)
      .map(key);
    if (fromWindow.length === limit || window.boundary === 0) return fromWindow;
    const below = from.rank === 2 ? Math.min(from.seq, window.boundary) : window.boundary;
    const seqs = await matches.seqs({ below }, 'desc', limit - fromWindow.length, 0);
    return [...fromWindow, ...seqs.map((seq) => key({ rank: 2, seq }))];
  }
  // Backwards, nearest first: older matches between the position and the window, then the window.
  const rows: PositionRow[] = [];
  if (from.rank === 2) {
    const between = { above: from.seq, below: window.boundary };
    const above = await matches.count(between);
    const seqs = await matches.seqs(between, 'desc', limit, Math.max(0, above - limit));
    rows.push(...seqs.reverse().map((seq) => key({ rank: 2, seq })));
  }
  const fromWindow = window.rows.filter((row) => before(row, from)).reverse();
  rows.push(...fromWindow.slice(0, limit - rows.length).map(key));
  return rows;
}

/**
 * The newest matches down to `boundary` (or the newest RANKED_WINDOW when there is none
 * yet), in rank order. More may have arrived since a cursor's boundary was set: the read
 * grows until it passes the boundary.
 */
async function rankedWindow(matches: Matches, boundary?: number) {
  let size = RANKED_WINDOW;
  let seqs = await matches.seqs({}, 'desc', size, 0);
  while (boundary !== undefined && seqs.length === size && (seqs.at(-1) as number) > boundary) {
    size *= 4;
    seqs = await matches.seqs({}, 'desc', size, 0);
  }
  const edge = boundary ?? (seqs.length === size ? (seqs.at(-1) as number) : 0);
  const inWindow = seqs.filter((seq) => seq >= edge);
  const titled = await matches.titled(inWindow);
  const ranked = inWindow.map((seq) => ({ rank: titled.has(seq) ? 0 : 1, seq }));
  ranked.sort((a, b) => a.rank - b.rank || b.seq - a.seq);
  return { boundary: edge, rows: ranked };
}

const withBrand = (expression: string, filter: StorefrontFilter) =>
  filter.categoryId === undefined ? expression : `(${expression}) AND {facets} : "c${filter.categoryId}"`;

/** The FROM and WHERE of an FTS5 read, joined to the entries when prices filter it. */
function ftsFrom(filter: StorefrontFilter, expression: string, where: RawBuilder<unknown>[]) {
  const joined = onEntriesOnly(filter);
  const join = joined ? sql`join storefront_entries e on e.seq = storefront_search.rowid` : sql``;
  const prices = joined ? entryFilters({ ...filter, categoryId: undefined }) : [];
  return sql`from storefront_search ${join} where storefront_search match ${expression} and ${and([...prices, ...where])}`;
}

async function ftsSeqs(
  db: Kysely<DB>,
  filter: StorefrontFilter,
  expression: string,
  where: RawBuilder<unknown>[],
  direction: 'asc' | 'desc',
  limit: number,
  offset: number,
): Promise<number[]> {
  const { rows } = await sql<{ seq: number }>`
    select storefront_search.rowid as seq ${ftsFrom(filter, expression, where)}
    order by storefront_search.rowid ${sql.raw(direction)} limit ${limit} offset ${offset}`.execute(db);
  return rows.map((row) => Number(row.seq));
}

async function ftsCount(
  db: Kysely<DB>,
  filter: StorefrontFilter,
  expression: string,
  where: RawBuilder<unknown>[],
  cap: number,
): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from (select 1 ${ftsFrom(filter, expression, where)} limit ${cap + 1})`.execute(db);
  return Number(rows[0]?.n ?? 0);
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
  const narrowed = onEntriesOnly(filter);
  if (filter.terms.length === 0 && !narrowed) {
    return { total: await storefrontSize(db, filter.categoryId), exact: true };
  }
  if (filter.terms.length === 0 && !priced(filter)) {
    // Camera details alone: a sum over the kept counts per combination (migration 025).
    const { rows } = await sql<{ n: number | string | null }>`
      select sum(fc.listings) as n from storefront_facet_counts fc where ${and(entryFilters(filter, 'fc'))}`.execute(
      db,
    );
    return { total: Number(rows[0]?.n ?? 0), exact: true };
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
    matching = narrowed
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
    .leftJoin('users as s', 's.id', 'p.seller_id')
    .select(PRODUCT_COLUMNS);
}

async function findStorefrontProduct(db: Kysely<DB>, id: string) {
  return storefrontRows(db).where('e.product_id', '=', id).executeTakeFirst();
}

export type ProductRow = NonNullable<Awaited<ReturnType<typeof findStorefrontProduct>>>;
