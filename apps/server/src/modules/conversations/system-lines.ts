import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { DB } from '../../db/schema.js';
import { findConversationIdOf } from './conversations.repository.js';

/**
 * A line the shop writes into the thread of a buyer and a listing (issue 45, item 5): "Bea
 * offered $900", "Meeting agreed: Sat 12 Dec, 11:00". It opens the thread when there is none,
 * so the offer and the meeting read as one story with the messages. It marks nothing unread
 * and sends no message e-mail: the move it records has its own notice. Answers the thread's and
 * the line's ids, for the live event that tells both sides to reload it.
 */
export async function addSystemLine(
  /** The transaction of the move it records (the demo's seeding passes its own). */
  trx: Kysely<DB>,
  line: { productId: string; buyerId: string; sellerId: string; text: string; at: string },
): Promise<{ conversationId: string; messageId: string }> {
  await trx
    .insertInto('conversations')
    .values({
      id: uuidv7(),
      product_id: line.productId,
      buyer_id: line.buyerId,
      seller_id: line.sellerId,
      created_at: line.at,
      last_message_at: line.at,
    })
    .onConflict((conflict) => conflict.columns(['product_id', 'buyer_id']).doNothing())
    .execute();
  const conversationId = await findConversationIdOf(trx, line.productId, line.buyerId);
  if (!conversationId) throw new Error('the thread of a system line was not written');
  const messageId = uuidv7();
  await trx
    .insertInto('conversation_messages')
    .values({
      id: messageId,
      conversation_id: conversationId,
      sender_role: 'system',
      body: line.text,
      created_at: line.at,
      image_id: null,
      photo_url: null,
    })
    .execute();
  await trx
    .updateTable('conversations')
    .set({ last_message_at: line.at })
    .where('id', '=', conversationId)
    .execute();
  return { conversationId, messageId };
}
