import type { OfferParty, OfferStatus } from '@refocus/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { NewOfferMove, NewOfferRecord, OfferMovesTable } from './offers.table.js';

/** An offer with its listing as it is now (name, photo, status), for the answers. */
const OFFER_COLUMNS = [
  'o.id',
  'o.product_id',
  'o.buyer_id',
  'o.seller_id',
  'o.buyer_name',
  'o.seller_name',
  'o.asked_price',
  'o.amount',
  'o.note',
  'o.status',
  'o.turn',
  'o.rounds',
  'o.order_id',
  'o.created_at',
  'o.updated_at',
  'o.expires_at',
  'p.name as product_name',
  'p.img_url as product_img_url',
  'p.image_id as product_image_id',
  'p.status as product_status',
  'p.resale_price as product_resale_price',
  'p.deleted_at as product_deleted_at',
  'i.width as product_image_width',
] as const;

function offersWithProducts(db: Kysely<DB>) {
  return db
    .selectFrom('offers as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .leftJoin('images as i', 'i.id', 'p.image_id')
    .select(OFFER_COLUMNS);
}

export type OfferRow = NonNullable<Awaited<ReturnType<typeof findOffer>>>;
export type OfferMoveRow = Pick<OfferMovesTable, 'offer_id' | 'actor' | 'action' | 'amount' | 'created_at'>;

export async function findOffer(db: Kysely<DB>, id: string) {
  return offersWithProducts(db).where('o.id', '=', id).executeTakeFirst();
}

/** The moves of these offers, oldest first, by offer. */
export async function findMoves(db: Kysely<DB>, offerIds: string[]): Promise<Map<string, OfferMoveRow[]>> {
  const byOffer = new Map<string, OfferMoveRow[]>();
  if (offerIds.length === 0) return byOffer;
  const rows = await db
    .selectFrom('offer_moves')
    .select(['offer_id', 'actor', 'action', 'amount', 'created_at'])
    .where('offer_id', 'in', offerIds)
    .orderBy('offer_id')
    .orderBy('seq')
    .execute();
  for (const row of rows) {
    const moves = byOffer.get(row.offer_id) ?? [];
    moves.push(row);
    byOffer.set(row.offer_id, moves);
  }
  return byOffer;
}

export interface OfferFilter {
  userId: string;
  role?: OfferParty;
  status?: 'open' | 'closed';
  /** ISO time: an open offer past its expiry counts as closed. */
  now: string;
}

function filtered(db: Kysely<DB>, filter: OfferFilter) {
  return db.selectFrom('offers as o').where((eb) => {
    const mine =
      filter.role === 'buyer'
        ? eb('o.buyer_id', '=', filter.userId)
        : filter.role === 'seller'
          ? eb('o.seller_id', '=', filter.userId)
          : eb.or([eb('o.buyer_id', '=', filter.userId), eb('o.seller_id', '=', filter.userId)]);
    if (filter.status === 'open') {
      return eb.and([mine, eb('o.status', '=', 'open'), eb('o.expires_at', '>', filter.now)]);
    }
    if (filter.status === 'closed') {
      return eb.and([mine, eb.or([eb('o.status', '!=', 'open'), eb('o.expires_at', '<=', filter.now)])]);
    }
    return mine;
  });
}

/** The caller's offers, newest move first. */
export async function listOffers(db: Kysely<DB>, filter: OfferFilter, offset: number, limit: number) {
  const ids = await filtered(db, filter)
    .select('o.id')
    .orderBy('o.updated_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  if (ids.length === 0) return [];
  const rows = await offersWithProducts(db)
    .where(
      'o.id',
      'in',
      ids.map((row) => row.id),
    )
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((row) => byId.get(row.id) ?? []);
}

export async function countOffers(db: Kysely<DB>, filter: OfferFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function insertOffer(trx: Transaction<DB>, row: NewOfferRecord): Promise<void> {
  await trx.insertInto('offers').values(row).execute();
}

/** Adds a move after the offer's last one (the caller holds the listing's lock: moves go in turn). */
export async function insertMove(trx: Transaction<DB>, move: Omit<NewOfferMove, 'seq'>): Promise<void> {
  const last = await trx
    .selectFrom('offer_moves')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('offer_id', '=', move.offer_id)
    .executeTakeFirst();
  await trx
    .insertInto('offer_moves')
    .values({ ...move, seq: Number(last?.seq ?? 0) + 1 })
    .execute();
}

/**
 * Moves an open offer on only if it is still as it was read (same round, same turn); false
 * when another move came first. The conditional update is what lets exactly one of two
 * moves at once land, whatever the database.
 */
export async function moveOffer(
  trx: Transaction<DB>,
  id: string,
  seen: { rounds: number; turn: OfferParty | null },
  to: {
    status: OfferStatus;
    turn: OfferParty | null;
    rounds: number;
    amount: number;
    updated_at: string;
    expires_at?: string;
    order_id?: string;
  },
): Promise<boolean> {
  const result = await trx
    .updateTable('offers')
    .set(to)
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('rounds', '=', seen.rounds)
    .$if(seen.turn === null, (q) => q.where('turn', 'is', null))
    .$if(seen.turn !== null, (q) => q.where('turn', '=', seen.turn))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What closing an offer needs to tell its two sides. */
export type ClosingOffer = Awaited<ReturnType<typeof openOffersOfListing>>[number];

const CLOSING_COLUMNS = [
  'o.id',
  'o.product_id',
  'o.buyer_id',
  'o.seller_id',
  'o.buyer_name',
  'o.seller_name',
  'o.amount',
  'o.turn',
  'o.expires_at',
  'p.name as product_name',
] as const;

/** A listing's offers still open at `now` (past their expiry they are the sweep's), but `exceptId`. */
export async function openOffersOfListing(db: Kysely<DB>, productId: string, now: string, exceptId?: string) {
  return db
    .selectFrom('offers as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .select(CLOSING_COLUMNS)
    .where('o.product_id', '=', productId)
    .where('o.status', '=', 'open')
    .where('o.expires_at', '>', now)
    .$if(exceptId !== undefined, (q) => q.where('o.id', '!=', exceptId!))
    .orderBy('o.id')
    .execute();
}

/** The buyer's offer on a listing the database calls open though it expired by `now`, if any. */
export async function expiredOpenOfferOf(
  trx: Transaction<DB>,
  productId: string,
  buyerId: string,
  now: string,
) {
  return trx
    .selectFrom('offers as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .select(CLOSING_COLUMNS)
    .where('o.product_id', '=', productId)
    .where('o.buyer_id', '=', buyerId)
    .where('o.status', '=', 'open')
    .where('o.expires_at', '<=', now)
    .executeTakeFirst();
}

/** Open offers past their expiry at `now`, oldest first: the sweep's to close. */
export async function dueOffers(db: Kysely<DB>, now: string, limit: number) {
  return db
    .selectFrom('offers as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .select(CLOSING_COLUMNS)
    .where('o.status', '=', 'open')
    .where('o.expires_at', '<=', now)
    .orderBy('o.expires_at')
    .orderBy('o.id')
    .limit(limit)
    .execute();
}

/** Listings that still have open offers but are no longer on sale (booked, sold, withdrawn). */
export async function listingsGoneWithOpenOffers(db: Kysely<DB>, now: string, limit: number) {
  const rows = await db
    .selectFrom('offers as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .select('o.product_id')
    .distinct()
    .where('o.status', '=', 'open')
    .where('o.expires_at', '>', now)
    .where((eb) => eb.or([eb('p.status', '!=', 'available'), eb('p.deleted_at', 'is not', null)]))
    .orderBy('o.product_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.product_id);
}

/** Closes one open offer unless it moved meanwhile; `expiredBy`: only if it is past its expiry then. */
export async function closeOffer(
  trx: Transaction<DB>,
  id: string,
  to: Exclude<OfferStatus, 'open' | 'accepted'>,
  at: string,
  expiredBy?: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('offers')
    .set({ status: to, turn: null, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .$if(expiredBy !== undefined, (q) => q.where('expires_at', '<=', expiredBy!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Open offers an account is on, as the buyer or the seller (the account is being deleted). */
export async function openOffersInvolving(trx: Transaction<DB>, userId: string) {
  return trx
    .selectFrom('offers as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .select(CLOSING_COLUMNS)
    .where('o.status', '=', 'open')
    .where((eb) => eb.or([eb('o.buyer_id', '=', userId), eb('o.seller_id', '=', userId)]))
    .orderBy('o.id')
    .execute();
}

/** The buyer's offer on a listing that is open at `now`, if any (at most one: a partial unique index). */
export async function findOpenOfferOf(db: Kysely<DB>, productId: string, buyerId: string, now: string) {
  return db
    .selectFrom('offers')
    .select(['id', 'amount', 'turn', 'expires_at'])
    .where('product_id', '=', productId)
    .where('buyer_id', '=', buyerId)
    .where('status', '=', 'open')
    .where('expires_at', '>', now)
    .$narrowType<{ turn: OfferParty }>()
    .executeTakeFirst();
}

/** Open offers on a listing waiting for its seller's answer at `now`. */
export async function countPendingOffers(db: Kysely<DB>, productId: string, now: string): Promise<number> {
  const row = await db
    .selectFrom('offers')
    .select((eb) => eb.fn.countAll().as('pending'))
    .where('product_id', '=', productId)
    .where('status', '=', 'open')
    .where('turn', '=', 'seller')
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.pending);
}

/** Where the listing is: an agreed booking's place until the meeting proposal names another. */
export async function listingLocation(trx: Transaction<DB>, productId: string): Promise<string> {
  const row = await trx
    .selectFrom('products')
    .select('location')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.location;
}

/** Whether the listing takes offers (the seller did not say "no offers"). */
export async function acceptsOffers(trx: Transaction<DB>, productId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('products')
    .select('accepts_offers')
    .where('id', '=', productId)
    .executeTakeFirst();
  return Number(row?.accepts_offers) === 1;
}
