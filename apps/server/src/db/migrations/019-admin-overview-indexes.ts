import { type Kysely, sql } from 'kysely';

/**
 * The admins' overview (issue 15, item 5) reads counts without reading every row: sign-ups
 * per day through an index on `users.created_at`, listings by status and new listings per day
 * through `(status, created_at)` (the storefront reads `storefront_entries` since migration 003,
 * so products had no such index left), and withdrawn listings by status through a partial
 * index that holds only the withdrawn ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('users_created').on('users').column('created_at').execute();
  await db.schema
    .createIndex('products_status_created')
    .on('products')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('products_withdrawn_status')
    .on('products')
    .column('status')
    .where(sql.ref('deleted_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('products_withdrawn_status').execute();
  await db.schema.dropIndex('products_status_created').execute();
  await db.schema.dropIndex('users_created').execute();
}
