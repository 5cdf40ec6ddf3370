import {
  type ChatMessage,
  type ConversationSummary,
  type OrderStatus,
  REMOVED_MESSAGE_TEXT,
} from '@refocus/contract';
import { type ErrorMessage, englishOf } from '../../errors/app-error.js';
import type { ConversationRow, MessageRow } from './conversations.repository.js';
import { conversationsErrors } from './conversations-errors.js';

const CLOSED_ACCOUNT = 'Closed account';

export interface LatestBooking {
  id: string;
  status: OrderStatus;
}

const isGone = (deletedAt: string | null, disabled: number | null) => deletedAt !== null || disabled === 1;

/**
 * Why no message may be sent on the thread now, or null (decision 026): it follows the
 * buyer's latest booking of the listing, or the listing itself while there is none.
 */
export function readOnlyMessage(
  row: ConversationRow,
  booking: LatestBooking | undefined,
): ErrorMessage | null {
  if (!row.buyer_id || !row.seller_id || row.buyer_name === null || row.seller_name === null)
    return conversationsErrors.accountClosedReadOnly;
  if (isGone(row.buyer_deleted_at, row.buyer_disabled) || isGone(row.seller_deleted_at, row.seller_disabled))
    return conversationsErrors.accountClosedReadOnly;
  if (booking) {
    if (booking.status === 'pending' || booking.status === 'accepted') return null;
    return { ...conversationsErrors.bookingReadOnly, values: { status: booking.status } };
  }
  if (row.product_deleted_at !== null || row.product_status !== 'available')
    return conversationsErrors.cameraGoneReadOnly;
  return null;
}

/** The same reason in English: the conversation summary's `readOnlyReason` (the API's field). */
function readOnlyReason(row: ConversationRow, booking: LatestBooking | undefined): string | null {
  const message = readOnlyMessage(row, booking);
  return message ? englishOf(message) : null;
}

/**
 * Where a message's photo is served: through its thread, to the thread's people only (issue
 * 41 item 12), never as a public image URL. `origin` is PUBLIC_URL, or '' for a relative path.
 */
export function messagePhotoUrl(origin: string, conversationId: string, messageId: string): string {
  return `${origin}/api/conversations/${conversationId}/messages/${messageId}/photo`;
}

export function toChatMessage(row: MessageRow, conversationId: string, origin: string): ChatMessage {
  const removed = row.removed_at !== null;
  return {
    id: row.id,
    text: removed ? REMOVED_MESSAGE_TEXT : row.body,
    senderRole: row.sender_role,
    createdAt: row.created_at,
    removed,
    // A removed message shows neither its text nor its photo.
    photoUrl: removed || row.image_id === null ? null : messagePhotoUrl(origin, conversationId, row.id),
  };
}

export function toConversationSummary(
  row: ConversationRow,
  context: {
    myRole: ConversationSummary['myRole'];
    booking: LatestBooking | undefined;
    lastMessage: MessageRow | undefined;
    unread: number;
    origin: string;
  },
): ConversationSummary {
  return {
    id: row.id,
    product: { id: row.product_id, name: row.product_name, removed: row.product_deleted_at !== null },
    buyerName: row.buyer_deleted_at === null ? (row.buyer_name ?? CLOSED_ACCOUNT) : CLOSED_ACCOUNT,
    sellerName: row.seller_deleted_at === null ? (row.seller_name ?? CLOSED_ACCOUNT) : CLOSED_ACCOUNT,
    myRole: context.myRole,
    booking: context.booking ? { orderId: context.booking.id, status: context.booking.status } : null,
    readOnlyReason: readOnlyReason(row, context.booking),
    lastMessage: context.lastMessage ? toChatMessage(context.lastMessage, row.id, context.origin) : null,
    unread: context.unread,
    updatedAt: row.last_message_at,
  };
}
