import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { PRODUCT_COLUMNS } from './product-columns.js';

/**
 * A seller's public page (issue 14, item 8): their live listings, newest first, over the
 * `products_seller_newest` index (seller_id, created_at, id; migration 003), so a page reads
 * one seller's entries only. `includeSold` adds booked and sold ones.
 */
function sellerListings(db: Kysely<DB>, sellerId: string, includeSold: boolean) {
  return db
    .selectFrom('products as p')
    .where('p.seller_id', '=', sellerId)
    .where('p.deleted_at', 'is', null)
    .$if(!includeSold, (q) => q.where('p.status', '=', 'available'));
}

export async function listSellerListings(
  db: Kysely<DB>,
  sellerId: string,
  includeSold: boolean,
  offset: number,
  limit: number,
) {
  return sellerListings(db, sellerId, includeSold)
    .leftJoin('images as i', 'i.id', 'p.image_id')
    .leftJoin('users as s', 's.id', 'p.seller_id')
    .leftJoin('models as m', 'm.id', 'p.model_id')
    .leftJoin('model_price_guides as g', 'g.model_id', 'p.model_id')
    .select(PRODUCT_COLUMNS)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countSellerListings(db: Kysely<DB>, sellerId: string, includeSold: boolean) {
  const row = await sellerListings(db, sellerId, includeSold)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
