import type { LiveEvent, OfferParty, OfferStatus } from '@refocus/contract';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { addSystemLine } from '../conversations/conversations.public.js';
import type { LiveEvents } from '../events/events.public.js';

/**
 * What a move's transaction has to tell live once it commits (decision 023): the offer that
 * changed to each side that should hear of it, and the thread that got a system line to both
 * sides, so an open thread reloads. Made anew in each attempt of the transaction, published
 * after the commit; a lost event only means a list refreshes on the next load.
 */
export class LiveNotes {
  private readonly events: { userId: string; event: LiveEvent }[] = [];

  offer(
    userId: string | null,
    data: { offerId: string; productId: string; status: OfferStatus; role: OfferParty },
  ): void {
    if (userId) this.events.push({ userId, event: { type: 'offer-changed', data } });
  }

  /** A booking the move made or closed (an accepted offer books the listing, declining waiting bookings). */
  booking(userId: string | null, data: Extract<LiveEvent, { type: 'booking-changed' }>['data']): void {
    if (userId) this.events.push({ userId, event: { type: 'booking-changed', data } });
  }

  /** Another set's events, after this one's. */
  add(other: LiveNotes): void {
    this.events.push(...other.events);
  }

  /**
   * Writes a system line into the buyer's thread of the listing (issue 45, item 5), and notes
   * the live event telling both sides to reload it. Nothing when either account is gone.
   */
  async line(
    trx: Transaction<DB>,
    offer: { product_id: string; buyer_id: string | null; seller_id: string | null },
    text: string,
    at: string,
  ): Promise<void> {
    const { buyer_id: buyerId, seller_id: sellerId } = offer;
    if (!buyerId || !sellerId) return;
    const { conversationId, messageId } = await addSystemLine(trx, {
      productId: offer.product_id,
      buyerId,
      sellerId,
      text,
      at,
    });
    for (const userId of [buyerId, sellerId]) {
      this.events.push({ userId, event: { type: 'message-received', data: { conversationId, messageId } } });
    }
  }

  publish(live: LiveEvents | undefined): void {
    for (const { userId, event } of this.events) live?.publish(userId, event).catch(() => undefined);
  }
}
