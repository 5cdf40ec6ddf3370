import { type Kysely, sql } from 'kysely';

/**
 * The newest-first storefront indexes also carry the price (issue 12). A price range sorted
 * by date ("brand + price range + newest") used to gather every listing in the range from the
 * price index and sort them: 10–15 ms for a wide range at 100 000 listings, hundreds at a
 * million. With the price in the date index the range is checked inside the index while it
 * is walked newest-first, and a wide range fills a page after a few dozen entries. Narrow
 * ranges still read the price index (storefront.repository.ts chooses).
 */
const COVERING = {
  storefront_newest: 'created_at, seq, resale_price',
  storefront_brand_newest: 'category_id, created_at, seq, resale_price',
};
const BEFORE = {
  storefront_newest: 'created_at, seq',
  storefront_brand_newest: 'category_id, created_at, seq',
};

async function replaceIndexes(db: Kysely<unknown>, indexes: Record<string, string>): Promise<void> {
  for (const [name, columns] of Object.entries(indexes)) {
    await sql.raw(`drop index ${name}`).execute(db);
    await sql.raw(`create index ${name} on storefront_entries (${columns})`).execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await replaceIndexes(db, COVERING);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await replaceIndexes(db, BEFORE);
}
