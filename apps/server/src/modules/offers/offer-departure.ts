import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { closeOffer, insertMove, openOffersInvolving } from './offers.repository.js';

/**
 * An account is deleted: its open offers close, as that side's own last move would close them
 * — a departing buyer's are withdrawn, a departing seller's declined (their listings are
 * withdrawn in the same transaction). Closed offers stay as records; the foreign keys let the
 * account's id go. Runs in the deletion's transaction, after its listings and bookings.
 */
export async function closeOffersOfDepartingUser(
  trx: Transaction<DB>,
  userId: string,
  at: string,
): Promise<void> {
  for (const offer of await openOffersInvolving(trx, userId)) {
    const departed = offer.buyer_id === userId ? 'buyer' : 'seller';
    const status = departed === 'buyer' ? 'withdrawn' : 'declined';
    if (!(await closeOffer(trx, offer.id, status, at))) continue;
    await insertMove(trx, {
      offer_id: offer.id,
      actor: departed,
      action: departed === 'buyer' ? 'withdraw' : 'decline',
      amount: null,
      created_at: at,
    });
  }
}
