import type { Product } from '@refocus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { PRODUCT_COLUMNS } from './product-columns.js';
import { toPublicProduct } from './product-mapper.js';
import { findVisibleProduct } from './products.repository.js';

/**
 * Listings still on the marketplace (not withdrawn, seller neither disabled nor gone), whatever
 * their status, as everyone sees them: the Saved page (decision 034). Keyed by id.
 */
export async function findPublicListings(
  db: Kysely<DB>,
  ids: readonly string[],
  origin = '',
): Promise<Map<string, Product>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('users as s', 's.id', 'p.seller_id')
    .leftJoin('images as i', 'i.id', 'p.image_id')
    .select(PRODUCT_COLUMNS)
    .where('p.id', 'in', ids)
    .where('p.deleted_at', 'is', null)
    .where('s.disabled', '=', 0)
    .where('s.deleted_at', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.id, toPublicProduct(row, origin)]));
}

/** Who sells a listing on the marketplace, or undefined when it is not there (saving it: 404). */
export async function findVisibleListingSeller(db: Kysely<DB>, id: string) {
  const row = await findVisibleProduct(db, id);
  return row && { id: row.id, sellerId: row.seller_id, name: row.name };
}
