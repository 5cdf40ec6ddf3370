import SQLite from 'better-sqlite3';
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

export interface CatalogueVersionReader {
  read(): Promise<number>;
  close(): void;
}

/**
 * How the page cache reads the version on every catalogue request. PostgreSQL: one small
 * indexed query on the pool, outside any transaction. SQLite: a prepared statement on a
 * read-only connection of its own, opened on first use. Not on the app's connection: that
 * one is shared with open write transactions, and a read there would see a version bump
 * that is not committed yet (and may be rolled back) and keep a page under it.
 */
export function catalogueVersionReader(database: Database): CatalogueVersionReader {
  const file = database.sqlite?.name;
  if (!file) return { read: () => readCatalogueVersion(database.db), close: () => {} };
  let connection: SQLite.Database | undefined;
  let statement: SQLite.Statement | undefined;
  return {
    read: async () => {
      if (!statement) {
        connection = new SQLite(file, { readonly: true, fileMustExist: true });
        statement = connection.prepare('select version from catalogue_state where id = 1').pluck();
      }
      return Number(statement.get() ?? 0);
    },
    close: () => connection?.close(),
  };
}
