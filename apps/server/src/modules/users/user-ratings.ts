import type { Rating } from '@refocus/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';

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

/** The API's rating from the kept sum and count: the average to one decimal, null without reviews. */
export function toRating(sum: number | string | null, count: number | string | null): Rating {
  const n = Number(count ?? 0);
  return { count: n, average: n === 0 ? null : Math.round((Number(sum) / n) * 10) / 10 };
}

export async function ratingOfUser(db: Kysely<DB>, userId: string): Promise<Rating> {
  const row = await db
    .selectFrom('users')
    .select(['rating_sum', 'rating_count'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return toRating(row?.rating_sum ?? 0, row?.rating_count ?? 0);
}
