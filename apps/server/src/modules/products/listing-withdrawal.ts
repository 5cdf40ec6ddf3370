import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { bumpCatalogueVersion } from '../catalogue/catalogue.public.js';
import { type BookingChange, closeOpenBookings } from '../orders/orders.public.js';
import { softDeleteListings } from './products.repository.js';

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
