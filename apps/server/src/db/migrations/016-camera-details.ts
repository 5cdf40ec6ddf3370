import type { Kysely } from 'kysely';

/**
 * Camera details beside the spec's free-text `condition` (issue 14, item 2; decision 028):
 * item type, grade on the published scale, whether everything works (and a note), lens mount,
 * shutter count, and what is included (a JSON array of the contract's item names). All
 * nullable: listings from old clients have none of them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns = [
    ['item_type', 'text'],
    ['grade', 'text'],
    ['works', 'integer'],
    ['works_note', 'text'],
    ['lens_mount', 'text'],
    ['shutter_count', 'integer'],
    ['included', 'text'],
  ] as const;
  for (const [name, type] of columns) {
    await db.schema.alterTable('products').addColumn(name, type).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'included',
    'shutter_count',
    'lens_mount',
    'works_note',
    'works',
    'grade',
    'item_type',
  ]) {
    await db.schema.alterTable('products').dropColumn(name).execute();
  }
}
