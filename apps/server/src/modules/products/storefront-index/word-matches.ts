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
  return Promise.all(
    sides.map(async (side) => {
      const { rows } =
        dialect === 'postgres'
          ? await sql<{ seq: number | string }>`select seq from ${side.entries}
              where search @@ to_tsquery('simple', ${toTsquery(filter.terms)}) limit ${limit}`.execute(db)
          : await sql<{ seq: number | string }>`select rowid as seq from ${side.search}
              where ${side.search} match ${toFts5(filter.terms, TEXT_COLUMNS)} limit ${limit}`.execute(db);
      return rows.map((row) => Number(row.seq));
    }),
  );
}
