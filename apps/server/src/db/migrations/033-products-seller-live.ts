import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * A seller's listings still on the marketplace, newest first, in an index of their own (My
 * Products). The count of them read each row of `products_seller_newest` back in the table to
 * pass over withdrawn ones: 4–15 ms for a seller of 4 000 listings, ten times that for one of
 * 40 000. Partial on `deleted_at is null`, the count and the page are read from the index alone.
 * `products_seller_newest` stays for what counts withdrawn listings too (the daily cap).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('products_seller_live')
    .on('products')
    // `deleted_at` too, though always null here: SQLite counts a partial index as covering only
    // when it holds every column the query names, its own condition's included.
    .columns(['seller_id', 'created_at', 'id', 'deleted_at'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('products_seller_live').execute();
}
