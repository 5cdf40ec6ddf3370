import { type Kysely, sql } from 'kysely';

/**
 * A person's rating kept on their row (issue 15 item 3, decision 031): the sum and number of
 * the stars they were given, so cards and listing pages read it with the seller's row (a
 * primary-key join) instead of aggregating reviews per card. Review writes keep it in step,
 * in their transaction; this fills it from the reviews already written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('rating_sum', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update users set
      rating_sum = (select coalesce(sum(r.rating), 0) from reviews r where r.reviewee_id = users.id),
      rating_count = (select count(*) from reviews r where r.reviewee_id = users.id)
    where exists (select 1 from reviews r where r.reviewee_id = users.id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('rating_count').execute();
  await db.schema.alterTable('users').dropColumn('rating_sum').execute();
}
