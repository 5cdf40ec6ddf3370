import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** Saves a listing once: saving it again changes nothing (not even when it was saved). */
export async function insertFavourite(db: Kysely<DB>, userId: string, productId: string, at: string) {
  await db
    .insertInto('favourites')
    .values({ user_id: userId, product_id: productId, created_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .execute();
}

export async function deleteFavourite(db: Kysely<DB>, userId: string, productId: string) {
  await db
    .deleteFrom('favourites')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .execute();
}

/** The caller's saves of listings still on the marketplace: what the Saved page pages through. */
function visibleSaves(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('favourites as f')
    .innerJoin('products as p', 'p.id', 'f.product_id')
    .innerJoin('users as s', 's.id', 'p.seller_id')
    .where('f.user_id', '=', userId)
    .where('p.deleted_at', 'is', null)
    .where('s.disabled', '=', 0)
    .where('s.deleted_at', 'is', null);
}

/** Newest saved first (index `favourites_user_newest`). */
export function listSaves(db: Kysely<DB>, userId: string, offset: number, limit: number) {
  return visibleSaves(db, userId)
    .select(['f.product_id', 'f.created_at'])
    .orderBy('f.created_at', 'desc')
    .orderBy('f.product_id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countSaves(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await visibleSaves(db, userId)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Which of these listings this person saved (the primary key answers it). */
export async function listSavedAmong(db: Kysely<DB>, userId: string, productIds: readonly string[]) {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectFrom('favourites')
    .select('product_id')
    .where('user_id', '=', userId)
    .where('product_id', 'in', productIds)
    .execute();
  return rows.map((row) => row.product_id);
}

/** How many people saved each of these listings (index `favourites_product`); absent means none. */
export async function countSavers(db: Kysely<DB>, productIds: readonly string[]) {
  if (productIds.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('favourites')
    .select(['product_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('product_id', 'in', productIds)
    .groupBy('product_id')
    .execute();
  return new Map(rows.map((row) => [row.product_id, Number(row.n)]));
}

/** Everyone who saved a listing, but these people: one indexed read, however many they are. */
export async function listSavers(db: Kysely<DB>, productId: string, except: readonly string[]) {
  let query = db.selectFrom('favourites').select('user_id').where('product_id', '=', productId);
  if (except.length > 0) query = query.where('user_id', 'not in', except);
  const rows = await query.execute();
  return rows.map((row) => row.user_id);
}

/** A deleted account's saves go with it: no seller counts a person who is gone. */
export async function deleteSavesOf(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom('favourites').where('user_id', '=', userId).execute();
}
