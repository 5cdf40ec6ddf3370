import type { OrderStatus } from '@refocus/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { hasRowLocks } from '../../db/write-transaction.js';
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
  'o.asked_price',
  'o.offer_id',
  'o.meeting_at',
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
    .select(['o.id', 'o.product_id', 'o.product_name', 'o.buyer_id', 'p.seller_id', 'o.status'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

/** A booking's open meeting proposal: the times, earliest first, and who proposed them. */
export interface ProposalRow {
  starts_at: string;
  proposed_by: 'buyer' | 'seller';
}

/** The open proposals of a page of bookings, in one query; bookings without any are absent. */
export async function proposalsOf(db: Kysely<DB>, orderIds: readonly string[]) {
  const byOrder = new Map<string, ProposalRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('meeting_proposals')
    .select(['order_id', 'starts_at', 'proposed_by'])
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('starts_at')
    .execute();
  for (const { order_id, ...proposal } of rows) {
    byOrder.set(order_id, [...(byOrder.get(order_id) ?? []), proposal]);
  }
  return byOrder;
}

/**
 * A booking's meeting fields, its row locked until the transaction ends (PostgreSQL; SQLite
 * writes one transaction at a time): two moves on one booking's meeting go one after the
 * other. Lock the listing first (decision 010).
 */
export async function lockOrderMeeting(trx: Transaction<DB>, id: string) {
  return trx
    .selectFrom('orders')
    .select(['id', 'status', 'location', 'meeting_at', 'created_at'])
    .where('id', '=', id)
    .$if(hasRowLocks(trx), (q) => q.forUpdate())
    .executeTakeFirst();
}

/** Puts these times on the table as `by`'s proposal, in place of any open one (either side's). */
export async function replaceProposals(
  trx: Transaction<DB>,
  orderId: string,
  by: 'buyer' | 'seller',
  startsAt: readonly string[],
  at: string,
): Promise<void> {
  await trx.deleteFrom('meeting_proposals').where('order_id', '=', orderId).execute();
  if (startsAt.length === 0) return;
  await trx
    .insertInto('meeting_proposals')
    .values(startsAt.map((starts_at) => ({ order_id: orderId, starts_at, proposed_by: by, created_at: at })))
    .execute();
}

/**
 * A new proposal un-agrees the meeting: the agreed time, and the reminder and follow-up marks
 * that went with it, are cleared until one of the new times is accepted. `location` when the
 * proposal names a new place.
 */
export async function reopenMeeting(
  trx: Transaction<DB>,
  orderId: string,
  at: string,
  location: string | undefined,
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({
      meeting_at: null,
      meeting_reminded_at: null,
      meeting_followed_up_at: null,
      updated_at: at,
      ...(location === undefined ? {} : { location }),
    })
    .where('id', '=', orderId)
    .execute();
}

/**
 * Agrees the meeting at `meetingAt` and clears the proposals. `remindedAt` is set when the
 * meeting is within the reminder's reach already: the agreement itself is the reminder.
 */
export async function agreeMeeting(
  trx: Transaction<DB>,
  orderId: string,
  meetingAt: string,
  at: string,
  remindedAt: string | null,
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({
      meeting_at: meetingAt,
      meeting_reminded_at: remindedAt,
      meeting_followed_up_at: null,
      updated_at: at,
    })
    .where('id', '=', orderId)
    .execute();
  await trx.deleteFrom('meeting_proposals').where('order_id', '=', orderId).execute();
}

/** What a meeting's reminder and follow-up tell, and to whom. */
function acceptedMeetings(db: Kysely<DB>) {
  return db
    .selectFrom('orders as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .select([
      'o.id',
      'o.product_id',
      'o.product_name',
      'o.buyer_id',
      'o.user_name',
      'o.location',
      'o.meeting_at',
      'p.seller_id',
      'p.seller_name',
    ])
    .where('o.status', '=', 'accepted')
    .where('o.meeting_at', 'is not', null)
    .$narrowType<{ meeting_at: string }>();
}

export type MeetingDue = Awaited<ReturnType<typeof meetingsToRemind>>[number];

/** Accepted bookings whose agreed meeting is after `now` and by `until`, not reminded yet. */
export function meetingsToRemind(db: Kysely<DB>, now: string, until: string, limit: number) {
  return acceptedMeetings(db)
    .where('o.meeting_at', '>', now)
    .where('o.meeting_at', '<=', until)
    .where('o.meeting_reminded_at', 'is', null)
    .orderBy('o.meeting_at')
    .limit(limit)
    .execute();
}

/** Accepted bookings whose agreed meeting time has passed, not followed up yet. */
export function meetingsToFollowUp(db: Kysely<DB>, now: string, limit: number) {
  return acceptedMeetings(db)
    .where('o.meeting_at', '<=', now)
    .where('o.meeting_followed_up_at', 'is', null)
    .orderBy('o.meeting_at')
    .limit(limit)
    .execute();
}

/**
 * Marks a meeting's reminder (or follow-up) sent, only if nobody did and the booking and its
 * time are still what was read: true for exactly one instance, which then tells both sides.
 */
export async function markMeetingNoticeSent(
  trx: Transaction<DB>,
  mark: 'meeting_reminded_at' | 'meeting_followed_up_at',
  order: { id: string; meeting_at: string },
  at: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({ [mark]: at })
    .where('id', '=', order.id)
    .where('status', '=', 'accepted')
    .where('meeting_at', '=', order.meeting_at)
    .where(mark, 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
