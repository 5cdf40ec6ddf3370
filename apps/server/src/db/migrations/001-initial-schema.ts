import { type Kysely, sql } from 'kysely';

// One migration file for both dialects: only types and constructs SQLite and PostgreSQL share.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('google_sub', 'text')
    .addColumn('photo_url', 'text')
    .addColumn('seller', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_sign_in_at', 'text')
    .addColumn('deleted_at', 'text')
    .execute();
  // A deleted account frees its email and Google identity for a new sign-up.
  await db.schema
    .createIndex('users_email_live_unique')
    .on('users')
    .column('email')
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('users_google_sub_live_unique')
    .on('users')
    .column('google_sub')
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refresh_tokens_user').on('refresh_tokens').column('user_id').execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();

  await db.schema
    .createTable('images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('images_owner').on('images').column('owner_id').execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('seller_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('image_id', 'text', (c) => c.references('images.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('img_url', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().check(sql`category_id between 1 and 3`))
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('resale_price', 'integer', (c) => c.notNull().check(sql`resale_price >= 0`))
    .addColumn('original_price', 'integer', (c) => c.notNull().check(sql`original_price >= 0`))
    .addColumn('year_of_use', 'double precision', (c) => c.notNull())
    .addColumn('seller_name', 'text', (c) => c.notNull())
    .addColumn('condition', 'text', (c) => c.notNull())
    .addColumn('seller_number', 'text', (c) => c.notNull())
    .addColumn('year_of_purchase', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('available').check(sql`status in ('available', 'booked', 'sold')`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  // The storefront lists read (status, created_at) and (category_id, status, created_at) in order.
  await db.schema
    .createIndex('products_storefront')
    .on('products')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('products_category_storefront')
    .on('products')
    .columns(['category_id', 'status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('products_seller')
    .on('products')
    .columns(['seller_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('buyer_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('user_email', 'text', (c) => c.notNull())
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'accepted', 'declined', 'cancelled', 'completed')`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_buyer').on('orders').columns(['buyer_id', 'created_at']).execute();
  await db.schema.createIndex('orders_product').on('orders').columns(['product_id', 'status']).execute();
  // At most one open booking per buyer and listing, enforced by the database itself.
  await db.schema
    .createIndex('orders_one_open_per_buyer')
    .on('orders')
    .columns(['product_id', 'buyer_id'])
    .unique()
    .where(sql.ref('status'), 'in', sql`('pending', 'accepted')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['orders', 'products', 'images', 'refresh_tokens', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
