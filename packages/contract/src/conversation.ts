import { z } from 'zod';
import { OrderStatusSchema } from './order.js';
import { opaqueId, plainText } from './text.js';
import { validationText, vm } from './validation-messages.js';

/** Issue 15: long enough for a real question about a camera, short enough to stay a message. */
export const MESSAGE_MAX_LENGTH = 2000;

/** How often at most the other side is e-mailed about one conversation (issue 15). */
export const MESSAGE_MAIL_INTERVAL_MINUTES = 15;

export const MessageTextSchema = plainText('text', {
  multiline: true,
  required: vm.conversationTextRequired.defaultMessage,
})
  .trim()
  .min(1, { error: vm.conversationTextMustEmpty.defaultMessage })
  .max(MESSAGE_MAX_LENGTH, { error: validationText(vm.commonTextMustAtMost, { max: MESSAGE_MAX_LENGTH }) });

/** `POST /api/conversations/{id}/messages`. */
export const SendMessageSchema = z.object({ text: MessageTextSchema });
export type SendMessage = z.infer<typeof SendMessageSchema>;

/**
 * `POST /api/conversations`: the first message of a thread, about a listing (a buyer asking
 * the seller before booking) or about a booking (either side). One of the two ids.
 */
export const StartConversationSchema = z
  .object({
    productId: opaqueId('productId').optional(),
    orderId: opaqueId('orderId').optional(),
    text: MessageTextSchema,
  })
  .refine((body) => (body.productId === undefined) !== (body.orderId === undefined), {
    error: vm.conversationGiveEitherProductidOrderid.defaultMessage,
    path: ['productId'],
  });
export type StartConversation = z.infer<typeof StartConversationSchema>;

/** `GET /api/conversations/find`: the thread of a listing (as its buyer) or of a booking. */
export const FindConversationQuerySchema = z
  .object({ productId: opaqueId('productId').optional(), orderId: opaqueId('orderId').optional() })
  .refine((query) => (query.productId === undefined) !== (query.orderId === undefined), {
    error: vm.conversationGiveEitherProductidOrderid.defaultMessage,
    path: ['productId'],
  });

export const FoundConversationSchema = z.object({ conversationId: z.string().nullable() });

export const ConversationRoleSchema = z.enum(['buyer', 'seller']);
export type ConversationRole = z.infer<typeof ConversationRoleSchema>;

/** What both sides see instead of a message a moderator removed (decision 032). */
export const REMOVED_MESSAGE_TEXT = 'Removed by a moderator';

export const ChatMessageSchema = z.object({
  id: z.string(),
  /** `REMOVED_MESSAGE_TEXT` once a moderator removed the message. */
  text: z.string(),
  /** `system`: a line the shop writes about an offer or meeting move (issue 45, item 5). */
  senderRole: z.enum(['buyer', 'seller', 'system']),
  createdAt: z.string(),
  /** A photo sent through our image host (its text is then empty), or null. */
  photoUrl: z.string().nullable(),
  removed: z.boolean(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** One thread as its reader sees it: the list entry of the inbox. */
export const ConversationSummarySchema = z.object({
  id: z.string(),
  product: z.object({ id: z.string(), name: z.string(), removed: z.boolean() }),
  buyerName: z.string(),
  sellerName: z.string(),
  /** The reader's side; `admin` reads without taking part. */
  myRole: z.enum(['buyer', 'seller', 'admin']),
  /** The buyer's latest booking of the listing: the thread carries on through it. */
  booking: z.object({ orderId: z.string(), status: OrderStatusSchema }).nullable(),
  /** Null while messages may be sent; otherwise why the thread is read-only. */
  readOnlyReason: z.string().nullable(),
  lastMessage: ChatMessageSchema.nullable(),
  unread: z.number().int(),
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;
export const ConversationListSchema = z.array(ConversationSummarySchema);

/** `GET /api/conversations/{id}`: the thread and its messages, oldest first. */
export const ConversationSchema = ConversationSummarySchema.extend({
  messages: z.array(ChatMessageSchema),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** `GET /api/conversations/unread`: the navbar's count. */
export const UnreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;
