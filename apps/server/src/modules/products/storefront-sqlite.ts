import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { longPrefixes, type SearchTerms, toFts5 } from './search-terms.js';
import { sqliteSimilarWords, sqliteWordListings } from './search-vocabulary-sqlite.js';
import { walkDetailIndex } from './storefront-detail-walk.js';
import type { KeptReads } from './storefront-kept-reads.js';
import {
  and,
  entryFilters,
  ON_SALE,
  onEntriesOnly,
  priced,
  type StorefrontFilter,
  type StorefrontSide,
  TEXT_COLUMNS,
} from './storefront-query.js';
import type { Bounds, Matches, SortWords, StorefrontSql } from './storefront-sql.js';

/**
 * The storefront on SQLite: words through the FTS5 tables (rowid = seq), and the plans its
 * planner, which has no statistics worth the name, cannot choose alone.
 */
export const sqliteStorefront: StorefrontSql = {
  matches: sqliteMatches,
  wordsForSort,
  indexHint: newestIndexForPrices,
  walkDetails: async (db, filter, order, descending, seek, limit) =>
    order === 'newest' ? undefined : walkDetailIndex(db, ON_SALE, filter, descending, seek, limit),
  // SQLite merges the two plain arms (MERGE (UNION ALL)), each read in order through its index.
  bothSides: (onSale, sold) => sql`${onSale} union all ${sold}`,
  wordMatches: async (db, side, terms, columns, where, kept) =>
    sql`select ${columns} from ${side.search} join ${side.entries} e on e.seq = ${side.search}.rowid
      where ${side.search} match ${await ftsExpression(db, side, terms, kept)} and ${where}`,
  wordListings: sqliteWordListings,
  similarWords: sqliteSimilarWords,
  // The listings' own triggers write their index rows again on any write of the name, on
  // either side (products_storefront_change, products_sold_change; migration 044).
  rewriteBrandWords: async (db, categoryId) => {
    await sql`update products set name = name where category_id = ${categoryId}`.execute(db);
  },
};

/** A search matching at most this many listings is always sorted by price or date directly. */
const SORT_CANDIDATES = 2_000;

/** Name and brand: where a match ranks first. */
const TITLE_COLUMNS = ['name', 'brand'] as const;

function sqliteMatches(
  db: Kysely<DB>,
  filter: StorefrontFilter,
  side: StorefrontSide,
  kept: KeptReads,
): Matches {
  let expression: Promise<string> | undefined;
  const everywhere = () => {
    expression ??= ftsExpression(db, side, filter.terms, kept).then((words) => withBrand(words, filter));
    return expression;
  };
  const where = (bounds: Bounds) => [
    ...(bounds.below === undefined ? [] : [sql`${side.search}.rowid < ${bounds.below}`]),
    ...(bounds.above === undefined ? [] : [sql`${side.search}.rowid > ${bounds.above}`]),
  ];
  return {
    seqs: async (bounds, direction, limit, offset) =>
      ftsSeqs(db, filter, side, await everywhere(), where(bounds), direction, limit, offset),
    count: async (bounds) => ftsCount(db, filter, side, await everywhere(), where(bounds), 1_000_000_000),
    newest: async (limit) => ({
      seqs: await ftsSeqs(db, filter, side, await everywhere(), [], 'desc', limit, 0),
      titled: async (window) =>
        sqliteTitled(db, side, await ftsExpression(db, side, filter.terms, kept, TITLE_COLUMNS), window),
    }),
  };
}

/**
 * The FTS5 expression of the words over `columns`, a long prefix asked as the whole words it
 * stands for (`wholeWordsOf`), read once per catalogue version. The title index's words are
 * among the search index's, so its word list serves both.
 */
async function ftsExpression(
  db: Kysely<DB>,
  side: StorefrontSide,
  terms: SearchTerms,
  kept: KeptReads,
  columns: readonly string[] = TEXT_COLUMNS,
): Promise<string> {
  const wholeWords = await kept.ofWords(`whole words ${side.name} ${JSON.stringify(terms)}`, () =>
    wholeWordsOf(db, side, terms),
  );
  return toFts5(terms, columns, wholeWords);
}

/**
 * Which seqs of the window hold every word in their name or brand, from the small
 * name-and-brand index, top down past the window's lowest seq (a brand or price filter is not
 * in it, so it may hold more rows than the window).
 */
async function sqliteTitled(
  db: Kysely<DB>,
  side: StorefrontSide,
  query: string,
  window: number[],
): Promise<Set<number>> {
  const lowest = window.at(-1) ?? 0;
  let titles: number[] = [];
  for (let read = Math.max(window.length, 1); ; read *= 4) {
    const { rows } = await sql<{ seq: number }>`
      select rowid as seq from ${side.titles} where ${side.titles} match ${query}
      order by rowid desc limit ${read}`.execute(db);
    titles = rows.map((row) => Number(row.seq));
    if (titles.length < read || (titles.at(-1) as number) < lowest) break;
  }
  return new Set(titles.filter((seq) => seq >= lowest));
}

const withBrand = (expression: string, filter: StorefrontFilter) =>
  filter.categoryId === undefined ? expression : `(${expression}) AND {facets} : "c${filter.categoryId}"`;

