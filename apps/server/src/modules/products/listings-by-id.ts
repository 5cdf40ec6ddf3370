import type { Product } from '@refocus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { toPublicProduct } from './product-mapper.js';
import { findModelListings, findVisibleProduct, findVisibleProducts } from './products.repository.js';

/**
 * Listings still on the marketplace (not withdrawn, seller neither disabled nor gone), whatever
 * their status, as everyone sees them: the Saved page (decision 034). Keyed by id.
 */
export async function findPublicListings(
  db: Kysely<DB>,
  ids: readonly string[],
  origin = '',
): Promise<Map<string, Product>> {
  const rows = await findVisibleProducts(db, ids);
  return new Map(rows.map((row) => [row.id, toPublicProduct(row, origin)]));
}

/** Who sells a listing on the marketplace, or undefined when it is not there (saving it: 404). */
export async function findVisibleListingSeller(db: Kysely<DB>, id: string) {
  const row = await findVisibleProduct(db, id);
  return row && { id: row.id, sellerId: row.seller_id, name: row.name };
}

/** A model's listings on sale, newest first, as everyone sees them (the model's page). */
export async function findPublicModelListings(
  db: Kysely<DB>,
  modelId: number,
  limit: number,
  origin = '',
): Promise<Product[]> {
  return (await findModelListings(db, modelId, limit)).map((row) => toPublicProduct(row, origin));
}
