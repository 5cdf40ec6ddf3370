import { type Kysely, sql } from 'kysely';

/**
 * One row per accepted upload: who sent which image, how many bytes, when. Images are
 * content-addressed, so two sellers sending the same photo share one `images` row; this
 * table says that both may use it in a listing (and nobody else may), and it is what the
 * per-seller upload quotas count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('image_uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('image_id', 'text', (c) => c.notNull().references('images.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('image_uploads_user_time')
    .on('image_uploads')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('image_uploads_image_user')
    .on('image_uploads')
    .columns(['image_id', 'user_id'])
    .execute();
  // Uploads made before this table existed keep their owner's right to use them.
  await sql`
    insert into image_uploads (id, image_id, user_id, bytes, created_at)
    select 'before-004-' || id, id, owner_id, 0, created_at from images where owner_id is not null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('image_uploads').execute();
}
