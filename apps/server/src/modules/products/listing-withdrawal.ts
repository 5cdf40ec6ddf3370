import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { bumpCatalogueVersion } from '../catalogue/catalogue.public.js';
import { closeOpenBookings } from '../orders/orders.public.js';
import { softDeleteListings } from './products.repository.js';

/**
 * The one rule for taking listings away, whoever asks (the seller, an admin, an admin
 * deleting the seller): off the storefront, no booking left open on them (waiting ones
 * declined, accepted ones cancelled), orders kept as records. The caller has locked the
 * listings (`lockListing`, `lockSellerListings`) in this transaction.
 */
export async function withdrawListings(
  trx: Transaction<DB>,
  listingIds: string[],
  at: string,
): Promise<void> {
  if (listingIds.length === 0) return;
  await softDeleteListings(trx, listingIds, at);
  await closeOpenBookings(trx, listingIds, at);
  await bumpCatalogueVersion(trx);
}
