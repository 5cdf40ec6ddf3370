import { defineMessages } from '@formatjs/intl';
import type { ConversationRole } from '@refocus/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { enqueueJob, type JobHandler } from '../jobs/jobs.public.js';
import type { Notifier } from '../notifications/notifications.public.js';
import { findConversation } from './conversations.repository.js';

export const MESSAGE_NOTICE_JOB = 'message-notice';

/** In the recipient's language (decision 070). */
const m = defineMessages({
  sentMessage: {
    id: 'notices.message.sentMessage',
    defaultMessage: '{sender} sent you a message about {product}.',
  },
  sentPhoto: {
    id: 'notices.message.sentPhoto',
    defaultMessage: '{sender} sent you a photo about {product}.',
  },
  subject: { id: 'notices.message.subject', defaultMessage: 'New message about {product}' },
});

/**
 * How long a new message waits before its notice: someone on the site sees it arrive live and
 * reads it within that time, and then gets no e-mail. The notice is for the person away.
 */
export const MESSAGE_NOTICE_DELAY_MS = 2 * 60_000;

interface MessageNotice {
  conversationId: string;
  recipientId: string;
  recipientRole: ConversationRole;
  /** The message's time: a read mark at or after it means the recipient has seen it. */
  at: string;
  senderName: string;
  productName: string;
  photo: boolean;
  origin: string;
}

/** Queues the notice of a message, in the message's transaction, to run after the delay. */
export async function queueMessageNotice(
  trx: Kysely<DB>,
  notice: MessageNotice,
  clock: Clock,
): Promise<void> {
  const runAt = new Date(clock().getTime() + MESSAGE_NOTICE_DELAY_MS);
  await enqueueJob(trx, { kind: MESSAGE_NOTICE_JOB, payload: notice, runAt }, clock);
}

/**
 * The job: tells the recipient (in the bell and, by their choice, by e-mail) unless they read
 * the thread meanwhile — the read mark is in the database, so this holds whichever instance
 * they read it on.
 */
export function messageNoticeJob(db: Kysely<DB>, notifier: Notifier): JobHandler {
  return async (payload) => {
    const notice = payload as MessageNotice;
    await writeTransaction(db, async (trx) => {
      const row = await findConversation(trx, notice.conversationId);
      if (!row) return;
      const readAt = notice.recipientRole === 'buyer' ? row.buyer_read_at : row.seller_read_at;
      if (readAt !== null && readAt >= notice.at) return;
      await notifier.notify(trx, notice.origin, {
        userId: notice.recipientId,
        kind: 'message',
        text: {
          message: notice.photo ? m.sentPhoto : m.sentMessage,
          values: { sender: notice.senderName, product: notice.productName },
        },
        subject: { message: m.subject, values: { product: notice.productName } },
        link: `/dashboard/messages/${notice.conversationId}`,
      });
    });
  };
}