/** The FROM and WHERE of an FTS5 read, joined to the entries when prices filter it. */
function ftsFrom(
  filter: StorefrontFilter,
  side: StorefrontSide,
  expression: string,
  where: RawBuilder<unknown>[],
) {
  const joined = onEntriesOnly(filter);
  const join = joined ? sql`join ${side.entries} e on e.seq = ${side.search}.rowid` : sql``;
  const prices = joined ? entryFilters({ ...filter, categoryId: undefined }) : [];
  return sql`from ${side.search} ${join} where ${side.search} match ${expression} and ${and([...prices, ...where])}`;
}

async function ftsSeqs(
  db: Kysely<DB>,
  filter: StorefrontFilter,
  side: StorefrontSide,
  expression: string,
  where: RawBuilder<unknown>[],
  direction: 'asc' | 'desc',
  limit: number,
  offset: number,
): Promise<number[]> {
  const { rows } = await sql<{ seq: number }>`
    select ${side.search}.rowid as seq ${ftsFrom(filter, side, expression, where)}
    order by ${side.search}.rowid ${sql.raw(direction)} limit ${limit} offset ${offset}`.execute(db);
  return rows.map((row) => Number(row.seq));
}

async function ftsCount(
  db: Kysely<DB>,
  filter: StorefrontFilter,
  side: StorefrontSide,
  expression: string,
  where: RawBuilder<unknown>[],
  cap: number,
): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from (select 1 ${ftsFrom(filter, side, expression, where)} limit ${cap + 1})`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * A search sorted by price or date. Gathering every match and sorting them costs about 0.7 µs a
 * match; walking the sort index and asking FTS5 about each row by rowid costs about 100 µs a
 * row, and a page needs `limit × catalogue / matches` rows. The two meet near
 * √(4 000 × catalogue) matches (≈ 63 000 at a million), where both take some 40 ms
 * (decision 007). PostgreSQL's planner makes this choice itself from its statistics.
 */
async function wordsForSort(
  db: Kysely<DB>,
  side: StorefrontSide,
  terms: SearchTerms,
  kept: KeptReads,
): Promise<SortWords> {
  const expression = await ftsExpression(db, side, terms, kept);
  const catalogue = await side.size(db);
  const crossover = Math.max(SORT_CANDIDATES, Math.ceil(Math.sqrt(4_000 * catalogue)));
  const matches = await kept.ofWords(`matches ${side.name} ${expression} ${crossover}`, async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*) as n from (
        select 1 from ${side.search} where ${side.search} match ${expression} limit ${crossover + 1}
      )`.execute(db);
    return Number(rows[0]?.n ?? 0);
  });
  const rowids = sql`select rowid from ${side.search} where ${side.search} match ${expression}`;
  if (matches <= crossover) return { each: sql`e.seq in (${rowids})` };
  return {
    each: sql`exists (select 1 from ${side.search} where ${side.search} match ${expression} and rowid = e.seq)`,
    // `+` keeps the walk on the sort's index; the rowids become a set probed per entry.
    asSet: sql`+e.seq in (${rowids})`,
  };
}

/** A long prefix standing for more words than this is asked as a prefix still. */
const MAX_WHOLE_WORDS = 32;

/**
 * The whole words each long prefix of the search stands for, from the index's own word list
 * (migration 036). FTS5 answers a prefix longer than its prefix indexes by merging the lists of
 * every word it begins, on every ask: asked once per listing of a walk, for a word most
 * listings share (`condition*`), that was about 5 ms a listing at 100 000 listings; the same
 * words asked whole are found by a seek.
 */
async function wholeWordsOf(
  db: Kysely<DB>,
  side: StorefrontSide,
  terms: SearchTerms,
): Promise<Map<string, string[]>> {
  const wholeWords = new Map<string, string[]>();
  for (const prefix of longPrefixes(terms)) {
    const { rows } = await sql<{ term: string }>`
      select term from ${side.searchWords} where term >= ${prefix} and term < ${`${prefix}\u{10FFFF}`}
      limit ${MAX_WHOLE_WORDS + 1}`.execute(db);
    if (rows.length > 0 && rows.length <= MAX_WHOLE_WORDS)
      wholeWords.set(
        prefix,
        rows.map((row) => row.term),
      );
  }
  return wholeWords;
}

/**
 * A price range sorted by date. SQLite's planner reads the price index and sorts every listing
 * in the range: fine for a narrow range, slow for a wide one. When the range holds more than
 * SORT_CANDIDATES listings (a bounded count over the price index), walking the date index
 * newest-first, which carries the price (migration 008), fills a page after about
 * `page end × brand size / matches` index entries instead.
 */
async function newestIndexForPrices(
  db: Kysely<DB>,
  side: StorefrontSide,
  filter: StorefrontFilter,
  order: 'newest' | 'price_asc' | 'price_desc',
): Promise<RawBuilder<unknown>> {
  if (order !== 'newest' || !priced(filter) || filter.terms.length > 0) return sql``;
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from (
      select 1 from ${side.entries} e where ${and(entryFilters(filter))} limit ${SORT_CANDIDATES + 1}
    )`.execute(db);
  if (Number(rows[0]?.n ?? 0) <= SORT_CANDIDATES) return sql``;
  return sql`indexed by ${side.index(filter.categoryId === undefined ? 'newest' : 'brand_newest')}`;
}
