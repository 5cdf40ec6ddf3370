import { type Kysely, sql } from 'kysely';

/**
 * Photo galleries (issue 14 item 1, decision 036): up to 10 photos per listing, in order.
 * Position 0 is the cover, which stays mirrored in `products.image_id`/`img_url` so every
 * list, card and old client keeps reading one photo. Existing listings with a stored photo
 * get it as their one-photo gallery. The image cleanup keeps every image a gallery holds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_photos')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('image_id', 'text', (c) => c.notNull().references('images.id'))
    .addPrimaryKeyConstraint('product_photos_pk', ['product_id', 'position'])
    .execute();
  // The image cleanup asks "does any gallery hold this image?" per candidate.
  await db.schema.createIndex('product_photos_image').on('product_photos').column('image_id').execute();
  await sql`insert into product_photos (product_id, position, image_id)
    select id, 0, image_id from products where image_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_photos').execute();
}
