import { type Kysely, sql } from 'kysely';
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
  wordsForSort: async (db, _side, terms, kept) => matching(await postgresKnownTerms(db, terms, kept)),
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
  const where = async (bounds: Bounds) =>
    and([
      matching(await terms()),
      ...entryFilters(filter),
      ...(bounds.below === undefined ? [] : [sql`e.seq < ${bounds.below}`]),
      ...(bounds.above === undefined ? [] : [sql`e.seq > ${bounds.above}`]),
    ]);
  return {
    seqs: async (bounds, direction, limit, offset) => {
      const { rows } = await sql<{ seq: number }>`
        select e.seq from ${side.entries} e where ${await where(bounds)}
        order by e.seq ${sql.raw(direction)} limit ${limit} offset ${offset}`.execute(db);
      return rows.map((row) => Number(row.seq));
    },
    count: async (bounds) => {
      const { rows } = await sql<{ n: string | number }>`
        select count(*) as n from ${side.entries} e where ${await where(bounds)}`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },
    newest: async (limit) => {
      const known = await terms();
      if (known === null) return { seqs: [], titled: async () => new Set<number>() };
      const { rows } = await sql<{ seq: number; titled: boolean }>`
        select e.seq, e.search @@ to_tsquery('simple', ${toTsquery(known, 'A')}) as titled
        from ${side.entries} e where ${await where({})}
        order by e.seq desc limit ${limit}`.execute(db);
      const titled = new Set(rows.filter((row) => row.titled).map((row) => Number(row.seq)));
      return { seqs: rows.map((row) => Number(row.seq)), titled: async () => titled };
    },
  };
}
