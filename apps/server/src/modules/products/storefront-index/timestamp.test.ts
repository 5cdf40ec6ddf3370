import { describe, expect, it } from 'vitest';
import { isCanonicalTimestamp } from './indexed-side.js';

describe('the index takes created_at only in the form it rebuilds', () => {
  it.each([
    '2024-02-29T23:59:59.999Z',
    '2026-11-26T00:00:00.000Z',
    '2000-02-29T12:00:00.000Z',
    new Date(0).toISOString(),
  ])('takes %s', (text) => {
    expect(isCanonicalTimestamp(text)).toBe(true);
  });

  it.each([
    '2024-02-30T00:00:00.000Z', // Date.parse moves it to 1 March
    '2023-02-29T00:00:00.000Z',
    '1900-02-29T00:00:00.000Z',
    '2024-04-31T00:00:00.000Z',
    '2024-13-01T00:00:00.000Z',
    '2024-00-10T00:00:00.000Z',
    '2024-01-01T24:00:00.000Z', // Date.parse moves it to the next day
    '2024-01-01T10:60:00.000Z',
    '2024-01-01 10:00:00.000Z',
    '2024-01-01T10:00:00.000+',
    '2024-01-01T10:00:00Z',
    '2024-1a-01T10:00:00.000Z',
  ])('refuses %s', (text) => {
    expect(isCanonicalTimestamp(text)).toBe(false);
  });
});
