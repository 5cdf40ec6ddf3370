import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../test/dialects.js';
import { insertProduct } from '../../test/fixtures.js';
import { signUp, type TestSession } from '../../test/sessions.js';
import { type OwnRedis, redisPrefixForTest, startOwnRedis } from '../../test/shared-services.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Redis goes away while the shop runs (a redis-server of this test's own, killed and
 * started again): the shop keeps answering, limits count in this instance, catalogue reads
 * ask the database, the outage is logged once, and everything is shared again when it returns.
 */
describe.each(TEST_DIALECTS)('when Redis goes away, on %s', (dialect) => {
  let redis: OwnRedis;
  let t: TestApp;
  const prefix = redisPrefixForTest();
  const logLines: string[] = [];
  const redisErrors = async () => (await t.app.metrics.redisErrors.get()).values[0]?.value ?? 0;
  const ready = async () => (await t.app.inject('/api/ready')).json() as { redis: string };
  const waitForRedis = async (state: 'up' | 'down') => {
    for (let i = 0; i < 100 && (await ready()).redis !== state; i++) await sleep(50);
    expect((await ready()).redis).toBe(state);
  };
  const failedLogin = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong password!' } });
  const totalListings = async () =>
    Number((await t.app.inject('/api/products?limit=1')).headers['x-total-count']);

  beforeAll(async () => {
    redis = await startOwnRedis();
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp(
      dialect,
      { REDIS_URL: redis.url, REDIS_KEY_PREFIX: prefix },
      { logger: pino(sink) },
    );
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  it('keeps serving, limits per instance, and is shared again once Redis is back', async () => {
    expect(await ready()).toMatchObject({ status: 'ready', redis: 'up' });
    const seller: TestSession = await signUp(t.app, { seller: true });
    const before = await totalListings();

    await redis.stop();
    await waitForRedis('down');
    // Catalogue reads still answer, and a write made now shows at once (no bus: ask the database).
    await insertProduct(t.app.database.db, seller.user.uid);
    expect(await totalListings()).toBe(before + 1);
    // The sign-in limit still holds, counted in this process: 5 attempts, then a wait.
    const email = 'outage@example.test';
    for (let i = 0; i < 5; i++) expect((await failedLogin(email)).statusCode).toBe(401);
    expect((await failedLogin(email)).statusCode).toBe(429);
    // Live events still reach users connected to this instance (decision 023).
    const heard: unknown[] = [];
    const stream = t.app.liveEvents.open(
      seller.user.uid,
      (event) => heard.push(event),
      () => {},
    );
    const event = {
      type: 'booking-changed' as const,
      data: { orderId: 'o', productId: 'p', status: 'pending' as const, role: 'seller' as const },
    };
    await t.app.liveEvents.publish(seller.user.uid, event);
    expect(heard).toEqual([event]);
    stream.close();
    // Several failed reconnections later (each counts a Redis error), the outage was logged once.
    const errorsNow = await redisErrors();
    for (let i = 0; i < 100 && (await redisErrors()) < errorsNow + 3; i++) await sleep(50);
    expect(await redisErrors()).toBeGreaterThanOrEqual(errorsNow + 3);
    expect(logLines.filter((line) => line.includes('Redis does not answer'))).toHaveLength(1);

    await redis.start();
    await waitForRedis('up');
    // Logged once both connections (commands and subscriptions) are back.
    const backLines = () => logLines.filter((line) => line.includes('Redis answers again'));
    for (let i = 0; i < 100 && backLines().length === 0; i++) await sleep(50);
    expect(backLines()).toHaveLength(1);
    // Counting happens in Redis again.
    await failedLogin('after-outage@example.test');
    const client = new Redis(redis.url);
    try {
      expect(await client.keys(`${prefix}login_fail_address*`)).not.toHaveLength(0);
    } finally {
      client.disconnect();
    }
    expect(await totalListings()).toBe(before + 1);
  }, 30_000);
});
