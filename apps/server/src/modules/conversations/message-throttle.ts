import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError, type ErrorMessage } from '../../errors/app-error.js';
import type { LimiterFactory } from '../../shared-state/limiters.js';
import { conversationsErrors } from './conversations-errors.js';

/** Messages one person may send: a burst cap and a day's cap (issue 41 item 4). */
export interface MessageLimits {
  perMinute: number;
  perDay: number;
}

/** `rate-limited`, with the seconds to wait for `Retry-After`. */
export class MessagesThrottled extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string | ErrorMessage,
  ) {
    super('rate-limited', message);
  }
}

/**
 * Counts each message (text or photo) a person sends, on every instance together when the
 * limiters are Redis's. The minute's cap stops a script flooding a thread; the day's cap bounds
 * what one account can put in other people's inboxes. Both are far above what a person types.
 */
export class MessageThrottle {
  private readonly counters: { limiter: RateLimiterAbstract; refusal: ErrorMessage }[];

  constructor(limiters: LimiterFactory, limits: MessageLimits) {
    this.counters = [
      {
        limiter: limiters({ keyPrefix: 'messages-minute', points: limits.perMinute, duration: 60 }),
        refusal: { ...conversationsErrors.messagesPerMinute, values: { perMinute: limits.perMinute } },
      },
      {
        limiter: limiters({ keyPrefix: 'messages-day', points: limits.perDay, duration: 86_400 }),
        refusal: { ...conversationsErrors.messagesPerDay, values: { perDay: limits.perDay } },
      },
    ];
  }

  /** Counts one message of `userId`, or throws `MessagesThrottled` when a cap is spent. */
  async admit(userId: string): Promise<void> {
    for (const { limiter, refusal } of this.counters) {
      try {
        await limiter.consume(userId);
      } catch (outcome) {
        // An Error is the store failing, which is ours to report; anything else is a refusal.
        if (outcome instanceof Error) throw outcome;
        const ms = (outcome as { msBeforeNext: number }).msBeforeNext;
        throw new MessagesThrottled(Math.max(1, Math.ceil(ms / 1000)), refusal);
      }
    }
  }
}
