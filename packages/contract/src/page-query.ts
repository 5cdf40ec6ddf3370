import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './paging.js';

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
