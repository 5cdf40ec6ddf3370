import {
  type ChatMessage,
  type Conversation,
  type ConversationRole,
  type ConversationSummary,
  MESSAGE_MAIL_INTERVAL_MINUTES,
} from '@refocus/contract';
import type { Kysely, Transaction } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { Clock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { AppError } from '../../errors/app-error.js';
import type { LiveEvents } from '../events/events.public.js';
import { findBookingParties, latestOrderOf } from '../orders/orders.public.js';
import { lockListing } from '../products/products.public.js';
import { findLiveUserById, requireVerifiedEmail, type User } from '../users/users.public.js';
import {
  messagePhotoUrl,
  readOnlyMessage,
  toChatMessage,
  toConversationSummary,
} from './conversation-mapper.js';
import {
  type ConversationRow,
  claimMailSlot,
  countConversationsOf,
  findConversation,
  findConversationIdOf,
  findListing,
  findVisiblePhoto,
  insertConversation,
  insertMessage,
  lastMessagesOf,
  listConversationsOf,
  listMessages,
  lockConversation,
  markRead,
  unreadCountsOf,
} from './conversations.repository.js';
import { conversationsErrors } from './conversations-errors.js';
import { queueMessageNotice } from './message-notices.js';
import type { MessageThrottle } from './message-throttle.js';
import { readableThread, roleOf } from './thread-access.js';

/** A thread shows its newest messages; older ones are kept but not sent (see decision 026). */
const MESSAGES_SHOWN = 500;
const MAIL_INTERVAL_MS = MESSAGE_MAIL_INTERVAL_MINUTES * 60_000;

/** A photo stored through our image host, to show in a message. */
export interface MessagePhoto {
  imageId: string;
  url: string;
}

interface Page {
  page: number;
  limit: number;
}

/** Where the thread begins: a listing the caller asks about, or a booking the caller is party to. */
export type Subject = { productId: string } | { orderId: string };

/** What the service works with besides the database and the clock; each may be left out in tests. */
export interface ConversationDeps {
  /** Live events to the other side (decision 023). */
  events?: LiveEvents;
  /**
   * Whether a report (open or decided) concerns a message of the thread: only then may an
   * admin read it (decision 032). Given by the app, so this module needs no moderation import.
   */
  reportedThread?: (conversationId: string) => Promise<boolean>;
  /** Messages per person per minute and per day (issue 41 item 4). */
  throttle?: MessageThrottle;
  /** PUBLIC_URL, or '': the prefix of the photo addresses answered. */
  origin?: string;
}

/** A message just written, and whom it is for. */
interface Sent {
  conversationId: string;
  recipientId: string;
  message: ChatMessage;
}

export class ConversationsService {
  private readonly events: LiveEvents | undefined;
  private readonly reportedThread: (conversationId: string) => Promise<boolean>;
  private readonly throttle: MessageThrottle | undefined;
  private readonly origin: string;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    deps: ConversationDeps = {},
  ) {
    this.events = deps.events;
    this.reportedThread = deps.reportedThread ?? (async () => false);
    this.throttle = deps.throttle;
    this.origin = deps.origin ?? '';
  }

  /** Which thread a listing (as its would-be buyer) or a booking has, if any yet. */
  async find(caller: User, subject: Subject): Promise<string | null> {
    if ('productId' in subject) {
      return (await findConversationIdOf(this.db, subject.productId, caller.id)) ?? null;
    }
    const order = await findBookingParties(this.db, subject.orderId);
    if (!order?.buyer_id) return null;
    if (caller.id !== order.buyer_id && caller.id !== order.seller_id) {
      throw new AppError('forbidden', conversationsErrors.bookingYours, 'orderId');
    }
    return (await findConversationIdOf(this.db, order.product_id, order.buyer_id)) ?? null;
  }

  /**
   * The first message about a listing or a booking: opens its thread, or carries on the one
   * there is. Answers the thread with only that message: the rest is `read`'s to page in.
   */
  async start(caller: User, subject: Subject, text: string, origin: string): Promise<Conversation> {
    requireVerifiedEmail(caller);
    const { productId, buyerId, sellerId } = await this.resolve(caller, subject);
    const existing = await findConversationIdOf(this.db, productId, buyerId);
    if (existing) return this.threadWith(caller, existing, await this.send(caller, existing, text, origin));
    const id = uuidv7();
    // A new thread is refused by the same rules as a message: check them before it exists.
    const booking = await latestOrderOf(this.db, productId, buyerId);
    const reason = await this.reasonForNew(productId, sellerId, booking);
    if (reason) throw new AppError('conflict', reason);
    await this.throttle?.admit(caller.id);
    const sent = await writeTransaction(this.db, async (trx) => {
      await insertConversation(trx, {
        id,
        product_id: productId,
        buyer_id: buyerId,
        seller_id: sellerId,
        created_at: this.clock().toISOString(),
      });
      // Two first messages at once: the second lands on the thread the first made.
      const threadId = (await findConversationIdOf(trx, productId, buyerId)) ?? id;
      const row = await findConversation(trx, threadId);
      if (!row) throw new AppError('not-found', conversationsErrors.suchConversation);
      return this.write(trx, row, caller, text, origin);
    });
    this.tellOther(sent);
    return this.threadWith(caller, sent.conversationId, sent.message);
  }

  /**
   * A message on a thread the caller is party to, while the thread is open. Answers that
   * message alone: a thread can hold hundreds, and a sender already has the rest.
   */
  async send(caller: User, conversationId: string, text: string, origin: string): Promise<ChatMessage> {
    const row = await this.writableThread(caller, conversationId);
    await this.throttle?.admit(caller.id);
    const sent = await writeTransaction(this.db, (trx) => this.write(trx, row, caller, text, origin));
    this.tellOther(sent);
    return sent.message;
  }

  /**
   * A photo on a thread the caller is party to, while it is open. Who may write is checked
   * before `storePhoto` runs, so nobody else makes the server re-encode an image; a thread
   * closed meanwhile leaves the stored photo unused, and the image cleanup removes it.
   */
  async sendPhoto(
    caller: User,
    conversationId: string,
    storePhoto: (conversationId: string) => Promise<MessagePhoto>,
    origin: string,
  ): Promise<ChatMessage> {
    const row = await this.writableThread(caller, conversationId);
    // Counted before the image work: a sender past the cap costs no re-encoding.
    await this.throttle?.admit(caller.id);
    const photo = await storePhoto(row.id);
    const sent = await writeTransaction(this.db, (trx) => this.write(trx, row, caller, '', origin, photo));
    this.tellOther(sent);
    return sent.message;
  }

  /**
   * The stored photo of a message, for the thread's two people and for admins reading a
   * reported thread, while the message is visible (issue 41 item 12). Not-found for a message
   * without a photo, of another thread, or removed by a moderator.
   */
  async photo(caller: User, conversationId: string, messageId: string): Promise<string> {
    await this.readableThread(caller, conversationId);
    const imageId = await findVisiblePhoto(this.db, conversationId, messageId);
    if (!imageId) throw new AppError('not-found', conversationsErrors.suchPhoto);
    return imageId;
  }

  /** The thread, when the caller may write on it now; otherwise the reason, as an error. */
  private async writableThread(caller: User, conversationId: string): Promise<ConversationRow> {
    requireVerifiedEmail(caller);
    const row = await findConversation(this.db, conversationId);
    if (!row) throw new AppError('not-found', conversationsErrors.suchConversation);
    const role = roleOf(row, caller);
    if (!role) throw new AppError('forbidden', conversationsErrors.conversationYours);
    const booking = row.buyer_id ? await latestOrderOf(this.db, row.product_id, row.buyer_id) : undefined;
    const reason = readOnlyMessage(row, booking);
    if (reason) throw new AppError('conflict', reason);
    return row;
  }

  /**
   * The thread with its messages: its two parties, and admins (read-only) only when a report
   * concerns one of its messages (decision 032).
   */
  async read(caller: User, conversationId: string): Promise<Conversation> {
    const { row, role } = await this.readableThread(caller, conversationId);
    const [summary, messages] = await Promise.all([
      this.summarise(caller, role, [row]),
      listMessages(this.db, row.id, MESSAGES_SHOWN),
    ]);
    return { ...summary[0]!, messages: messages.map((m) => toChatMessage(m, row.id, this.origin)) };
  }

  /** The thread and the caller's side of it, when the caller may read it (thread-access.ts). */
  private readableThread(caller: User, conversationId: string) {
    return readableThread(this.db, this.reportedThread, caller, conversationId);
  }

  /** The thread's summary with just `message`: what starting (or carrying on) a thread answers. */
  private async threadWith(
    caller: User,
    conversationId: string,
    message: ChatMessage,
  ): Promise<Conversation> {
    const { row, role } = await this.readableThread(caller, conversationId);
    const [summary] = await this.summarise(caller, role, [row]);
    return { ...summary!, messages: [message] };
  }

  async inbox(caller: User, page: Page): Promise<{ items: ConversationSummary[]; total: number }> {
    const offset = (page.page - 1) * page.limit;
    const [rows, total] = await Promise.all([
      listConversationsOf(this.db, caller.id, offset, page.limit),
      countConversationsOf(this.db, caller.id),
    ]);
    return { items: await this.summarise(caller, undefined, rows), total };
  }

  /** Every message the caller has not seen, across their threads: the navbar's count. */
  async unread(caller: User): Promise<number> {
    let total = 0;
    for (const count of (await unreadCountsOf(this.db, caller.id)).values()) total += count;
    return total;
  }

  /** The caller has seen the thread up to its newest message. */
  async markRead(caller: User, conversationId: string): Promise<number> {
    const row = await findConversation(this.db, conversationId);
    if (!row) throw new AppError('not-found', conversationsErrors.suchConversation);
    const role = roleOf(row, caller);
    if (!role) throw new AppError('forbidden', conversationsErrors.onlyTwoPeopleConversation);
    await markRead(this.db, row.id, role);
    return this.unread(caller);
  }

  /** Stores the message, claims the e-mail slot, queues the notice: all in the caller's transaction. */
  private async write(
    trx: Transaction<DB>,
    row: ConversationRow,
    caller: User,
    text: string,
    origin: string,
    photo?: MessagePhoto,
  ): Promise<Sent> {
    const role = roleOf(row, caller);
    const recipientId = role === 'buyer' ? row.seller_id : row.buyer_id;
    if (!role || !recipientId) throw new AppError('forbidden', conversationsErrors.conversationYours);
    // The listing first (every writer of a listing locks it first, decision 010), shared: a
    // booking's move waits for this message and this message for it, so a message never lands
    // on a thread its booking closed after the checks made outside the transaction.
    await lockListing(trx, row.product_id, 'share');
    const locked = await lockConversation(trx, row.id);
    if (!locked) throw new AppError('not-found', conversationsErrors.suchConversation);
    const fresh = await findConversation(trx, row.id);
    const booking = row.buyer_id ? await latestOrderOf(trx, row.product_id, row.buyer_id) : undefined;
    const reason = fresh ? readOnlyMessage(fresh, booking) : conversationsErrors.suchConversation;
    if (reason) throw new AppError('conflict', reason);
    // Distinct, rising times within a thread keep "unread after my read mark" exact.
    const now = this.clock();
    const at = new Date(Math.max(now.getTime(), Date.parse(locked.last_message_at) + 1)).toISOString();
    const messageId = uuidv7();
    await insertMessage(trx, {
      id: messageId,
      conversationId: row.id,
      senderRole: role,
      body: text,
      at,
      photo,
    });
    const recipientRole: ConversationRole = role === 'buyer' ? 'seller' : 'buyer';
    const cutoff = new Date(now.getTime() - MAIL_INTERVAL_MS).toISOString();
    // The notice (in the bell and by e-mail) at most once per 15 minutes per thread, and only
    // if the message is still unread a little later: the unread badge counts every message,
    // the notice tells someone away that there is something to read.
    if (await claimMailSlot(trx, row.id, recipientRole, now.toISOString(), cutoff)) {
      await queueMessageNotice(
        trx,
        {
          conversationId: row.id,
          recipientId,
          recipientRole,
          at,
          senderName: caller.name,
          productName: row.product_name,
          photo: photo !== undefined,
          origin,
        },
        this.clock,
      );
    }
    const message: ChatMessage = {
      id: messageId,
      text,
      senderRole: role,
      createdAt: at,
      photoUrl: photo ? messagePhotoUrl(this.origin, row.id, messageId) : null,
      removed: false,
    };
    return { conversationId: row.id, recipientId, message };
  }

  /** Fire-and-forget after the commit: a lost live event only means a reload shows the message. */
  private tellOther(sent: Sent): void {
    this.events
      ?.publish(sent.recipientId, {
        type: 'message-received',
        data: { conversationId: sent.conversationId, messageId: sent.message.id },
      })
      .catch(() => undefined);
  }

  private async summarise(
    caller: User,
    role: ConversationSummary['myRole'] | undefined,
    rows: ConversationRow[],
  ): Promise<ConversationSummary[]> {
    const ids = rows.map((row) => row.id);
    const [lastMessages, unread, bookings] = await Promise.all([
      lastMessagesOf(this.db, ids),
      unreadCountsOf(this.db, caller.id, ids),
      Promise.all(
        rows.map((row) => (row.buyer_id ? latestOrderOf(this.db, row.product_id, row.buyer_id) : undefined)),
      ),
    ]);
    return rows.map((row, index) =>
      toConversationSummary(row, {
        myRole: role ?? roleOf(row, caller) ?? 'admin',
        booking: bookings[index],
        lastMessage: lastMessages.get(row.id),
        unread: unread.get(row.id) ?? 0,
        origin: this.origin,
      }),
    );
  }

  /** The listing and the two people a subject names, after checking the caller may talk about it. */
  private async resolve(
    caller: User,
    subject: Subject,
  ): Promise<{ productId: string; buyerId: string; sellerId: string }> {
    if ('orderId' in subject) {
      const order = await findBookingParties(this.db, subject.orderId);
      if (!order) throw new AppError('not-found', conversationsErrors.suchBooking, 'orderId');
      if (!order.buyer_id || (caller.id !== order.buyer_id && caller.id !== order.seller_id)) {
        throw new AppError('forbidden', conversationsErrors.bookingYours, 'orderId');
      }
      return { productId: order.product_id, buyerId: order.buyer_id, sellerId: order.seller_id };
    }
    const product = await findListing(this.db, subject.productId);
    if (!product || product.deleted_at !== null) {
      throw new AppError('not-found', conversationsErrors.suchListing, 'productId');
    }
    if (product.seller_id === caller.id) {
      throw new AppError('conflict', conversationsErrors.cannotAskAboutOwn, 'productId');
    }
    return { productId: product.id, buyerId: caller.id, sellerId: product.seller_id };
  }

  private async reasonForNew(
    productId: string,
    sellerId: string,
    booking: Awaited<ReturnType<typeof latestOrderOf>>,
  ): Promise<string | null> {
    const seller = await findLiveUserById(this.db, sellerId);
    if (!seller || seller.disabled)
      throw new AppError('not-found', conversationsErrors.suchListing, 'productId');
    const product = await findListing(this.db, productId);
    if (booking) {
      if (booking.status === 'pending' || booking.status === 'accepted') return null;
      return `This booking is ${booking.status}: the conversation is read-only.`;
    }
    if (!product || product.deleted_at !== null || product.status !== 'available')
      return 'This camera is no longer offered: the conversation is read-only.';
    return null;
  }
}
