import { z } from 'zod';
import { ORDER_STATUSES } from './order.js';
import { PRODUCT_STATUSES } from './product.js';

/** How many days the overview's chart covers, today included (issue 15, item 5). */
export const OVERVIEW_DAYS = 30;

const countsOf = <const K extends readonly string[]>(keys: K) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<K[number], z.ZodNumber>);

/** One day of the chart: sign-ups and new listings on that UTC day (`YYYY-MM-DD`). */
export const OverviewDaySchema = z.object({
  date: z.string(),
  signUps: z.number().int(),
  listings: z.number().int(),
});
export type OverviewDay = z.infer<typeof OverviewDaySchema>;

/**
 * `GET /api/admin/overview`: the admins' dashboard home. People count open accounts (closed
 * ones are gone); a disabled account counts under its role and again under `disabled`.
 * Listings count what is on the marketplace by status, and withdrawn ones apart.
 */
export const AdminOverviewSchema = z.object({
  people: countsOf(['buyers', 'sellers', 'admins', 'disabled'] as const),
  listings: countsOf([...PRODUCT_STATUSES, 'withdrawn'] as const),
  bookings: countsOf(ORDER_STATUSES),
  /** Report cases waiting for an admin's decision (issue 15, item 4). */
  openReports: z.number().int(),
  /** Oldest first, `OVERVIEW_DAYS` entries ending today (UTC), days without activity as 0. */
  days: z.array(OverviewDaySchema),
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;
