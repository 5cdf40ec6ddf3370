import type { Rating } from '@refocus/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { toRating } from './rating.js';

/**
 * A person's rating, kept on their row (migration 018, decision 031): reviews move it in the
 * transaction that writes them, so cards and listing pages read it with the seller's row.
 */
export async function addToRating(
  db: Kysely<DB>,
  userId: string,
  change: { stars: number; reviews: number },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      rating_sum: sql`rating_sum + ${change.stars}`,
      rating_count: sql`rating_count + ${change.reviews}`,
    })
    .where('id', '=', userId)
    .execute();
}

export async function ratingOfUser(db: Kysely<DB>, userId: string): Promise<Rating> {
  const row = await db
    .selectFrom('users')
    .select(['rating_sum', 'rating_count'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return toRating(row?.rating_sum ?? 0, row?.rating_count ?? 0);
}
