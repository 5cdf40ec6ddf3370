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
    await vi.waitFor(() => expect(started).toBe(1), { timeout: 5_000, interval: 5 });
    await repeating.stop();
    expect(finished).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(started).toBe(1);
  });
});
