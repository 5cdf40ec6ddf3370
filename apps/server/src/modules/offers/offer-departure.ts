import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Notifier } from '../notifications/notifications.public.js';
import { LiveNotes } from './offer-live.js';
import { closingLine, closingNotice, moveLine, moveNotice, OFFERS_LINK } from './offer-words.js';
import { closeOffer, insertMove, openOffersInvolving } from './offers.repository.js';

/**
 * An account is deleted: its open offers close, as that side's own last move would close them
 * — a departing buyer's are withdrawn, a departing seller's declined (their listings are
 * withdrawn in the same transaction). The other side is told as of any closing: a notice in the
 * bell ("Ivy withdrew their offer", or the camera is no longer available), a line in the thread,
 * and a live event once the deletion has committed (the answered notes). Closed offers stay as
 * records; the foreign keys let the account's id go. Runs in the deletion's transaction, after
 * its listings and bookings.
 */
export async function closeOffersOfDepartingUser(
  trx: Transaction<DB>,
  userId: string,
  at: string,
  tell: { notifier?: Notifier; origin: string },
): Promise<LiveNotes> {
  const notes = new LiveNotes();
  const offers = await openOffersInvolving(trx, userId);
  if (offers.length === 0) return notes;
  // The thread's lines, read by both sides: in the shop's default language.
  const shopIntl = await tell.notifier?.shopIntl(trx);
  for (const offer of offers) {
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
    // A departing buyer withdrew; a departing seller's camera is no longer available.
    const told =
      departed === 'buyer'
        ? {
            to: offer.seller_id,
            role: 'seller' as const,
            notice: moveNotice(offer, 'buyer', 'withdraw', offer.amount),
            line: moveLine(offer, 'buyer', 'withdraw', offer.amount, shopIntl),
          }
        : {
            to: offer.buyer_id,
            role: 'buyer' as const,
            notice: closingNotice(offer, 'unavailable'),
            line: closingLine('unavailable', shopIntl),
          };
    await tell.notifier?.notify(trx, tell.origin, {
      userId: told.to,
      kind: 'offer',
      text: told.notice,
      link: OFFERS_LINK,
    });
    await notes.line(trx, offer, told.line, at);
    notes.offer(told.to, { offerId: offer.id, productId: offer.product_id, status, role: told.role });
  }
  return notes;
}
