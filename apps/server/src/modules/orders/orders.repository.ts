import type { OrderStatus } from '@refocus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { NewOrderRecord } from './orders.table.js';

const ORDER_COLUMNS = [
  'o.id',
  'o.product_id',
  'o.buyer_id',
  'o.user_name',
  'o.user_email',
  'o.product_name',
  'o.price',
  'o.phone_number',
  'o.location',
  'o.status',
  'o.created_at',
  'o.updated_at',
  'p.seller_id',
  'p.img_url as product_img_url',
  'p.image_id as product_image_id',
  'p.status as product_status',
  'p.deleted_at as product_deleted_at',
  'p.seller_name as product_seller_name',
  'p.seller_number as product_seller_number',
  'i.width as product_image_width',
] as const;

function ordersWithProducts(db: Kysely<DB>) {
  return db
    .selectFrom('orders as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .leftJoin('images as i', 'i.id', 'p.image_id')
    .select(ORDER_COLUMNS);
}

export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

export async function findOrder(db: Kysely<DB>, id: string) {
  return ordersWithProducts(db).where('o.id', '=', id).executeTakeFirst();
}

export async function listBuyerOrders(db: Kysely<DB>, buyerId: string, offset: number, limit: number) {
  return ordersWithProducts(db)
    .where('o.buyer_id', '=', buyerId)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countBuyerOrders(db: Kysely<DB>, buyerId: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('total'))
    .where('buyer_id', '=', buyerId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function listSellerBookings(db: Kysely<DB>, sellerId: string, offset: number, limit: number) {
  return ordersWithProducts(db)
    .where('p.seller_id', '=', sellerId)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countSellerBookings(db: Kysely<DB>, sellerId: string): Promise<number> {
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .select((eb) => eb.fn.countAll().as('total'))
    .where('p.seller_id', '=', sellerId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function insertOrder(db: Kysely<DB>, row: NewOrderRecord): Promise<void> {
  await db.insertInto('orders').values(row).execute();
}

export async function hasOpenOrder(db: Kysely<DB>, productId: string, buyerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('product_id', '=', productId)
    .where('buyer_id', '=', buyerId)
    .where('status', 'in', ['pending', 'accepted'])
    .executeTakeFirst();
  return row !== undefined;
}

/** The buyer's running booking of a listing, if any (at most one: a partial unique index). */
export async function findOpenOrderOf(db: Kysely<DB>, productId: string, buyerId: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'status', 'created_at'])
    .where('product_id', '=', productId)
    .where('buyer_id', '=', buyerId)
    .where('status', 'in', ['pending', 'accepted'])
    .$narrowType<{ status: 'pending' | 'accepted' }>()
    .executeTakeFirst();
}

/** Bookings waiting for the seller's answer, per listing; listings without any are absent. */
export async function countPendingBookings(
  db: Kysely<DB>,
  productIds: string[],
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select(['product_id', (eb) => eb.fn.countAll().as('pending')])
    .where('product_id', 'in', productIds)
    .where('status', '=', 'pending')
    .groupBy('product_id')
    .execute();
  return new Map(rows.map((row) => [row.product_id, Number(row.pending)]));
}

/** Moves an order on only if it is still in `from`; false when someone else moved it first. */
export async function moveOrder(
  db: Kysely<DB>,
  id: string,
  from: OrderStatus,
  to: OrderStatus,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: to, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** When one booking is accepted, the listing's other waiting bookings are declined. */
/** Declines the listing's other pending bookings; answers them, so their buyers can be told. */
export function declineOtherPending(
  db: Kysely<DB>,
  productId: string,
  exceptId: string,
  at: string,
): Promise<{ id: string; buyer_id: string | null }[]> {
  return db
    .updateTable('orders')
    .set({ status: 'declined', updated_at: at })
    .where('product_id', '=', productId)
    .where('status', '=', 'pending')
    .where('id', '!=', exceptId)
    .returning(['id', 'buyer_id'])
    .execute();
}
/** Whether a seller has accepted a booking of this listing that is still running. */
export async function hasAcceptedBooking(db: Kysely<DB>, productId: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('product_id', '=', productId)
    .where('status', '=', 'accepted')
    .executeTakeFirst();
  return row !== undefined;
}

/** Declines the listing's bookings still waiting for an answer (the seller sold it directly). */
export async function declinePendingBookings(
  db: Kysely<DB>,
  productId: string,
  at: string,
): Promise<{ id: string; buyer_id: string | null }[]> {
  return db
    .updateTable('orders')
    .set({ status: 'declined', updated_at: at })
    .where('product_id', '=', productId)
    .where('status', '=', 'pending')
    .returning(['id', 'buyer_id'])
    .execute();
}

/** Closes every open booking of withdrawn listings: waiting ones declined, accepted ones cancelled. */
export async function closeOpenBookings(
  db: Kysely<DB>,
  productIds: string[],
  at: string,
): Promise<
  { orderId: string; productId: string; buyerId: string | null; status: 'declined' | 'cancelled' }[]
> {
  if (productIds.length === 0) return [];
  const closed = [];
  for (const [from, to] of [
    ['pending', 'declined'],
    ['accepted', 'cancelled'],
  ] as const) {
    const rows = await db
      .updateTable('orders')
      .set({ status: to, updated_at: at })
      .where('product_id', 'in', productIds)
      .where('status', '=', from)
      .returning(['id', 'product_id', 'buyer_id'])
      .execute();
    for (const row of rows) {
      closed.push({ orderId: row.id, productId: row.product_id, buyerId: row.buyer_id, status: to });
    }
  }
  return closed;
}

/** Cancels a buyer's bookings still waiting for an answer (the account is being deleted). */
export async function cancelPendingOrdersOf(db: Kysely<DB>, buyerId: string, at: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status: 'cancelled', updated_at: at })
    .where('buyer_id', '=', buyerId)
    .where('status', '=', 'pending')
    .execute();
}

/** The products of a buyer's accepted bookings (the listing is booked for them). */
export async function acceptedBookingsOf(db: Kysely<DB>, buyerId: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'product_id'])
    .where('buyer_id', '=', buyerId)
    .where('status', '=', 'accepted')
    .orderBy('product_id')
    .execute();
}

const DELETED_USER_NAME = 'Deleted user';

/**
 * The buyer's account is gone: their orders stay in the seller's history, named "Deleted
 * user", without the contact details they gave for the meeting.
 */
export async function anonymiseOrdersOf(db: Kysely<DB>, buyerId: string, at: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ user_name: DELETED_USER_NAME, user_email: '', phone_number: '', updated_at: at })
    .where('buyer_id', '=', buyerId)
    .execute();
}

