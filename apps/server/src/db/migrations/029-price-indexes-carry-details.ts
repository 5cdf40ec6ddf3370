import type { Kysely } from 'kysely';

/**
 * Facet counts of a price range read from the price index alone (decision 037, addendum of
 * 2026-11-26). A facet read with a price range and no words takes the first 5 001 entries in
 * the range and groups them by their camera details; with `(resale_price, seq)` every one of
 * them was a lookup into the entries' table for its details: 4.5 ms at 100 000 listings, the
 * most expensive read of the varied catalogue traffic. With the details at the end of the price
 * indexes (after `seq`, so every read sorted by price uses them as before) it is an index-only
 * read: 2.3 ms. On both sides of the storefront (migration 027) and on both databases.
 */
const DETAILS = ['item_type', 'grade', 'works', 'lens_mount'];

const INDEXES = [
  { name: 'storefront_price', table: 'storefront_entries', columns: ['resale_price', 'seq'] },
  {
    name: 'storefront_brand_price',
    table: 'storefront_entries',
    columns: ['category_id', 'resale_price', 'seq'],
  },
  { name: 'storefront_sold_price', table: 'storefront_sold_entries', columns: ['resale_price', 'seq'] },
  {
    name: 'storefront_sold_brand_price',
    table: 'storefront_sold_entries',
    columns: ['category_id', 'resale_price', 'seq'],
  },
] as const;

async function rebuild(db: Kysely<unknown>, withDetails: boolean): Promise<void> {
  for (const index of INDEXES) {
    await db.schema.dropIndex(index.name).execute();
    await db.schema
      .createIndex(index.name)
      .on(index.table)
      .columns([...index.columns, ...(withDetails ? DETAILS : [])])
      .execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, false);
}
