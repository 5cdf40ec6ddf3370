import type { Kysely } from 'kysely';

/**
 * One row holding the storefront's version: every write that changes what the public
 * catalogue shows increments it in the same transaction, so each instance can tell
 * whether the pages it keeps are still current.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await (db as Kysely<{ catalogue_state: { id: number; version: number } }>)
    .insertInto('catalogue_state')
    .values({ id: 1, version: 1 })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('catalogue_state').execute();
}
