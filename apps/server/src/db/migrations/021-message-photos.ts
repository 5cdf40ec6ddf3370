import type { Kysely } from 'kysely';

/**
 * A message may carry a photo through our image host (issue 15, item 1): the image it shows
 * and that image's URL. The image cleanup keeps every image a message shows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('conversation_messages')
    .addColumn('image_id', 'text', (c) => c.references('images.id'))
    .execute();
  await db.schema.alterTable('conversation_messages').addColumn('photo_url', 'text').execute();
  await db.schema
    .createIndex('conversation_messages_image')
    .on('conversation_messages')
    .column('image_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('conversation_messages_image').execute();
  await db.schema.alterTable('conversation_messages').dropColumn('photo_url').execute();
  await db.schema.alterTable('conversation_messages').dropColumn('image_id').execute();
}
