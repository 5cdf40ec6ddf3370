import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { LimiterFactory } from '../modules/auth/progressive-delay.js';

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
