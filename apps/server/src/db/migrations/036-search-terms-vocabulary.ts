import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The words of SQLite's full-text indexes, as tables (FTS5's `fts5vocab`, one row per word):
 * a prefix longer than the prefix indexes keep (`condition*`) is turned into the few whole
 * words it stands for before a sorted search asks the index about one listing at a time. FTS5
 * answers such a prefix by merging every matching word's list of listings on each ask, which
 * for a word most listings share cost milliseconds per listing (decision 058). PostgreSQL's
 * GIN index needs nothing of the kind.
 */
const VOCABULARIES = [
  { table: 'storefront_search_terms', of: 'storefront_search' },
  { table: 'storefront_sold_search_terms', of: 'storefront_sold_search' },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  for (const { table, of } of VOCABULARIES) {
    await sql.raw(`create virtual table ${table} using fts5vocab(${of}, 'row')`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  for (const { table } of VOCABULARIES) await sql.raw(`drop table if exists ${table}`).execute(db);
}
