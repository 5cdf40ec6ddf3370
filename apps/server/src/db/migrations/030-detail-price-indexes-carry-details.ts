import type { Kysely } from 'kysely';

/**
 * Lists of several camera details sorted by price, read from the index alone (decision 037,
 * addendum of 2026-11-26). A walk of one detail's price index (migration 026) checks the other
 * details and the brand of every entry it passes: with `(detail, resale_price, seq)` each check
 * was a lookup into the entries' table, about 2.5 µs an entry, and a mount whose parts cameras
 * sit at the cheap end walked its whole range (18 700 entries for a film mount at a million
 * listings: 50–60 ms). With the brand and the other details at the end of each index (after
 * `seq`, so every read in price order uses it as before) the walk never leaves the index.
 * On both sides of the storefront (migration 027) and on both databases.
 */
const DETAILS = ['item_type', 'grade', 'works', 'lens_mount'] as const;

const SHAPES = [
  { shape: 'type_price', detail: 'item_type' },
  { shape: 'grade_price', detail: 'grade' },
  { shape: 'mount_price', detail: 'lens_mount' },
  { shape: 'works_price', detail: 'works' },
] as const;

const SIDES = [
  { table: 'storefront_entries', prefix: 'storefront_' },
  { table: 'storefront_sold_entries', prefix: 'storefront_sold_' },
] as const;

async function rebuild(db: Kysely<unknown>, carryDetails: boolean): Promise<void> {
  for (const side of SIDES) {
    for (const { shape, detail } of SHAPES) {
      const name = `${side.prefix}${shape}`;
      const carried = carryDetails ? ['category_id', ...DETAILS.filter((other) => other !== detail)] : [];
      await db.schema.dropIndex(name).execute();
      await db.schema
        .createIndex(name)
        .on(side.table)
        .columns([detail, 'resale_price', 'seq', ...carried])
        .execute();
    }
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, false);
}
