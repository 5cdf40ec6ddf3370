import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The oldest active saved search, in one index step (decision 050): a search alerts only on
 * listings posted after it was saved, so the alerts run passes over every storefront entry no
 * newer than it without matching them, and asks for it on every batch.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('saved_searches_active_oldest')
    .on('saved_searches')
    .column('created_at')
    .where(sql.ref('paused'), '=', 0)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('saved_searches_active_oldest').execute();
}
