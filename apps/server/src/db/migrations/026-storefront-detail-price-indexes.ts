import type { Kysely } from 'kysely';

/**
 * A camera-detail filter sorted by price (decision 037). Migration 025's detail indexes end
 * `created_at, seq`, so a list of one mount sorted by price read every listing of the mount
 * and sorted them: 100–170 ms for Sony E at a million listings. With `(detail, resale_price,
 * seq)` it reads the mount's listings in price order and stops when the page is full. Forcing
 * the general price index instead was tried and is worse: prices follow the details (parts
 * cameras are cheap), so a walk could pass a million rows.
 */
const INDEXES = {
  storefront_type_price: 'item_type',
  storefront_grade_price: 'grade',
  storefront_mount_price: 'lens_mount',
  storefront_works_price: 'works',
} as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, detail] of Object.entries(INDEXES)) {
    await db.schema
      .createIndex(name)
      .on('storefront_entries')
      .columns([detail, 'resale_price', 'seq'])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of Object.keys(INDEXES)) await db.schema.dropIndex(name).execute();
}
