import type { ConversationRole } from '@refocus/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { hasRowLocks } from '../../db/write-transaction.js';
import type { ConversationsTable } from './conversations.table.js';

/** A thread with what its readers see of the listing and the two people. */
function conversationsWithParties(db: Kysely<DB>) {
  return db
    .selectFrom('conversations as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .leftJoin('users as b', 'b.id', 'c.buyer_id')
    .leftJoin('users as s', 's.id', 'c.seller_id')
    .select([
      'c.id',
      'c.product_id',
      'c.buyer_id',
      'c.seller_id',
      'c.created_at',
      'c.last_message_at',
      'c.buyer_read_at',
      'c.seller_read_at',
      'p.name as product_name',
      'p.status as product_status',
      'p.deleted_at as product_deleted_at',
      'b.name as buyer_name',
      'b.deleted_at as buyer_deleted_at',
      'b.disabled as buyer_disabled',
      's.name as seller_name',
      's.deleted_at as seller_deleted_at',
      's.disabled as seller_disabled',
    ]);
}

export type ConversationRow = NonNullable<Awaited<ReturnType<typeof findConversation>>>;

export async function findConversation(db: Kysely<DB>, id: string) {
  return conversationsWithParties(db).where('c.id', '=', id).executeTakeFirst();
}

/** The listing a question is about (read only: the products module owns its writes). */
export async function findListing(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('products')
    .select(['id', 'seller_id', 'status', 'deleted_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findConversationIdOf(db: Kysely<DB>, productId: string, buyerId: string) {
  const row = await db
    .selectFrom('conversations')
    .select('id')
    .where('product_id', '=', productId)
    .where('buyer_id', '=', buyerId)
    .executeTakeFirst();
  return row?.id;
}

/** The caller's threads, the latest message first. */
export async function listConversationsOf(db: Kysely<DB>, userId: string, offset: number, limit: number) {
  return conversationsWithParties(db)
    .where((eb) => eb.or([eb('c.buyer_id', '=', userId), eb('c.seller_id', '=', userId)]))
    .orderBy('c.last_message_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countConversationsOf(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('conversations')
    .select((eb) => eb.fn.countAll().as('total'))
    .where((eb) => eb.or([eb('buyer_id', '=', userId), eb('seller_id', '=', userId)]))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A new thread; none when that buyer already has one on the listing (the caller reads it then). */
export async function insertConversation(
  trx: Transaction<DB>,
  row: Pick<ConversationsTable, 'id' | 'product_id' | 'buyer_id' | 'seller_id' | 'created_at'>,
): Promise<void> {
  await trx
    .insertInto('conversations')
    .values({ ...row, last_message_at: row.created_at })
    .onConflict((conflict) => conflict.columns(['product_id', 'buyer_id']).doNothing())
    .execute();
}

/** Locks the thread (PostgreSQL; SQLite writes one at a time anyway): messages of one thread go in turn. */
export async function lockConversation(trx: Transaction<DB>, id: string) {
  return trx
    .selectFrom('conversations')
    .select(['id', 'last_message_at'])
    .where('id', '=', id)
    .$if(hasRowLocks(trx), (q) => q.forUpdate())
    .executeTakeFirst();
}

/** A message; the sender has seen everything up to it. */
export async function insertMessage(
  trx: Transaction<DB>,
  message: {
    id: string;
    conversationId: string;
    senderRole: ConversationRole;
    body: string;
    at: string;
    photo?: { imageId: string; url: string } | undefined;
  },
): Promise<void> {
  await trx
    .insertInto('conversation_messages')
    .values({
      id: message.id,
      conversation_id: message.conversationId,
      sender_role: message.senderRole,
      body: message.body,
      created_at: message.at,
      image_id: message.photo?.imageId ?? null,
      photo_url: message.photo?.url ?? null,
    })
    .execute();
  await trx
    .updateTable('conversations')
    .set(
      message.senderRole === 'buyer'
        ? { last_message_at: message.at, buyer_read_at: message.at }
        : { last_message_at: message.at, seller_read_at: message.at },
    )
    .where('id', '=', message.conversationId)
    .execute();
}

/**
 * Takes the recipient's e-mail slot of the thread if their last notice is older than
 * `cutoff`: one conditional update, so two messages at once cannot both e-mail.
 */
export async function claimMailSlot(
  trx: Transaction<DB>,
  id: string,
  recipient: ConversationRole,
  now: string,
  cutoff: string,
): Promise<boolean> {
  const column = recipient === 'buyer' ? 'buyer_mailed_at' : 'seller_mailed_at';
  const result = await trx
    .updateTable('conversations')
    .set({ [column]: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb(column, 'is', null), eb(column, '<', cutoff)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The reader has seen the thread up to its newest message. */
export async function markRead(db: Kysely<DB>, id: string, reader: ConversationRole): Promise<void> {
  await db
    .updateTable('conversations')
    .set(
      reader === 'buyer'
        ? { buyer_read_at: sql<string>`last_message_at` }
        : { seller_read_at: sql<string>`last_message_at` },
    )
    .where('id', '=', id)
    .execute();
}

export interface MessageRow {
  id: string;
  sender_role: ConversationRole | 'system';
  body: string;
  created_at: string;
  /** The stored photo, served only through the thread (issue 41 item 12); `photo_url` is its old public address. */
  image_id: string | null;
  removed_at: string | null;
}

/** The stored photo of a message of this thread while no moderator has removed the message. */
export async function findVisiblePhoto(
  db: Kysely<DB>,
  conversationId: string,
  messageId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('conversation_messages')
    .select('image_id')
    .where('id', '=', messageId)
    .where('conversation_id', '=', conversationId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return row?.image_id ?? undefined;
}

/** The newest messages of a thread, shown oldest first. */
export async function listMessages(
  db: Kysely<DB>,
  conversationId: string,
  limit: number,
): Promise<MessageRow[]> {
  const rows = await db
    .selectFrom('conversation_messages')
    .select(['id', 'sender_role', 'body', 'created_at', 'image_id', 'removed_at'])
    .where('conversation_id', '=', conversationId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

/** The newest message of each thread. */
export async function lastMessagesOf(db: Kysely<DB>, conversationIds: string[]) {
  if (conversationIds.length === 0) return new Map<string, MessageRow & { conversation_id: string }>();
  const rows = await db
    .selectFrom('conversation_messages as m')
    .innerJoin('conversations as c', (join) =>
      join.onRef('c.id', '=', 'm.conversation_id').onRef('c.last_message_at', '=', 'm.created_at'),
    )
    .select([
      'm.id',
      'm.conversation_id',
      'm.sender_role',
      'm.body',
      'm.created_at',
      'm.image_id',
      'm.removed_at',
    ])
    .where('m.conversation_id', 'in', conversationIds)
    .execute();
  return new Map(rows.map((row) => [row.conversation_id, row]));
}

/**
 * Messages from the other side that `userId` has not seen, per thread (threads without any
 * are absent). A thread's messages have distinct times (the service makes them so), so
 * "after my read mark" is exact.
 */
export async function unreadCountsOf(
  db: Kysely<DB>,
  userId: string,
  conversationIds?: string[],
): Promise<Map<string, number>> {
  if (conversationIds?.length === 0) return new Map();
  const rows = await db
    .selectFrom('conversation_messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select(['c.id', (eb) => eb.fn.countAll().as('unread')])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('c.buyer_id', '=', userId),
          eb('m.sender_role', '=', 'seller'),
          eb.or([eb('c.buyer_read_at', 'is', null), eb('m.created_at', '>', eb.ref('c.buyer_read_at'))]),
        ]),
        eb.and([
          eb('c.seller_id', '=', userId),
          eb('m.sender_role', '=', 'buyer'),
          eb.or([eb('c.seller_read_at', 'is', null), eb('m.created_at', '>', eb.ref('c.seller_read_at'))]),
        ]),
      ]),
    )
    .$if(conversationIds !== undefined, (q) => q.where('c.id', 'in', conversationIds ?? []))
    .groupBy('c.id')
    .execute();
  return new Map(rows.map((row) => [row.id, Number(row.unread)]));
}
