import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { EventBus } from './event-bus.js';
import { type LimiterFactory, redisLimiters } from './limiters.js';
import { connectRedis, firstConnection } from './redis-connection.js';
import { RedisEventBus } from './redis-event-bus.js';

export interface SharedState {
  redis: Redis;
  limiters: LimiterFactory;
  bus: EventBus;
}

/**
 * Everything instances share through Redis (decision 018). Loaded only when `REDIS_URL` is
 * set (app/shared-state.ts imports this file on demand), so one instance never loads a Redis
 * client. Waits up to 3 s for the first connection, then serves either way.
 */
export async function connectSharedState(
  settings: { url: string; keyPrefix: string },
  log: FastifyBaseLogger,
  onError: () => void,
): Promise<SharedState> {
  const redis = connectRedis({ ...settings, onError }, log);
  if (!(await firstConnection(redis, 3_000))) {
    log.warn('Redis did not answer at start: serving with per-instance limits until it does');
  }
  return {
    redis,
    limiters: redisLimiters(redis),
    bus: new RedisEventBus(redis, settings.keyPrefix, onError),
  };
}
