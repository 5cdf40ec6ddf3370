import { type Kysely, sql } from 'kysely';

/**
 * One truth per listing (issue 42 item 3, decision 059): the grade is the condition, and the
 * seller's free words on it are "Condition notes". Existing listings keep their free-text
 * condition as notes, unless it is just a grade's name ("Excellent", as the older web form's
 * suggestions offered): then, on a listing without a grade, it becomes the grade (the
 * storefront's triggers carry it to the filters), and it is not repeated as a note.
 *
 * The names are written out here, not imported: a migration stays as it ran.
 */
const GRADE_OF_NAME: Record<string, string> = {
  'like new': 'like-new',
  'like-new': 'like-new',
  excellent: 'excellent',
  'very good': 'very-good',
  'very-good': 'very-good',
  good: 'good',
  'well used': 'well-used',
  'well-used': 'well-used',
  'for parts': 'for-parts',
  'for-parts': 'for-parts',
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('condition_notes', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const spoken = sql`lower(trim(condition))`;
  const names = sql.join(Object.keys(GRADE_OF_NAME).map((name) => sql.lit(name)));
  await sql`update products set condition_notes = condition
    where ${spoken} not in (${names}) and condition <> ''`.execute(db);
  const grades = sql.join(
    Object.entries(GRADE_OF_NAME).map(([name, grade]) => sql`when ${sql.lit(name)} then ${sql.lit(grade)}`),
    sql` `,
  );
  await sql`update products set grade = case ${spoken} ${grades} end
    where grade is null and ${spoken} in (${names})`.execute(db);
  // Every listing's answer has changed (its notes): no page kept before this is served again.
  await sql`update catalogue_state set version = version + 1 where id = 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('condition_notes').execute();
}
