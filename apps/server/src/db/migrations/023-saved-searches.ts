import { type Kysely, sql } from 'kysely';

/**
 * Saved searches with e-mail alerts (issue 14 item 7, decision 035).
 *
 * - `saved_searches`: the person's query, split into the columns matching filters on
 *   (category, price range in cents, the words) besides the query string they saved.
 * - `saved_search_keys`: for each search, the words one of which a listing must hold to
 *   match it (one of its word groups' spellings); `''` for a search without words. The
 *   matcher finds candidate searches for a new listing by its words through this index,
 *   never by reading every search.
 * - `saved_search_hits`: which listing matched which search, once ever, and when it was
 *   sent (null: waiting for the daily digest or the next run).
 * - `saved_search_state`: one row, the high-water mark (created_at, seq) of the storefront
 *   entries already matched.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('q', 'text')
    .addColumn('category_id', 'integer')
    .addColumn('min_price', 'integer')
    .addColumn('max_price', 'integer')
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('paused', 'integer', (c) => c.notNull().defaultTo(0))
    /** Where the alert e-mails' links point when PUBLIC_URL is not set: the origin it was saved from. */
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('saved_searches_user')
    .on('saved_searches')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('saved_search_keys')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('saved_search_id', 'text', (c) =>
      c.notNull().references('saved_searches.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('saved_search_keys_pk', ['key', 'saved_search_id'])
    .execute();
  await db.schema
    .createIndex('saved_search_keys_search')
    .on('saved_search_keys')
    .column('saved_search_id')
    .execute();

  await db.schema
    .createTable('saved_search_hits')
    .addColumn('saved_search_id', 'text', (c) =>
      c.notNull().references('saved_searches.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('matched_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addPrimaryKeyConstraint('saved_search_hits_pk', ['saved_search_id', 'product_id'])
    .execute();
  // What waits to be sent, per person: only unsent hits are in it.
  await db.schema
    .createIndex('saved_search_hits_waiting')
    .on('saved_search_hits')
    .columns(['frequency', 'user_id', 'matched_at'])
    .where(sql.ref('sent_at'), 'is', null)
    .execute();
  // Old sent hits are pruned by age.
  await db.schema.createIndex('saved_search_hits_sent').on('saved_search_hits').column('sent_at').execute();
  await db.schema
    .createIndex('saved_search_hits_product')
    .on('saved_search_hits')
    .column('product_id')
    .execute();

  await db.schema
    .createTable('saved_search_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('mark_created_at', 'text', (c) => c.notNull())
    .addColumn('mark_seq', 'integer', (c) => c.notNull())
    .execute();
  // Listings already on the storefront are not new: matching starts after the newest one.
  await sql`
    insert into saved_search_state (id, mark_created_at, mark_seq)
    select 1, coalesce(max(created_at), ''), coalesce(max(seq), 0) from storefront_entries`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_search_state').execute();
  await db.schema.dropTable('saved_search_hits').execute();
  await db.schema.dropTable('saved_search_keys').execute();
  await db.schema.dropTable('saved_searches').execute();
}
