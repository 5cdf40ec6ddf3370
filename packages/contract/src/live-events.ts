import type { OfferParty, OfferStatus } from './offer.js';
import type { OrderStatus } from './order.js';

/**
 * What `GET /api/events` (Server-Sent Events, decision 023) sends a signed-in user: one
 * `{type, data}` JSON object per event. New kinds (issue 15's messages) add a member here.
 */
export type LiveEvent =
  | {
      type: 'booking-changed';
      /** The booking, its new status, and which side of it the receiver is. */
      data: { orderId: string; productId: string; status: OrderStatus; role: 'buyer' | 'seller' };
    }
  | {
      type: 'message-received';
      /** A new message from the other side of a conversation (issue 15): reload the thread and the counts. */
      data: { conversationId: string; messageId: string };
    }
  | {
      type: 'offer-changed';
      /** An offer was made, answered, countered, withdrawn or expired (issue 45): reload offers and the listing's viewer. */
      data: { offerId: string; productId: string; status: OfferStatus; role: OfferParty };
    };

export type LiveEventType = LiveEvent['type'];

/** The SSE event name of the first message: the stream is open, anything missed must be reloaded. */
export const LIVE_READY_EVENT = 'ready';

/**
 * The SSE event name that ends a stream the server took back: the user opened more streams
 * than one instance keeps (tabs, devices), and this was the oldest. Not worth reconnecting
 * until the tab is looked at again.
 */
export const LIVE_REPLACED_EVENT = 'replaced';

/**
 * The SSE event name that ends a stream whose sign-in session ended (signed out, ended from
 * another device, the account disabled; issue 41 item 8): its token no longer works, so the
 * client stops following until someone signs in again.
 */
export const LIVE_SESSION_ENDED_EVENT = 'session-ended';
