import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { Metrics } from '../metrics/metrics.js';
import { type EventBus, InProcessEventBus } from '../shared-state/event-bus.js';
import { inMemoryLimiters, type LimiterFactory } from '../shared-state/limiters.js';

/** What instances share: rate-limit counters and live events, and the Redis behind them if any. */
export interface AppSharedState {
  redis: Redis | undefined;
  limiters: LimiterFactory;
  eventBus: EventBus;
}

/** Shared state: Redis when configured, else everything in this process as before. */
export async function openSharedState(
  config: Config,
  log: FastifyBaseLogger,
  metrics: Metrics,
): Promise<AppSharedState> {
  const shared = config.redis
    ? await (await import('../shared-state/redis-shared-state.js')).connectSharedState(
        config.redis,
        log,
        () => metrics.redisErrors.inc(),
      )
    : undefined;
  return {
    redis: shared?.redis,
    limiters: shared?.limiters ?? inMemoryLimiters,
    eventBus: shared?.bus ?? new InProcessEventBus(),
  };
}
