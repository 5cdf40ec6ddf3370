import type { Kysely } from 'kysely';

/**
 * Which spellings of its words a saved search's keys were filed under (decision 064). The
 * catalogue's search now asks more spellings of a query (`5d mark iv` also as `5d4`), so a search
 * saved before may match listings that hold none of its old keys. Searches saved before this
 * migration are version 0; the alerts job files them again, a few at a time, with the spellings
 * the server has (a migration cannot: the spellings are the products module's code).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('saved_searches')
    .addColumn('keys_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('saved_searches_keys_version')
    .on('saved_searches')
    .column('keys_version')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('saved_searches_keys_version').execute();
  await db.schema.alterTable('saved_searches').dropColumn('keys_version').execute();
}
