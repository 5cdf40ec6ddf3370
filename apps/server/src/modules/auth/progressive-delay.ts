import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { LimiterFactory } from '../../shared-state/limiters.js';

export interface DelaySchedule {
  /** Attempts counted per key before any wait. */
  free: number;
  /** Seconds the count is kept after the first attempt. */
  windowSeconds: number;
  /** The first wait; each further attempt doubles it, up to `maxSeconds`. */
  firstSeconds: number;
  maxSeconds: number;
}

/**
 * Per key, the first `free` attempts go through; from then on every attempt that goes
 * through makes the next one wait, twice as long each time (a slow-down, never a lock:
 * the wait is capped and the count ages out). Both steps are single atomic store
 * operations, so parallel attempts cannot slip past the count.
 */
export class ProgressiveDelay {
  private readonly attempts: RateLimiterAbstract;
  private readonly waits: RateLimiterAbstract;

  constructor(
    make: LimiterFactory,
    name: string,
    private readonly schedule: DelaySchedule,
  ) {
    // `penalty` counts without ever refusing, so `points` does not matter here.
    this.attempts = make({ keyPrefix: `${name}_attempts`, points: 1, duration: schedule.windowSeconds });
    // One pass per wait period: `consume` creates the key (with the wait as its life) or refuses.
    this.waits = make({ keyPrefix: `${name}_wait`, points: 1, duration: schedule.firstSeconds });
  }

  /** Counts the attempt: 0 when it may go ahead, otherwise the milliseconds to wait. */
  async enter(key: string): Promise<number> {
    const count = (await this.attempts.penalty(key)).consumedPoints;
    if (count < this.schedule.free) return 0;
    const step = count - this.schedule.free;
    const waitSeconds = Math.min(this.schedule.firstSeconds * 2 ** step, this.schedule.maxSeconds);
    try {
      await this.waits.consume(key, 1, { customDuration: waitSeconds });
      return 0;
    } catch (refusal) {
      // A refused attempt never reached the password check, so it does not count.
      await this.attempts.reward(key);
      return msBeforeNextOf(refusal);
    }
  }

  /** Uncounts an attempt that `enter` let through but another check then refused. */
  async giveBack(key: string): Promise<void> {
    await this.attempts.reward(key);
  }

  /** Forgets the key (its owner proved who they are). */
  async reset(key: string): Promise<void> {
    await Promise.all([this.attempts.delete(key), this.waits.delete(key)]);
  }
}

/** The wait a limiter's refusal names; anything else (a store failure) is rethrown. */
export function msBeforeNextOf(refusal: unknown): number {
  if (refusal instanceof Error) throw refusal;
  return Math.max(1, (refusal as { msBeforeNext: number }).msBeforeNext);
}
