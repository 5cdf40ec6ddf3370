import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type SearchTerms, toTsquery } from './search-terms.js';
import {
  postgresKnownTerms,
  postgresSimilarWords,
  postgresWordListings,
} from './search-vocabulary-postgres.js';
import type { KeptReads } from './storefront-kept-reads.js';
import { and, entryFilters, type StorefrontFilter, type StorefrontSide } from './storefront-query.js';
import type { Bounds, Matches, StorefrontSql } from './storefront-sql.js';

/**
 * The storefront on PostgreSQL: words through the entries' tsvector column and its GIN index;
 * the planner picks between that index and the sort indexes from its statistics, so no plan is
 * chosen here. Words are asked only in the spellings the catalogue's vocabulary holds
 * (`postgresKnownTerms`): for those the planner has statistics.
 */
export const postgresStorefront: StorefrontSql = {
  matches: postgresMatches,
  wordsForSort: async (db, _side, terms, kept) => ({
    each: matching(await postgresKnownTerms(db, terms, kept)),
  }),
  indexHint: async () => sql``,
  walkDetails: async () => undefined,
  // PostgreSQL only merges ordered arms it can see are ordered: an arm with a WHERE is planned
  // apart, for its cheapest total cost, so each arm carries its own `order by … limit` and the
  // two limited scans meet in a Merge Append.
  bothSides: (onSale, sold, ordered, pageEnd) =>
    sql`(${onSale} ${ordered} limit ${pageEnd}) union all (${sold} ${ordered} limit ${pageEnd})`,
  wordMatches: async (db, side, terms, columns, where, kept) =>
    sql`select ${columns} from ${side.entries} e
      where ${matching(await postgresKnownTerms(db, terms, kept))} and ${where}`,
  wordListings: postgresWordListings,
  similarWords: postgresSimilarWords,
  rewriteBrandWords: async (db, categoryId) => {
    for (const entries of ['storefront_entries', 'storefront_sold_entries']) {
      await sql`
        update ${sql.table(entries)} e
        set search = refocus_search_document(p.name, p.category_id, p.description, p.location)
        from products p where p.id = e.product_id and e.category_id = ${categoryId}`.execute(db);
    }
  },
};

/** The entries `e` holding the terms; none when some word is nowhere in the catalogue. */
const matching = (terms: SearchTerms | null) =>
  terms === null ? sql`false` : sql`e.search @@ to_tsquery('simple', ${toTsquery(terms)})`;

/**
 * A phrase (`pet <-> f`, typed `pet-f`) is read by walking the entries in order as far as its
 * frequency in the first PHRASE_SAMPLE says is worth it (PHRASE_WALK more at most), else
 * through the GIN index, whose cost is the listings holding its words apart. PostgreSQL's own
 * estimate of a phrase is off both ways, and its plan was often the wrong one at a million
 * listings: it walked every entry for a phrase of common words that none holds (estimated
 * 36 000: 0.4 s) and read the index for one that 38 600 hold (estimated 4 600: 0.15 s; walking
 * finds 500 in 13 000). The sizes: bench:suggestions and bench:queries at a million (decision
 * 064, session 32).
 */
const PHRASE_SAMPLE = 10_000;
const PHRASE_WALK = 60_000;

const hasPhrase = (terms: SearchTerms) => terms.some((group) => group.some((variant) => variant.length > 1));

function postgresMatches(
  db: Kysely<DB>,
  filter: StorefrontFilter,
  side: StorefrontSide,
  kept: KeptReads,
): Matches {
  let known: Promise<SearchTerms | null> | undefined;
  const terms = () => {
    known ??= postgresKnownTerms(db, filter.terms, kept);
    return known;
  };
  const around = (bounds: Bounds) => [
    ...entryFilters(filter),
    ...(bounds.below === undefined ? [] : [sql`e.seq < ${bounds.below}`]),
    ...(bounds.above === undefined ? [] : [sql`e.seq > ${bounds.above}`]),
  ];
  const where = (words: SearchTerms, bounds: Bounds) => and([matching(words), ...around(bounds)]);
  /** The matches' `columns` (of `e`) in seq order: a page of them. */
  const inOrder = async <Row extends { seq: number }>(
    words: SearchTerms,
    columns: RawBuilder<unknown>,
    bounds: Bounds,
    direction: 'asc' | 'desc',
    limit: number,
    offset: number,
  ): Promise<Row[]> => {
    const way = sql.raw(direction);
    if (!hasPhrase(words)) {
      const { rows } = await sql<Row>`
        select ${columns} from ${side.entries} e where ${where(words, bounds)}
        order by e.seq ${way} limit ${limit} offset ${offset}`.execute(db);
      return rows;
    }
    // A phrase: its estimate cannot be trusted either way (decision 064, session 32).
    const needed = offset + limit;
    const after = (found: Row[]): Bounds => {
      const last = found.at(-1);
      if (last === undefined) return bounds;
      return direction === 'desc'
        ? { ...bounds, below: Number(last.seq) }
        : { ...bounds, above: Number(last.seq) };
    };
    // Up to `entries` in order, read only as far as the matches needed.
    const walk = async (from: Bounds, count: number, entries: number) =>
      (
        await sql<Row>`
          select ${columns} from (
            select e.seq, e.search from ${side.entries} e where ${and(around(from))}
            order by e.seq ${way} limit ${entries}) e
          where ${matching(words)} order by e.seq ${way} limit ${count}`.execute(db)
      ).rows;
    let found = await walk(bounds, needed, PHRASE_SAMPLE);
    const walkFor = found.length === 0 ? Number.POSITIVE_INFINITY : (needed * PHRASE_SAMPLE) / found.length;
    if (found.length < needed && walkFor <= PHRASE_WALK)
      found = [...found, ...(await walk(after(found), needed - found.length, PHRASE_WALK))];
    if (found.length < needed) {
      // Materialized: every match from the GIN index, then sorted; never a walk in order.
      const { rows } = await sql<Row>`
        with e as materialized (
          select e.seq, e.search from ${side.entries} e
          where ${where(words, after(found))})
        select ${columns} from e order by e.seq ${way} limit ${needed - found.length}`.execute(db);
      found = [...found, ...rows];
    }
    return found.slice(offset);
  };
  return {
    seqs: async (bounds, direction, limit, offset) => {
      const words = await terms();
      if (words === null) return [];
      const rows = await inOrder<{ seq: number }>(words, sql`e.seq`, bounds, direction, limit, offset);
      return rows.map((row) => Number(row.seq));
    },
    count: async (bounds) => {
      const words = await terms();
      if (words === null) return 0;
      const { rows } = await sql<{ n: string | number }>`
        select count(*) as n from ${side.entries} e where ${where(words, bounds)}`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },
    newest: async (limit) => {
      const words = await terms();
      if (words === null) return { seqs: [], titled: async () => new Set<number>() };
      const columns = sql`e.seq, e.search @@ to_tsquery('simple', ${toTsquery(words, 'A')}) as titled`;
      const rows = await inOrder<{ seq: number; titled: boolean }>(words, columns, {}, 'desc', limit, 0);
      const titled = new Set(rows.filter((row) => row.titled).map((row) => Number(row.seq)));
      return { seqs: rows.map((row) => Number(row.seq)), titled: async () => titled };
    },
  };
}
