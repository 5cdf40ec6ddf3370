import type { Kysely } from 'kysely';

/**
 * Reviews (issue 15 item 3, decision 027): after a completed booking each side rates the
 * other once — one row per booking and writer — and the reviewed person answers once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('reviewer_role', 'text', (c) => c.notNull())
    .addColumn('reviewer_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewee_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('answered_at', 'text')
    .addUniqueConstraint('reviews_order_role_unique', ['order_id', 'reviewer_role'])
    .execute();
  await db.schema
    .createIndex('reviews_reviewee_recent')
    .on('reviews')
    .columns(['reviewee_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reviews').execute();
}
