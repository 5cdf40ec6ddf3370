import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * SQLite's full-text indexes stop merging their segments inside the writes that add to them
 * (decision 056). FTS5 merges as part of whichever write finds enough segments on a level, and
 * a merge that reaches the catalogue's largest segment rewrites it whole: at a million listings
 * one price change held the writer for 25–28 s and wrote 660 MB. With `automerge` at 0 a write
 * only adds its own small segment; `SearchIndexMerges` does the merging afterwards, a few
 * dozen pages per short transaction. The setting is kept in each table's `_config`.
 * PostgreSQL's GIN index has no such merges: nothing to do there.
 */
const FULL_TEXT_TABLES = [
  'storefront_search',
  'storefront_titles',
  'storefront_sold_search',
  'storefront_sold_titles',
];

/** FTS5's own default: merge a level once it holds four segments. */
const FTS5_DEFAULT_AUTOMERGE = 4;

async function setAutomerge(db: Kysely<unknown>, value: number): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  for (const table of FULL_TEXT_TABLES) {
    // FTS5 reads the command's value only from SQL text, not from a bound parameter.
    await sql.raw(`insert into ${table} (${table}, rank) values ('automerge', ${value})`).execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await setAutomerge(db, 0);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await setAutomerge(db, FTS5_DEFAULT_AUTOMERGE);
}
