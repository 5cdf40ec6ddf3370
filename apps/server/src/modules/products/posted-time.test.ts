import { describe, expect, it } from 'vitest';
import { postedTimeOf } from './posted-time.js';

const formatted = (createdAt: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(createdAt));

describe('postedTimeOf', () => {
  it('formats each timestamp as its own UTC day, whatever time of day it has', () => {
    const stamps = [
      '2025-03-04T00:00:00.000Z',
      '2025-03-04T23:59:59.999Z',
      '2025-03-05T00:00:00.000Z',
      '2024-02-29T12:00:00.000Z',
      '1999-12-31T23:59:59.999Z',
    ];
    for (const stamp of stamps) expect(postedTimeOf(stamp)).toBe(formatted(stamp));
    expect(postedTimeOf('2025-03-04T23:59:59.999Z')).toBe('Mar 4, 2025');
  });

  it('formats other forms of a timestamp as they come (an offset moves the UTC day)', () => {
    expect(postedTimeOf('2025-03-04T23:30:00+00:00')).toBe('Mar 4, 2025');
    expect(postedTimeOf('2025-03-04T23:30:00-02:00')).toBe('Mar 5, 2025');
    expect(postedTimeOf('2025-03-04 10:00:00Z')).toBe(formatted('2025-03-04 10:00:00Z'));
  });

  it('answers the same day from memory after its first ask', () => {
    const first = postedTimeOf('2023-07-01T08:00:00.000Z');
    expect(postedTimeOf('2023-07-01T20:00:00.000Z')).toBe(first);
    expect(first).toBe('Jul 1, 2023');
  });
});
