import { z } from 'zod';

/** PRODUCT.md §2 "Lists are paged": default 24, at most 100. */
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** Home shows the newest available listings, at most this many. */
export const HOME_CAMERAS_LIMIT = 6;

/** Headers that carry paging metadata, since list bodies are bare arrays (PRODUCT.md §1). */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** A query value that must be a positive whole number; strings from the URL are coerced. */
const positiveInt = (name: string, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(1, { error: `${name} must be at least 1` })
    .max(max, { error: `${name} must be at most ${max}` });

export const PageQuerySchema = z.object({
  page: positiveInt('page', 1_000_000).default(1),
  limit: positiveInt('limit', MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export type PageQuery = z.infer<typeof PageQuerySchema>;
