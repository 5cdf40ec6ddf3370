import type { ProductStatus } from '@refocus/contract';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { bumpCatalogueVersion } from '../catalogue/catalogue.public.js';
import { findTransition } from './order-transitions.js';
import {
  acceptedBookingsOf,
  anonymiseOrdersOf,
  cancelPendingOrdersOf,
  moveOrder,
} from './orders.repository.js';

/**
 * A buyer deletes their account: what they booked is given back. Waiting bookings are
 * cancelled; accepted ones are cancelled through the transition table's own move (the
 * listing goes from booked back to available, so others can book it), each listing locked
 * before its order as every writer does (decision 010). Finished orders stay, anonymised.
 * The listings are the products module's: the caller hands in its lock and status move, so
 * orders does not reach into products (which reaches into orders to withdraw a listing).
 */
export interface ListingMoves {
  lock(productId: string): Promise<unknown>;
  move(productId: string, from: ProductStatus, to: ProductStatus): Promise<unknown>;
}

export async function releaseBookingsOfDepartingBuyer(
  trx: Transaction<DB>,
  buyerId: string,
  at: string,
  listings: ListingMoves,
): Promise<void> {
  await cancelPendingOrdersOf(trx, buyerId, at);
  const [release] = findTransition('accepted', 'cancelled');
  const accepted = await acceptedBookingsOf(trx, buyerId);
  for (const order of accepted) {
    await listings.lock(order.product_id);
    if (!(await moveOrder(trx, order.id, 'accepted', 'cancelled', at))) continue;
    if (release?.listing) {
      await listings.move(order.product_id, release.listing.from, release.listing.to);
    }
  }
  if (accepted.length > 0) await bumpCatalogueVersion(trx);
  await anonymiseOrdersOf(trx, buyerId, at);
}
