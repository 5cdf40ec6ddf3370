import type { Rating } from '@refocus/contract';

/**
 * The API's rating from the kept sum and count: the average to one decimal, null without
 * reviews.
 */
export function toRating(sum: number | string | null, count: number | string | null): Rating {
  const n = Number(count ?? 0);
  return { count: n, average: n === 0 ? null : Math.round((Number(sum) / n) * 10) / 10 };
}
