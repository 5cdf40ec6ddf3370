import type { Kysely } from 'kysely';

/**
 * The shop's own pages (Terms, Privacy, Contact; issue 19), one row per page an admin has
 * saved. A page without a row shows the text Refocus ships with (modules/pages/default-pages.ts),
 * so a new shop has sensible pages and an upgrade never overwrites what an admin wrote.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_pages')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('markdown', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_pages').execute();
}