/** Open bookings (waiting or accepted) that an account is on, as the buyer or as the listing's seller. */
export async function openBookingsInvolving(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('orders as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .select(['o.id', 'o.product_id', 'o.product_name', 'o.buyer_id', 'p.seller_id'])
    .where('o.status', 'in', ['pending', 'accepted'])
    .where((eb) => eb.or([eb('o.buyer_id', '=', userId), eb('p.seller_id', '=', userId)]))
    .orderBy('o.id')
    .execute();
}

/** Of these orders, the ones declined or cancelled by the write made at `at`, with that status. */
export async function ordersClosedAt(
  db: Kysely<DB>,
  ids: string[],
  at: string,
): Promise<Map<string, 'declined' | 'cancelled'>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where('id', 'in', ids)
    .where('status', 'in', ['declined', 'cancelled'])
    .where('updated_at', '=', at)
    .execute();
  return new Map(rows.map((r) => [r.id, r.status as 'declined' | 'cancelled']));
}

/** A buyer's newest booking of a listing, whatever its state: a conversation carries on through it. */
export async function latestOrderOf(db: Kysely<DB>, productId: string, buyerId: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where('product_id', '=', productId)
    .where('buyer_id', '=', buyerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Who is on each side of a booking: its buyer and the listing's seller. */
export async function findBookingParties(db: Kysely<DB>, orderId: string) {
  return db
    .selectFrom('orders as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .select(['o.id', 'o.product_id', 'o.buyer_id', 'p.seller_id', 'o.status'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}
