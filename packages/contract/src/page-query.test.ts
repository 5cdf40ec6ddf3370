import { describe, expect, it } from 'vitest';
import { accepted } from '../test/parse-checks.js';
import { PageQuerySchema } from './page-query.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './paging.js';

describe('PageQuerySchema', () => {
  it('defaults to the first page of the default size', () => {
    expect(accepted(PageQuerySchema, {})).toEqual({ page: 1, limit: DEFAULT_PAGE_SIZE });
  });

  it('coerces numbers from the query string', () => {
    expect(accepted(PageQuerySchema, { page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 });
    expect(accepted(PageQuerySchema, { page: 1_000_000, limit: MAX_PAGE_SIZE })).toEqual({
      page: 1_000_000,
      limit: MAX_PAGE_SIZE,
    });
  });

  it.each([
    ['page', '0', 'page must be at least 1'],
    ['page', '', 'page must be at least 1'],
    ['page', '1.5', 'page must be a whole number'],
    ['page', 'two', 'page must be a number'],
    ['page', '1000001', 'page must be at most 1000000'],
    ['limit', '0', 'limit must be at least 1'],
    ['limit', String(MAX_PAGE_SIZE + 1), `limit must be at most ${MAX_PAGE_SIZE}`],
  ])('refuses %s=%j with "%s"', (key, value, message) => {
    const result = PageQuerySchema.safeParse({ [key]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([[key]]);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
