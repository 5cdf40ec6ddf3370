import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';

const FTS5_DEFAULT_AUTOMERGE = 4;
const FTS5_DEFAULT_HASHSIZE = 1024 * 1024;
/** 256 MiB was 1.3 s at 200 000 listings and cost more memory than it saved time at a million. */
const BULK_HASHSIZE = 64 * 1024 * 1024;

/**
 * Runs `work`, a bulk write into these full-text indexes, with FTS5 settings for it. FTS5 writes
 * its pending terms out as a new segment each time they pass `hashsize` (1 MiB by default) and
 * merges those segments as they pile up: most of the time of indexing a million listings in one
 * statement. With 64 MiB they are written far less often (4 s → 1.6 s at 200 000). The bulk
 * write merges as it goes, as FTS5 does by default (`automerge` 4): it has the database to
 * itself. Both settings are kept in the table, so they are put back for the app's small writes,
 * whose merging is done in turns of their own (migration 034, decision 056).
 */
export async function withBulkSearchIndexSettings(
  db: Kysely<DB>,
  tables: readonly string[],
  work: () => Promise<void>,
): Promise<void> {
  const set = (table: string, option: 'hashsize' | 'automerge', value: number) =>
    sql`insert into ${sql.table(table)} (${sql.ref(table)}, rank) values (${sql.lit(option)}, ${sql.lit(value)})`.execute(
      db,
    );
  const kept = new Map<string, number>();
  for (const table of tables) {
    kept.set(table, await keptAutomerge(db, table));
    await set(table, 'hashsize', BULK_HASHSIZE);
    await set(table, 'automerge', FTS5_DEFAULT_AUTOMERGE);
  }
  await work();
  for (const table of tables) {
    await set(table, 'hashsize', FTS5_DEFAULT_HASHSIZE);
    await set(table, 'automerge', kept.get(table) ?? FTS5_DEFAULT_AUTOMERGE);
  }
}

/** The table's `automerge` as kept in its `_config` (absent: FTS5's default). */
async function keptAutomerge(db: Kysely<DB>, table: string): Promise<number> {
  const { rows } = await sql<{ v: number | string }>`
    select v from ${sql.table(`${table}_config`)} where k = 'automerge'`.execute(db);
  return rows[0] === undefined ? FTS5_DEFAULT_AUTOMERGE : Number(rows[0].v);
}
