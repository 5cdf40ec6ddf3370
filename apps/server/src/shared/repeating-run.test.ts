import { describe, expect, it, vi } from 'vitest';
import { RepeatingRun } from './repeating-run.js';

describe('RepeatingRun', () => {
  it('runs again after each run ends, never two at once, and carries on after a failure', async () => {
    let inFlight = 0;
    let mostAtOnce = 0;
    let runs = 0;
    const errors: unknown[] = [];
    const repeating = new RepeatingRun(
      async () => {
        runs++;
        inFlight++;
        mostAtOnce = Math.max(mostAtOnce, inFlight);
        // Longer than the interval: a timer-driven loop would start the next run meanwhile.
        await new Promise((resolve) => setTimeout(resolve, 20));
        inFlight--;
        if (runs === 2) throw new Error('second run fails');
      },
      (err) => errors.push(err),
    );
    repeating.start(1, 0);
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(4), { timeout: 5_000, interval: 5 });
    await repeating.stop();
    expect(mostAtOnce).toBe(1);
    expect(errors).toEqual([new Error('second run fails')]);
  });

  it('stops only once the run in hand has ended, and starts no other', async () => {
    // Fake timers: the run's 50 ms and any timer left behind move only when the test says.
    vi.useFakeTimers();
    try {
      let finished = 0;
      let started = 0;
      const repeating = new RepeatingRun(
        async () => {
          started++;
          await new Promise((resolve) => setTimeout(resolve, 50));
          finished++;
        },
        () => {},
      );
      repeating.start(1, 0);
      await vi.advanceTimersByTimeAsync(0);
      expect(started).toBe(1);
      const stopped = repeating.stop();
      await vi.advanceTimersByTimeAsync(50);
      await stopped;
      expect(finished).toBe(1);
      // No timer is left to start another, however long one waits.
      expect(vi.getTimerCount()).toBe(0);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(started).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
