import type { Kysely } from 'kysely';

/**
 * A buyer may become a seller later, after accepting the seller terms (issue 19): the
 * account keeps when it accepted them. Sellers from before (registered as sellers) have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('seller_terms_accepted_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('seller_terms_accepted_at').execute();
}
