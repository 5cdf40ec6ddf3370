import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Notifier } from '../notifications/notifications.public.js';
import { LiveNotes } from './offer-live.js';
import { type ClosingReason, closingLine, closingNotice, OFFERS_LINK } from './offer-words.js';
import { closeOffer, insertMove, openOffersOfListing } from './offers.repository.js';

/**
 * Declines a listing's open offers but `exceptId`, because the listing was booked (another
 * offer or a booking accepted) or is no longer on sale. Each buyer gets a notice and a line in
 * their thread; the seller made it happen and gets none. The caller holds the listing's lock
 * and publishes the answered notes once its transaction committed. Offers already past their
 * expiry are left to the sweep, which closes them as expired.
 */
export async function declineOpenOffersOfListing(
  trx: Transaction<DB>,
  notifier: Notifier | undefined,
  linkOrigin: string,
  closing: {
    productId: string;
    reason: ClosingReason;
    at: string;
    exceptId?: string;
    /** The buyer whose booking was accepted: their own offer is closed as `own-booking`. */
    bookedBuyerId?: string | null;
  },
): Promise<{ notes: LiveNotes; declined: number }> {
  const notes = new LiveNotes();
  let declined = 0;
  const offers = await openOffersOfListing(trx, closing.productId, closing.at, closing.exceptId);
  for (const offer of offers) {
    if (!(await closeOffer(trx, offer.id, 'declined', closing.at))) continue;
    declined++;
    const reason =
      closing.bookedBuyerId && offer.buyer_id === closing.bookedBuyerId ? 'own-booking' : closing.reason;
    await insertMove(trx, {
      offer_id: offer.id,
      actor: 'seller',
      action: 'decline',
      amount: null,
      created_at: closing.at,
    });
    await notifier?.notify(trx, linkOrigin, {
      userId: offer.buyer_id,
      kind: 'offer',
      text: closingNotice(offer, reason),
      link: OFFERS_LINK,
    });
    // The thread's line, read by both sides: in the shop's default language.
    await notes.line(trx, offer, closingLine(reason, await notifier?.shopIntl(trx)), closing.at);
    const data = { offerId: offer.id, productId: closing.productId, status: 'declined' as const };
    notes.offer(offer.buyer_id, { ...data, role: 'buyer' });
    notes.offer(offer.seller_id, { ...data, role: 'seller' });
  }
  return { notes, declined };
}
