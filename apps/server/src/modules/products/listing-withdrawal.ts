import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { bumpCatalogueVersion } from '../catalogue/catalogue.public.js';
import { type BookingChange, closeOpenBookings } from '../orders/orders.public.js';
import { restoreWithdrawnListing, softDeleteListings } from './products.repository.js';

/**
 * The one rule for taking listings away, whoever asks (the seller, an admin, an admin
 * deleting the seller): off the storefront, no booking left open on them (waiting ones
 * declined, accepted ones cancelled), orders kept as records. The caller has locked the
 * listings (`lockListing`, `lockSellerListings`) in this transaction. Answers the bookings it
 * closed, as changes for their buyers, to publish once the transaction has committed.
 */
export async function withdrawListings(
  trx: Transaction<DB>,
  listingIds: string[],
  at: string,
): Promise<BookingChange[]> {
  if (listingIds.length === 0) return [];
  await softDeleteListings(trx, listingIds, at);
  const closed = await closeOpenBookings(trx, listingIds, at);
  await bumpCatalogueVersion(trx);
  return closed.map(({ buyerId, ...booking }) => ({ ...booking, userId: buyerId, role: 'buyer' }));
}

/**
 * The way back, for a moderator undoing a decision: the listing withdrawn at `withdrawnAt`
 * returns to the storefront (the triggers put it back) unless it was withdrawn again since.
 * Its closed bookings stay closed. False when there was nothing to restore.
 */
export async function restoreListing(
  trx: Transaction<DB>,
  listingId: string,
  withdrawnAt: string,
  at: string,
): Promise<boolean> {
  if (!(await restoreWithdrawnListing(trx, listingId, withdrawnAt, at))) return false;
  await bumpCatalogueVersion(trx);
  return true;
}
