import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';

/**
 * Marks the public catalogue as changed. Call it inside the transaction of any write that
 * changes what the storefront shows (a listing created, edited, sold, booked, withdrawn, or
 * its seller deleted), so cached pages of every instance stop being served.
 */
export async function bumpCatalogueVersion(db: Kysely<DB>): Promise<void> {
  await db.updateTable('catalogue_state').set({ version: sql`version + 1` }).where('id', '=', 1).execute();
}

async function readCatalogueVersion(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom('catalogue_state').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * How the page cache reads the version on every catalogue request: on SQLite a prepared
 * statement (microseconds, no query building); on PostgreSQL one small indexed query.
 */
export function catalogueVersionReader(database: Database): () => Promise<number> {
  const statement = database.sqlite?.prepare('select version from catalogue_state where id = 1').pluck();
  if (statement) return async () => Number(statement.get() ?? 0);
  return () => readCatalogueVersion(database.db);
}
