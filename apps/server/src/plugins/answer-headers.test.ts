import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../test/dialects.js';
import { insertProduct, insertUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const ALLOWED = 'https://old-client.example';

/**
 * Every answer carries the security headers and CORS, including the page cache's hits and
 * 304s, which are answered before any route runs (issue 17.1).
 */
describe.each(TEST_DIALECTS)('headers on every answer on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: 'https://cameras.example', CORS_ORIGINS: ALLOWED });
    const seller = await insertUser(t.app.database.db);
    await insertProduct(t.app.database.db, seller.id, { name: 'Headers camera' });
  });
  afterAll(() => t.close());

  const expectSecurityHeaders = (headers: Record<string, unknown>) => {
    expect(String(headers['content-security-policy'])).toContain("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  };

  for (const [index, origin] of [undefined, ALLOWED, 'https://evil.example'].entries()) {
    it(`on a miss, a hit and a 304 (Origin: ${origin ?? 'none'})`, async () => {
      // A page of its own, so the first request is a miss.
      const url = `/api/products?limit=${7 + index}`;
      const headers: Record<string, string> = origin ? { origin } : {};
      const miss = await t.app.inject({ url, headers });
      const hit = await t.app.inject({ url, headers });
      const notModified = await t.app.inject({
        url,
        headers: { ...headers, 'if-none-match': String(hit.headers.etag) },
      });
      expect([miss.statusCode, hit.statusCode, notModified.statusCode]).toEqual([200, 200, 304]);
      expect(hit.headers.etag).toBe(miss.headers.etag);
      for (const answer of [miss, hit, notModified]) {
        expectSecurityHeaders(answer.headers);
        expect(String(answer.headers.vary)).toMatch(/Origin/);
        expect(answer.headers['access-control-allow-origin']).toBe(origin === ALLOWED ? ALLOWED : undefined);
        if (origin === ALLOWED) expect(answer.headers['access-control-allow-credentials']).toBe('true');
      }
    });
  }

  it('lets an allowed origin PUT, PATCH and DELETE across origins (preflight)', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/listings/some-id',
        headers: {
          origin: ALLOWED,
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(ALLOWED);
      const allowed = String(preflight.headers['access-control-allow-methods']).split(/,\s*/);
      expect(allowed).toContain(method);
    }
  });

  it('lets other origins show photos (CORP cross-origin on /api/images only)', async () => {
    const photo = await t.app.inject(`/api/images/${'0'.repeat(64)}/400.webp`);
    expect(photo.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await t.app.inject('/api/health')).headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
