import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../../db/database.js';
import type { DB } from '../../../db/schema.js';
import { toFts5, toTsquery } from '../search-terms.js';
import { ON_SALE, SOLD, type StorefrontFilter, TEXT_COLUMNS } from '../storefront-query.js';

/**
 * The seqs of the first `limit` listings matching the words, per side (on sale, then sold when
 * asked): the search index alone, no join to the entries (FTS5's rowids are the seqs; on
 * PostgreSQL the GIN index on the entries' tsvector). The rows the SQL facet read samples, in
 * the same order, so the in-memory tally of decision 043 counts the same sample.
 */
export async function firstWordMatches(
  db: Kysely<DB>,
  dialect: Dialect,
  filter: StorefrontFilter,
  limit: number,
): Promise<number[][]> {
  const sides = filter.includeSold ? [ON_SALE, SOLD] : [ON_SALE];
  // One text of comma-separated seqs (one row), not thousands of one-column rows: a read worker's
  // answer is copied to the event loop row by row, and 5 001 rows cost more to copy than to find.
  return Promise.all(
    sides.map(async (side) => {
      const matches =
        dialect === 'postgres'
          ? sql`select seq from ${side.entries}
              where search @@ to_tsquery('simple', ${toTsquery(filter.terms)}) limit ${limit}`
          : sql`select rowid as seq from ${side.search}
              where ${side.search} match ${toFts5(filter.terms, TEXT_COLUMNS)} limit ${limit}`;
      const listed = dialect === 'postgres' ? sql`string_agg(seq::text, ',')` : sql`group_concat(seq)`;
      const { rows } = await sql<{
        seqs: string | null;
      }>`select ${listed} as seqs from (${matches}) m`.execute(db);
      const seqs = rows[0]?.seqs;
      return seqs ? seqs.split(',').map(Number) : [];
    }),
  );
}
