import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export interface RedisOptions {
  url: string;
  /** Put before every key and channel, so several shops (or parallel tests) share one Redis. */
  keyPrefix: string;
  /** Counts each connection error (the metrics' `refocus_redis_errors_total`). */
  onError?: () => void;
}

/**
 * One connection to Redis that never holds the shop up: commands fail at once while it is
 * down (no offline queue), so every caller falls back to its own in-process way; ioredis
 * reconnects by itself, with a backoff capped at 2 s. An outage is logged once when it
 * starts and once when it ends, not on every retry.
 */
export function connectRedis(options: RedisOptions, log: FastifyBaseLogger): Redis {
  const client = new Redis(options.url, {
    keyPrefix: options.keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    // Generous: the timer runs from the socket's creation, so an event loop busy for a few
    // seconds (a start-up on a loaded machine) would otherwise fail a connection that had in
    // fact been made. Commands never wait for it: without an offline queue they fail at once.
    connectTimeout: 10_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  watchOutages(client, new OutageLog(log), options.onError);
  return client;
}

/** A second connection for subscriptions (a subscribed connection can do nothing else). */
export function subscriberOf(client: Redis, onError?: () => void): Redis {
  // Queued until connected: `subscribe` is sent once, and ioredis re-subscribes after a reconnect.
  const subscriber = client.duplicate({ enableOfflineQueue: true, keyPrefix: '' });
  const outages = outageLogs.get(client);
  if (outages) watchOutages(subscriber, outages, onError);
  return subscriber;
}

/** One outage, one line, however many connections see it and however often they retry. */
class OutageLog {
  private readonly down = new Set<Redis>();
  private reported = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  failed(connection: Redis, err: Error): void {
    this.down.add(connection);
    if (this.reported) return;
    this.reported = true;
    this.log.warn(
      { err: err.message },
      'Redis does not answer: limits count per instance and pages read the catalogue version from the database until it is back',
    );
  }

  answered(connection: Redis): void {
    this.down.delete(connection);
    if (!this.reported || this.down.size > 0) return;
    this.reported = false;
    this.log.info('Redis answers again: limits and events are shared again');
  }
}

const outageLogs = new WeakMap<Redis, OutageLog>();

function watchOutages(client: Redis, outages: OutageLog, onError?: () => void): void {
  outageLogs.set(client, outages);
  client.on('error', (err: Error) => {
    onError?.();
    outages.failed(client, err);
  });
  client.on('ready', () => outages.answered(client));
}

/** Waits up to `ms` for the first connection, so the first requests already count in Redis. */
export async function firstConnection(client: Redis, ms: number): Promise<boolean> {
  if (client.status === 'ready') return true;
  return await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => done(false), ms);
    const done = (ready: boolean) => {
      clearTimeout(timer);
      client.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    client.on('ready', onReady);
  });
}
