import type { Kysely } from 'kysely';

/**
 * Listings that stay visible and can be edited (issue 14, items 4 and 5): when a listing was
 * sold (its page says "Sold on …"), and the asking price before the seller last lowered it
 * (cards strike it through). Both are null until they happen; a raise clears the old price.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('sold_at', 'text').execute();
  await db.schema.alterTable('products').addColumn('previous_price', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('previous_price').execute();
  await db.schema.alterTable('products').dropColumn('sold_at').execute();
}
