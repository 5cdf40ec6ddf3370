import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { type OwnRedis, redisPrefixForTest, startOwnRedis } from '../../test/shared-services.js';
import { connectRedis } from './redis-connection.js';
import { RedisEventBus } from './redis-event-bus.js';

/**
 * The bus against a redis-server of the test's own, which it can stop. A subscription made
 * while Redis cannot be reached (a busy start-up whose first connection timed out, or an
 * outage) must still hear other instances once Redis answers.
 */
describe('Redis event bus', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function busOn(redis: OwnRedis, prefix: string) {
    let errors = 0;
    const client = connectRedis(
      { url: redis.url, keyPrefix: prefix, onError: () => errors++ },
      pino({ level: 'silent' }),
    );
    const bus = new RedisEventBus(client, prefix, () => errors++);
    cleanups.push(async () => {
      await bus.close();
      client.disconnect();
    });
    return { bus, errors: () => errors };
  }

  /** Another instance's publish: straight onto the channel, not through this bus. */
  async function publishFromElsewhere(redis: OwnRedis, channel: string, message: unknown) {
    const other = new Redis(redis.url);
    try {
      return await other.publish(channel, JSON.stringify(message));
    } finally {
      other.disconnect();
    }
  }

  async function until(condition: () => boolean, ms = 10_000) {
    const deadline = Date.now() + ms;
    while (!condition() && Date.now() < deadline) await sleep(25);
    expect(condition()).toBe(true);
  }

  it('hears another instance on a topic it subscribed to while Redis was down', async () => {
    const redis = await startOwnRedis();
    cleanups.push(() => redis.stop());
    await redis.stop();
    const prefix = redisPrefixForTest();
    const { bus, errors } = await busOn(redis, prefix);

    const heard: unknown[] = [];
    bus.subscribe('catalogue', (message) => heard.push(message));
    // ioredis gives up on a queued command after its second failed reconnect (one retry per
    // request): the third error says the subscription was attempted and failed.
    await until(() => errors() > 2);

    await redis.start();
    await until(() => bus.hearsOtherInstances());
    const receivers = await publishFromElsewhere(redis, `${prefix}events:catalogue`, { version: 7 });
    expect(receivers).toBe(1);
    await until(() => heard.length === 1, 2_000);
    expect(heard).toEqual([{ version: 7 }]);
  });

  it('subscribes again to every topic after Redis comes back', async () => {
    const redis = await startOwnRedis();
    cleanups.push(() => redis.stop());
    const prefix = redisPrefixForTest();
    const { bus } = await busOn(redis, prefix);
    const heard: unknown[] = [];
    bus.subscribe('a', (message) => heard.push(['a', message]));
    bus.subscribe('b', (message) => heard.push(['b', message]));
    await until(() => bus.hearsOtherInstances());

    await redis.stop();
    await until(() => !bus.hearsOtherInstances());
    await redis.start();
    await until(() => bus.hearsOtherInstances());

    expect(await publishFromElsewhere(redis, `${prefix}events:a`, 1)).toBe(1);
    expect(await publishFromElsewhere(redis, `${prefix}events:b`, 2)).toBe(1);
    await until(() => heard.length === 2, 2_000);
    expect(heard).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
  });
});
