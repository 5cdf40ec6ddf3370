import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version.js';
import { lockListing, moveListingStatus } from '../products/index.js';
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
 */
export async function releaseBookingsOfDepartingBuyer(
  trx: Transaction<DB>,
  buyerId: string,
  at: string,
): Promise<void> {
  await cancelPendingOrdersOf(trx, buyerId, at);
  const [release] = findTransition('accepted', 'cancelled');
  const accepted = await acceptedBookingsOf(trx, buyerId);
  for (const order of accepted) {
    await lockListing(trx, order.product_id);
    if (!(await moveOrder(trx, order.id, 'accepted', 'cancelled', at))) continue;
    if (release?.listing) {
      await moveListingStatus(trx, order.product_id, release.listing.from, release.listing.to, at);
    }
  }
  if (accepted.length > 0) await bumpCatalogueVersion(trx);
  await anonymiseOrdersOf(trx, buyerId, at);
}
