import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError, type ErrorMessage } from '../../errors/app-error.js';
import type { LimiterFactory } from '../../shared-state/limiters.js';
import { msBeforeNextOf } from './progressive-delay.js';

/** `auth/too-many-requests`, with the seconds to wait for `Retry-After`. */
export class ActionThrottled extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string | ErrorMessage,
  ) {
    super('auth/too-many-requests', message);
  }
}

/** One counter: `points` uses per `windowSeconds` for each key. */
export interface ActionLimit {
  name: string;
  points: number;
  windowSeconds: number;
}

/**
 * Counts uses of an action (send me a reset link, send the verification again) under several
 * keys at once — per address asked for, per client — and refuses when any count is spent.
 * The counters live where `limiters` puts them (memory, or a shared store such as Redis).
 */
export class ActionThrottle {
  private readonly counters: RateLimiterAbstract[];

  constructor(
    limiters: LimiterFactory,
    limits: ActionLimit[],
    private readonly refusal: string | ErrorMessage,
  ) {
    this.counters = limits.map((l) =>
      limiters({ keyPrefix: l.name, points: l.points, duration: l.windowSeconds }),
    );
  }

  /** Counts one use under `keys[i]` for the i-th limit, or throws `ActionThrottled`. */
  async admit(keys: string[]): Promise<void> {
    for (const [i, counter] of this.counters.entries()) {
      const key = keys[i];
      if (key === undefined) continue;
      try {
        await counter.consume(key);
      } catch (refusal) {
        throw new ActionThrottled(Math.max(1, Math.ceil(msBeforeNextOf(refusal) / 1000)), this.refusal);
      }
    }
  }

  /** Like `admit`, for a caller that must not tell a refusal apart: false instead of throwing. */
  async tryAdmit(keys: string[]): Promise<boolean> {
    try {
      await this.admit(keys);
      return true;
    } catch (error) {
      if (error instanceof ActionThrottled) return false;
      throw error;
    }
  }
}
