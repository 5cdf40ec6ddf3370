import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export async function findSitePage(db: Kysely<DB>, slug: string) {
  return db
    .selectFrom('site_pages')
    .select(['markdown', 'updated_at'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/** Saves the page's text, whether or not an admin saved it before (one statement, no race). */
export async function saveSitePage(
  db: Kysely<DB>,
  page: { slug: string; markdown: string; updatedAt: string; updatedBy: string },
): Promise<void> {
  await db
    .insertInto('site_pages')
    .values({
      slug: page.slug,
      markdown: page.markdown,
      updated_at: page.updatedAt,
      updated_by: page.updatedBy,
    })
    .onConflict((conflict) =>
      conflict.column('slug').doUpdateSet({
        markdown: page.markdown,
        updated_at: page.updatedAt,
        updated_by: page.updatedBy,
      }),
    )
    .execute();
}
