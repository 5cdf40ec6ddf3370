import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB, ProductsTable } from '../../db/schema.js';
import { PRODUCT_COLUMNS } from './product-columns.js';

export type NewProductRow = Insertable<ProductsTable>;
export type ProductChanges = Omit<
  Updateable<ProductsTable>,
  'id' | 'seller_id' | 'created_at' | 'deleted_at'
>;

/** A listing that has not been deleted, whatever its status, with its image size. */
export async function findLiveProduct(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('products as p')
    .leftJoin('images as i', 'i.id', 'p.image_id')
    .select(PRODUCT_COLUMNS)
    .where('p.id', '=', id)
    .where('p.deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function listSellerProducts(db: Kysely<DB>, sellerId: string, offset: number, limit: number) {
  return db
    .selectFrom('products as p')
    .leftJoin('images as i', 'i.id', 'p.image_id')
    .select(PRODUCT_COLUMNS)
    .where('p.seller_id', '=', sellerId)
    .where('p.deleted_at', 'is', null)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countSellerProducts(db: Kysely<DB>, sellerId: string): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll().as('total'))
    .where('seller_id', '=', sellerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function insertProduct(db: Kysely<DB>, row: NewProductRow): Promise<void> {
  await db.insertInto('products').values(row).execute();
}

export async function updateProduct(db: Kysely<DB>, id: string, changes: ProductChanges): Promise<void> {
  await db.updateTable('products').set(changes).where('id', '=', id).execute();
}

/** Takes the listing off the storefront; the row stays for the orders that reference it. */
export async function softDeleteProduct(db: Kysely<DB>, id: string, at: string): Promise<void> {
  await db.updateTable('products').set({ deleted_at: at, updated_at: at }).where('id', '=', id).execute();
}
