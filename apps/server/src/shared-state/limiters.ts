import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';

/** What a counter store needs to know; `rate-limiter-flexible` builds it in memory or in Redis. */
interface LimiterSpec {
  keyPrefix: string;
  points: number;
  /** Seconds a key lives after its first use. */
  duration: number;
}

/**
 * Where every rate limit keeps its counters (decision 018): the sign-in and e-mail throttles
 * (auth), report limits (moderation) and `@fastify/rate-limit`'s store (rate-limit-store.ts)
 * all take one, so that with Redis every instance counts together.
 */
export type LimiterFactory = (spec: LimiterSpec) => RateLimiterAbstract;

/** Counters in this process only: one instance, or no Redis configured. */
export const inMemoryLimiters: LimiterFactory = (spec) => new RateLimiterMemory(spec);

/**
 * Counters every instance shares, in Redis. Each limiter carries an in-memory twin (the
 * `insuranceLimiter`) that answers whenever Redis is not ready or a command fails, so a
 * Redis outage degrades the limits to per-instance counts instead of refusing everyone or
 * letting everything through (the connection logs the outage once). Counts made in memory
 * during an outage are not copied back when Redis returns.
 */
export function redisLimiters(client: Redis): LimiterFactory {
  return (spec) =>
    new RateLimiterRedis({
      ...spec,
      storeClient: client,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(spec),
    });
}
