import type { ProductStatus } from '@refocus/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { hasRowLocks } from '../../db/write-transaction.js';
import { PRODUCT_COLUMNS } from './product-columns.js';
import type { NewProductRecord, ProductRecordUpdate } from './products.table.js';

export type ProductChanges = Omit<ProductRecordUpdate, 'id' | 'seller_id' | 'created_at' | 'deleted_at'>;

/** A listing that has not been deleted, whatever its status, with its image size. */
export async function findLiveProduct(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('products as p')
    .leftJoin('images as i', 'i.id', 'p.image_id')
    .leftJoin('users as s', 's.id', 'p.seller_id')
    .leftJoin('models as m', 'm.id', 'p.model_id')
    .leftJoin('model_price_guides as g', 'g.model_id', 'p.model_id')
    .select(PRODUCT_COLUMNS)
    .where('p.id', '=', id)
    .where('p.deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function listSellerProducts(db: Kysely<DB>, sellerId: string, offset: number, limit: number) {
  return db
    .selectFrom('products as p')
    .leftJoin('images as i', 'i.id', 'p.image_id')
    .leftJoin('users as s', 's.id', 'p.seller_id')
    .leftJoin('models as m', 'm.id', 'p.model_id')
    .leftJoin('model_price_guides as g', 'g.model_id', 'p.model_id')
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

/** Listings a seller created since `since` (ISO time), withdrawn ones included: what the daily cap counts. */
export async function countListingsCreatedSince(db: Kysely<DB>, sellerId: string, since: string) {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll().as('total'))
    .where('seller_id', '=', sellerId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function insertProduct(db: Kysely<DB>, row: NewProductRecord): Promise<void> {
  await db.insertInto('products').values(row).execute();
}

export async function updateProduct(db: Kysely<DB>, id: string, changes: ProductChanges): Promise<void> {
  await db.updateTable('products').set(changes).where('id', '=', id).execute();
}

/*
 * Listing state, for the modules whose work changes a listing (bookings, withdrawals): they
 * call these instead of writing to `products` themselves. Lock first, then write: every
 * transaction that changes a listing takes its row before any order row, so two of them
 * never wait for each other in a circle (docs/decisions/010).
 */

/** The listing's row (deleted or not), locked until the transaction ends; `share` lets other sharers in. */
export async function lockListing(trx: Transaction<DB>, id: string, mode: 'update' | 'share' = 'update') {
  return trx
    .selectFrom('products')
    .select([
      'id',
      'seller_id',
      'name',
      'resale_price',
      'status',
      'deleted_at',
      'image_id',
      'previous_price',
      'item_type',
      'shutter_count',
      'lens_mount',
      'grade',
      'condition',
    ])
    .where('id', '=', id)
    .$if(hasRowLocks(trx), (q) => (mode === 'update' ? q.forUpdate() : q.forShare()))
    .executeTakeFirst();
}

/** The ids of a seller's live listings, locked in id order (one order for every locker). */
export async function lockSellerListings(trx: Transaction<DB>, sellerId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('products')
    .select('id')
    .where('seller_id', '=', sellerId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .$if(hasRowLocks(trx), (q) => q.forUpdate())
    .execute();
  return rows.map((r) => r.id);
}

/** Moves a live listing on only if it is still in `from`; false when it is not. */
export async function moveListingStatus(
  trx: Transaction<DB>,
  id: string,
  from: ProductStatus,
  to: ProductStatus,
  at: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('products')
    // "Sold on …" (issue 14, item 5) reads when it was sold; any other status has no such day.
    .set({ status: to, updated_at: at, sold_at: to === 'sold' ? at : null })
    .where('id', '=', id)
    .where('status', '=', from)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes listings off the storefront; the rows stay for the orders that reference them. */
export async function softDeleteListings(trx: Transaction<DB>, ids: string[], at: string): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('products')
    .set({ deleted_at: at, updated_at: at })
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
}

/**
 * Puts back a listing withdrawn at `withdrawnAt` (and not since). Withdrawal closed its
 * bookings, so a listing that was booked comes back available; a sold one stays sold.
 */
export async function restoreWithdrawnListing(
  trx: Transaction<DB>,
  id: string,
  withdrawnAt: string,
  at: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('products')
    .set((eb) => ({
      deleted_at: null,
      updated_at: at,
      status: eb
        .case()
        .when('status', '=', 'booked')
        .then('available' as ProductStatus)
        .else(eb.ref('status'))
        .end(),
    }))
    .where('id', '=', id)
    .where('deleted_at', '=', withdrawnAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A listing by its direct link (issue 14, item 5): available, booked or sold, while it is not
 * withdrawn and its seller's account is on. One read by primary key; an available listing here
 * is exactly one with a storefront entry (migration 005's triggers keep them so).
 */
export async function findVisibleProduct(db: Kysely<DB>, id: string) {
  return visibleProducts(db).where('p.id', '=', id).executeTakeFirst();
}

/** Several such listings by id (the Saved page, decision 034), in no particular order. */
export async function findVisibleProducts(db: Kysely<DB>, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return visibleProducts(db).where('p.id', 'in', ids).execute();
}

/** A model's listings on sale (its page, issue 44 item 4), newest first, through `products_by_model`. */
export async function findModelListings(db: Kysely<DB>, modelId: number, limit: number) {
  return visibleProducts(db)
    .where('p.model_id', '=', modelId)
    .where('p.status', '=', 'available')
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
}

/** Listings on the marketplace in any status: not withdrawn, their seller's account on. */
function visibleProducts(db: Kysely<DB>) {
  return db
    .selectFrom('products as p')
    .innerJoin('users as s', 's.id', 'p.seller_id')
    .leftJoin('images as i', 'i.id', 'p.image_id')
    .leftJoin('models as m', 'm.id', 'p.model_id')
    .leftJoin('model_price_guides as g', 'g.model_id', 'p.model_id')
    .select(PRODUCT_COLUMNS)
    .where('p.deleted_at', 'is', null)
    .where('s.disabled', '=', 0)
    .where('s.deleted_at', 'is', null);
}

/** Whether this id names a listing its seller (or an admin) withdrew: its page answers 410 Gone. */
export async function isWithdrawnListing(db: Kysely<DB>, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('id', '=', id)
    .where('deleted_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The seller's account is gone: their listings — live, sold or withdrawn — no longer carry
 * the name and phone number they gave, so the buyers' order history shows "Deleted user"
 * (as the seller's shows a deleted buyer), and nobody keeps a departed person's number.
 */
export async function anonymiseSellerListings(trx: Transaction<DB>, sellerId: string): Promise<void> {
  await trx
    .updateTable('products')
    .set({ seller_name: 'Deleted user', seller_number: '' })
    .where('seller_id', '=', sellerId)
    .execute();
}
