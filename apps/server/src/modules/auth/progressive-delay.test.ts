import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inMemoryLimiters } from '../../shared-state/limiters.js';
import { ProgressiveDelay } from './progressive-delay.js';

/** The wait schedule, on the real in-memory store with the clock moved by hand. */
describe('progressive delay', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const schedule = { free: 2, windowSeconds: 3600, firstSeconds: 30, maxSeconds: 120 };

  it('lets the free attempts through, then doubles the wait up to its cap', async () => {
    const delay = new ProgressiveDelay(inMemoryLimiters, 'test', schedule);
    expect(await delay.enter('k')).toBe(0);
    expect(await delay.enter('k')).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const wait = await delay.enter('k');
      waits.push(wait);
      // Refusals while waiting do not make the wait longer.
      expect(await delay.enter('k')).toBe(wait);
      vi.advanceTimersByTime(wait);
      expect(await delay.enter('k')).toBe(0);
    }
    expect(waits).toEqual([30_000, 60_000, 120_000, 120_000]);
  });

  it('keeps keys apart and forgets a key on reset', async () => {
    const delay = new ProgressiveDelay(inMemoryLimiters, 'test', schedule);
    await delay.enter('a');
    await delay.enter('a');
    expect(await delay.enter('a')).toBeGreaterThan(0);
    expect(await delay.enter('b')).toBe(0);
    await delay.reset('a');
    expect(await delay.enter('a')).toBe(0);
  });

  it('starts over when the window ends', async () => {
    const delay = new ProgressiveDelay(inMemoryLimiters, 'test', schedule);
    await delay.enter('k');
    await delay.enter('k');
    vi.advanceTimersByTime(3600_000);
    expect(await delay.enter('k')).toBe(0);
    expect(await delay.enter('k')).toBe(0);
  });
});
