import type { Kysely } from 'kysely';

/**
 * Favourites (issue 14 item 6, decision 034): one row per person and saved listing. No counter
 * on `products`: the seller's "Saved by N" counts these rows through `favourites_product`, for
 * the one page of listings on screen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('favourites')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('favourites_pk', ['user_id', 'product_id'])
    .execute();
  // Who saved this listing: the seller's count and the savers told of a price drop or sale.
  await db.schema.createIndex('favourites_product').on('favourites').column('product_id').execute();
  // The Saved page, newest saved first.
  await db.schema
    .createIndex('favourites_user_newest')
    .on('favourites')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('favourites').execute();
}
