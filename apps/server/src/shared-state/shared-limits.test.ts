import { setTimeout as sleep } from 'node:timers/promises';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisPrefixForTest, TEST_REDIS_URL } from '../../test/shared-services.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { InProcessEventBus } from './event-bus.js';
import { connectRedis } from './redis-connection.js';
import { RedisEventBus } from './redis-event-bus.js';

/**
 * Limits built on `@fastify/rate-limit` (sign-up, the catalogue miss limit) are counted in
 * Redis by every app that shares it: two apps here, as two instances would be. SQLite is
 * enough: the counters are not in the database.
 */
describe('limits shared through Redis', () => {
  let one: TestApp;
  let two: TestApp;
  const prefix = redisPrefixForTest();

  beforeAll(async () => {
    const env = {
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      SIGNUPS_PER_10_MINUTES: '3',
      CATALOGUE_MISSES_PER_MINUTE: '4',
    };
    [one, two] = await Promise.all([createTestApp('sqlite', env), createTestApp('sqlite', env)]);
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
  });

  const signUp = (t: TestApp, n: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Limit Test', email: `limit-${n}@example.test`, password: 'correct horse battery' },
    });

  it('sign-ups: three in ten minutes from one address, wherever they land', async () => {
    expect((await signUp(one, 1)).statusCode).toBe(200);
    expect((await signUp(two, 2)).statusCode).toBe(200);
    expect((await signUp(one, 3)).statusCode).toBe(200);
    const fourth = await signUp(two, 4);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.code).toBe('auth/too-many-requests');
  });

  it('catalogue misses: four a minute per client across both apps', async () => {
    // Different queries, so none is a cache hit.
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const app = i % 2 ? one : two;
      statuses.push((await app.app.inject(`/api/products?limit=${i}`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('event bus', () => {
  it('in process: a publish reaches this process only, and hears no other instance', async () => {
    const bus = new InProcessEventBus();
    const got: unknown[] = [];
    const off = bus.subscribe('t', (m) => got.push(m));
    await bus.publish('t', { n: 1 });
    off();
    await bus.publish('t', { n: 2 });
    expect(got).toEqual([{ n: 1 }]);
    expect(bus.hearsOtherInstances()).toBe(false);
  });

  it('over Redis: every bus with the same prefix hears it, another prefix does not', async () => {
    const log = pino({ level: 'silent' });
    const prefix = redisPrefixForTest();
    const connections = [prefix, prefix, redisPrefixForTest()].map((p) =>
      connectRedis({ url: TEST_REDIS_URL, keyPrefix: p }, log),
    );
    const buses = connections.map((c, i) => new RedisEventBus(c, i < 2 ? prefix : `other-${prefix}`));
    try {
      const heard: unknown[][] = [[], [], []];
      for (const [i, bus] of buses.entries()) bus.subscribe('messages', (m) => heard[i]?.push(m));
      for (let i = 0; i < 100 && !buses.every((b) => b.hearsOtherInstances()); i++) await sleep(20);
      expect(buses.map((b) => b.hearsOtherInstances())).toEqual([true, true, true]);

      await buses[0]?.publish('messages', { to: 'u1', text: 'hello' });
      for (let i = 0; i < 100 && heard[1]?.length === 0; i++) await sleep(10);
      expect(heard[0]).toEqual([{ to: 'u1', text: 'hello' }]);
      expect(heard[1]).toEqual([{ to: 'u1', text: 'hello' }]);
      // Redis takes commands one at a time and bus 0's publish was answered before this one was
      // sent: had the other prefix been sent the first message, it would have heard it first.
      await buses[2]?.publish('messages', { to: 'u2', text: 'own prefix' });
      for (let i = 0; i < 100 && heard[2]?.length === 0; i++) await sleep(10);
      expect(heard[2]).toEqual([{ to: 'u2', text: 'own prefix' }]);
    } finally {
      await Promise.all(buses.map((b) => b.close()));
      for (const c of connections) c.disconnect();
    }
  });
});
