import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * Deep pages by number of the newest-first list, whole or of one brand (migration 028). An
 * offset read steps over every index entry before the page: at a million listings a deep page
 * skipped up to 900 000 of them (20–60 ms). The per-day counts say which day the page starts in
 * and how many entries come before that day, so the read walks within one day instead.
 */

/** Offsets below this are walked as they are: a few thousand index entries cost well under a millisecond. */
export const DAY_DIRECTORY_FROM = 2_000;

/** Where an offset lands: on or before the end of `day`, after `before` entries of newer days. */
export interface DayStart {
  day: string;
  before: number;
}

/**
 * The day the entry at `offset` (0 = newest) was listed on, and how many entries are newer
 * than that day; undefined when the list is shorter than the offset.
 */
export async function dayOfOffset(
  db: Kysely<DB>,
  offset: number,
  categoryId?: number,
): Promise<DayStart | undefined> {
  const brand = categoryId === undefined ? sql`` : sql`where category_id = ${categoryId}`;
  const { rows } = await sql<{ day: string; before: number | string }>`
    select day, before from (
      select day, n, sum(n) over (order by day desc rows between unbounded preceding and current row) - n as before
      from (select day, sum(listings) as n from storefront_day_counts ${brand} group by day) days
    ) running
    where before <= ${offset} and before + n > ${offset}
    order by day desc limit 1`.execute(db);
  const row = rows[0];
  return row ? { day: row.day, before: Number(row.before) } : undefined;
}

/** Every entry listed on `day` or earlier: ISO timestamps of that day all sort below `day~`. */
export const onOrBefore = (day: string): RawBuilder<unknown> => sql`e.created_at < ${`${day}~`}`;

/**
 * Whether a read of this list at this offset starts from the day directory: newest first, no
 * words, nothing but a brand (any other filter, present or added later, narrows the list below
 * what the day counts count). `filter` is the repository's StorefrontFilter.
 */
export function readsByDay(filter: object, order: string, offset: number): boolean {
  const onlyBrand = Object.entries(filter).every(
    ([name, value]) =>
      name === 'categoryId' || value === undefined || (name === 'terms' && (value as unknown[]).length === 0),
  );
  return onlyBrand && order === 'newest' && offset >= DAY_DIRECTORY_FROM;
}
