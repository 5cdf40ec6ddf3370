import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

/** A message with its thread's two people: who may report it, and whom it concerns. */
export async function findMessageWithParties(db: Kysely<DB>, messageId: string) {
  return db
    .selectFrom('conversation_messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select([
      'm.id',
      'm.conversation_id',
      'm.sender_role',
      'm.body',
      'm.created_at',
      'm.removed_at',
      'c.buyer_id',
      'c.seller_id',
      'c.product_id',
    ])
    .where('m.id', '=', messageId)
    .executeTakeFirst();
}

/** The message and up to `around` messages before and after it, oldest first, with names. */
export async function messagesAround(db: Kysely<DB>, messageId: string, around: number) {
  const target = await findMessageWithParties(db, messageId);
  if (!target) return undefined;
  const thread = (q: ReturnType<typeof base>) => q.where('m.conversation_id', '=', target.conversation_id);
  const base = () =>
    db
      .selectFrom('conversation_messages as m')
      .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
      .innerJoin('products as p', 'p.id', 'c.product_id')
      .leftJoin('users as b', 'b.id', 'c.buyer_id')
      .leftJoin('users as s', 's.id', 'c.seller_id')
      .select([
        'm.id',
        'm.sender_role',
        'm.body',
        'm.created_at',
        'm.removed_at',
        'b.name as buyer_name',
        's.name as seller_name',
        'p.name as product_name',
      ]);
  const [before, after] = await Promise.all([
    thread(base())
      .where((eb) =>
        eb.or([
          eb('m.created_at', '<', target.created_at),
          eb.and([eb('m.created_at', '=', target.created_at), eb('m.id', '<=', target.id)]),
        ]),
      )
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(around + 1)
      .execute(),
    thread(base())
      .where((eb) =>
        eb.or([
          eb('m.created_at', '>', target.created_at),
          eb.and([eb('m.created_at', '=', target.created_at), eb('m.id', '>', target.id)]),
        ]),
      )
      .orderBy('m.created_at', 'asc')
      .orderBy('m.id', 'asc')
      .limit(around)
      .execute(),
  ]);
  return { conversationId: target.conversation_id, messages: [...before.reverse(), ...after] };
}

/** Hides the message from both sides; its text stays for the moderators' record. */
export async function removeMessage(trx: Transaction<DB>, messageId: string, at: string): Promise<void> {
  await trx
    .updateTable('conversation_messages')
    .set({ removed_at: at })
    .where('id', '=', messageId)
    .where('removed_at', 'is', null)
    .execute();
}

/** Shows a removed message again, if it was removed at `removedAt` (by the decision being undone). */
export async function restoreMessage(
  trx: Transaction<DB>,
  messageId: string,
  removedAt: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('conversation_messages')
    .set({ removed_at: null })
    .where('id', '=', messageId)
    .where('removed_at', '=', removedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
