import type { Kysely } from 'kysely';

/**
 * Profile photos through our own image host (issue #13.4): `users.photo_image_id` names the
 * stored image the account's `photo_url` shows. The image cleanup keeps every image an
 * account shows (the foreign key refuses the delete if it ever tried), and replacing or
 * removing a photo deletes the old one at once. A `photo_url` set before this migration, or
 * through the older client's profile update, has no image id and is shown as it is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('photo_image_id', 'text', (c) => c.references('images.id'))
    .execute();
  await db.schema.createIndex('users_photo_image').on('users').column('photo_image_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_photo_image').execute();
  await db.schema.alterTable('users').dropColumn('photo_image_id').execute();
}
