import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { StorefrontSide } from './storefront-query.js';

/**
 * Deep pages by number of the newest-first list, whole or of one brand, with or without the
 * sold listings (migration 028). An offset read steps over every index entry before the page:
 * at a million listings a deep page skipped up to 900 000 of them (20–60 ms; with both sides
 * merged, several times that). The per-month counts say which month the page starts in and how
 * many entries come before that month, so the read walks within one month.
 */

/** Offsets below this are walked as they are: a few thousand index entries cost well under a millisecond. */
export const MONTH_DIRECTORY_FROM = 2_000;

/** Where an offset lands: within `month`, after `before` entries of newer months. */
export interface MonthStart {
  month: string;
  before: number;
}

/**
 * The month (`YYYY-MM`) the entry at `offset` (0 = newest) was listed in, and how many entries
 * are newer than that month; undefined when the list is shorter than the offset.
 */
export async function monthOfOffset(
  db: Kysely<DB>,
  sides: StorefrontSide[],
  offset: number,
  categoryId?: number,
): Promise<MonthStart | undefined> {
  const brand = categoryId === undefined ? sql`` : sql`where category_id = ${categoryId}`;
  const counts = sql.join(
    sides.map((side) => sql`select month, listings from ${side.monthCounts} ${brand}`),
    sql` union all `,
  );
  const { rows } = await sql<{ month: string; before: number | string }>`
    select month, before from (
      select month, n, sum(n) over (order by month desc rows between unbounded preceding and current row) - n as before
      from (select month, sum(listings) as n from (${counts}) counts group by month) months
    ) running
    where before <= ${offset} and before + n > ${offset}
    order by month desc limit 1`.execute(db);
  const row = rows[0];
  return row ? { month: row.month, before: Number(row.before) } : undefined;
}

/** Every entry listed in `month` or earlier: ISO timestamps of that month all sort below `YYYY-MM~`. */
export const inOrBefore = (month: string): RawBuilder<unknown> => sql`e.created_at < ${`${month}~`}`;

/**
 * Whether a read of this list at this offset starts from the month directory: newest first, no
 * words, nothing but a brand and "include sold" (any other filter, present or added later,
 * narrows the list below what the month counts count). `filter` is the repository's StorefrontFilter.
 */
export function readsByMonth(filter: object, order: string, offset: number): boolean {
  const onlyBrand = Object.entries(filter).every(
    ([name, value]) =>
      name === 'categoryId' ||
      name === 'includeSold' ||
      value === undefined ||
      (name === 'terms' && (value as unknown[]).length === 0),
  );
  return onlyBrand && order === 'newest' && offset >= MONTH_DIRECTORY_FROM;
}
