import type { Kysely } from 'kysely';

/**
 * Conversations (issue 15, decision 026): one thread per buyer and listing, started by a
 * question before booking or on a booking, carrying on through every booking of that buyer
 * on that listing. Each side's read mark and last notice e-mail live on the thread, so unread
 * counts and the 15-minute mail throttle need no table of their own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('conversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('buyer_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('seller_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_message_at', 'text', (c) => c.notNull())
    .addColumn('buyer_read_at', 'text')
    .addColumn('seller_read_at', 'text')
    .addColumn('buyer_mailed_at', 'text')
    .addColumn('seller_mailed_at', 'text')
    .addUniqueConstraint('conversations_product_buyer_unique', ['product_id', 'buyer_id'])
    .execute();
  await db.schema
    .createIndex('conversations_buyer_recent')
    .on('conversations')
    .columns(['buyer_id', 'last_message_at'])
    .execute();
  await db.schema
    .createIndex('conversations_seller_recent')
    .on('conversations')
    .columns(['seller_id', 'last_message_at'])
    .execute();

  await db.schema
    .createTable('conversation_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('sender_role', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('conversation_messages_by_time')
    .on('conversation_messages')
    .columns(['conversation_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('conversation_messages').execute();
  await db.schema.dropTable('conversations').execute();
}
