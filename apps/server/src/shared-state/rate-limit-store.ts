import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { LimiterFactory } from './limiters.js';

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteLimitOptions {
  routeInfo?: { method?: string; url?: string };
}

/**
 * A store for `@fastify/rate-limit` (sign-up, the catalogue miss limit and any route's
 * `config.rateLimit`) whose counters come from a `LimiterFactory`: with Redis they are
 * shared by every instance and fall back to memory like the sign-in throttle. A fixed
 * window, as the plugin's own stores count: the first hit starts it, `ttl` is what is left.
 */
export function limiterStore(make: LimiterFactory): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore {
    private readonly limiters = new Map<number, RateLimiterAbstract>();

    // The plugin constructs the store with its global options, which it does not need.
    constructor(
      _globalOptions?: unknown,
      private readonly scope = 'global',
    ) {}

    incr(key: string, done: Done, timeWindowMs: number): void {
      this.limiterFor(timeWindowMs)
        .penalty(key)
        .then((result) => done(null, { current: result.consumedPoints, ttl: result.msBeforeNext }))
        .catch((error: Error) => done(error));
    }

    read(key: string, done: Done, timeWindowMs: number): void {
      this.limiterFor(timeWindowMs)
        .get(key)
        .then((result) =>
          done(null, { current: result?.consumedPoints ?? 0, ttl: result?.msBeforeNext ?? 0 }),
        )
        .catch((error: Error) => done(error));
    }

    // The plugin passes its merged route options, `routeInfo` among them (not in its types).
    child(options: object): SharedRateLimitStore {
      const route = (options as RouteLimitOptions).routeInfo;
      return new SharedRateLimitStore(
        undefined,
        route?.url ? `${route.method ?? ''}${route.url}` : this.scope,
      );
    }

    private limiterFor(timeWindowMs: number): RateLimiterAbstract {
      let limiter = this.limiters.get(timeWindowMs);
      if (!limiter) {
        // `penalty` never refuses, so `points` does not matter; the plugin compares with its max.
        limiter = make({
          keyPrefix: `rl_${this.scope}`,
          points: 1,
          duration: Math.max(1, Math.ceil(timeWindowMs / 1000)),
        });
        this.limiters.set(timeWindowMs, limiter);
      }
      return limiter;
    }
  };
}
