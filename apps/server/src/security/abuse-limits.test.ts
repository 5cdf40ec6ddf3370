import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Limits that keep one client from exhausting the server (OWASP API4). */
describe('abuse limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('sets connection, request and keep-alive timeouts against slow clients', () => {
    const server = t.app.server;
    expect(server.requestTimeout).toBeGreaterThan(0);
    expect(server.requestTimeout).toBeLessThanOrEqual(30_000);
    expect(server.timeout).toBeGreaterThan(0);
    expect(server.keepAliveTimeout).toBeGreaterThan(0);
    expect(server.headersTimeout).toBeGreaterThan(0);
  });

  it('refuses JSON bodies over 1 MiB with 413 and writes nothing', async () => {
    const session = await signUp(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: { ...session.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ displayName: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload-too-large');
    const me = await t.app.inject({ url: '/api/auth/me', headers: session.auth });
    expect(me.json().user.displayName).toBe('Test User');
  });

  it('refuses over-long path parameters', async () => {
    const res = await t.app.inject(`/api/products/${'a'.repeat(5000)}`);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('caps every list at 100 items per page', async () => {
    for (const url of ['/api/products', '/api/category/1', '/api/me/orders', '/api/user/all-buyers']) {
      const res = await t.app.inject(`${url}?limit=1000`);
      expect([400, 401], url).toContain(res.statusCode);
    }
    expect((await t.app.inject('/api/products?limit=100')).statusCode).toBe(200);
  });

  it('limits sign-ups per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: '203.0.113.7',
        payload: { name: 'Bot', email: uniqueEmail('bot'), password: 'long enough pw' },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json().error.code).toBe('auth/too-many-requests');
        expect(res.headers['retry-after']).toBeDefined();
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429]);
    // Another address is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: '198.51.100.9',
      payload: { name: 'Human', email: uniqueEmail('human'), password: 'long enough pw' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('limits failed sign-ins per client address across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '192.0.2.55',
        payload: { email: uniqueEmail('spray'), password: 'guess guess' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});
