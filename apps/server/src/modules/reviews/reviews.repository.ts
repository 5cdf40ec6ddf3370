import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { hasRowLocks } from '../../db/write-transaction.js';
import type { ReviewsTable } from './reviews.table.js';

/** Reviews with the booking's camera and the writer's name. */
function reviewsWithNames(db: Kysely<DB>) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .leftJoin('users as w', 'w.id', 'r.reviewer_id')
    .select([
      'r.id',
      'r.order_id',
      'r.reviewer_role',
      'r.reviewer_id',
      'r.reviewee_id',
      'r.rating',
      'r.text',
      'r.created_at',
      'r.updated_at',
      'r.answer',
      'r.answered_at',
      'o.product_name',
      'w.name as reviewer_name',
      'w.deleted_at as reviewer_deleted_at',
    ]);
}

export type ReviewRow = NonNullable<Awaited<ReturnType<typeof findReview>>>;

export async function findReview(db: Kysely<DB>, id: string) {
  return reviewsWithNames(db).where('r.id', '=', id).executeTakeFirst();
}

export async function listReviewsOf(db: Kysely<DB>, revieweeId: string, offset: number, limit: number) {
  return reviewsWithNames(db)
    .where('r.reviewee_id', '=', revieweeId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The reviews the caller wrote on these bookings (at most one per booking and side). */
export async function listReviewsByOn(db: Kysely<DB>, reviewerId: string, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return reviewsWithNames(db)
    .where('r.reviewer_id', '=', reviewerId)
    .where('r.order_id', 'in', orderIds)
    .execute();
}

/** A review's writer, subject and stars, its row locked (PostgreSQL) until the edit commits. */
export async function lockReview(trx: Transaction<DB>, id: string) {
  return trx
    .selectFrom('reviews')
    .select(['id', 'reviewer_id', 'reviewee_id', 'rating', 'created_at'])
    .where('id', '=', id)
    .$if(hasRowLocks(trx), (q) => q.forUpdate())
    .executeTakeFirst();
}

/** Inserts the review unless that side already wrote one for the booking; false then. */
export async function insertReview(db: Kysely<DB>, row: ReviewsTable): Promise<boolean> {
  const result = await db
    .insertInto('reviews')
    .values(row)
    .onConflict((conflict) => conflict.columns(['order_id', 'reviewer_role']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Changes the review only while it was written after `since`; false when the window has passed. */
export async function updateReview(
  db: Kysely<DB>,
  id: string,
  changes: { rating: number; text: string; updatedAt: string },
  since: string,
): Promise<boolean> {
  const result = await db
    .updateTable('reviews')
    .set({ rating: changes.rating, text: changes.text, updated_at: changes.updatedAt })
    .where('id', '=', id)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Stores the answer unless there is one; false then. */
export async function answerReview(db: Kysely<DB>, id: string, text: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('reviews')
    .set({ answer: text, answered_at: at })
    .where('id', '=', id)
    .where('answer', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
