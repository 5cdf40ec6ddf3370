import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Cross-cutting HTTP behaviour: errors, SPA fallback, caching, CORS, headers, compression, OpenAPI. */
describe('platform', () => {
  let t: TestApp;
  const webDir = path.join(process.cwd(), 'node_modules', '.cache', `refocus-web-${process.pid}`);

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Refocus test shell</title>');
    fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp('sqlite', { WEB_DIST_DIR: webDir, CORS_ORIGINS: 'https://old-client.example' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('answers health and readiness', async () => {
    expect((await t.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/api/ready')).json()).toEqual({
      status: 'ready',
      database: 'sqlite',
      storage: 'disk',
      redis: 'off',
    });
  });

  it('is not a demo shop without the demo accounts, and names its time zone', async () => {
    const shop = (await t.app.inject('/api/shop')).json();
    expect(shop).toMatchObject({ demo: false });
    // The machine's zone when SHOP_TIME_ZONE is unset: one Intl knows.
    expect([...Intl.supportedValuesOf('timeZone'), 'UTC']).toContain(shop.timeZone);
  });

  it('answers unknown API paths with a 404 in the error shape', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no/such/thing' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'not-found', message: expect.stringContaining('/api/no') },
      });
    }
  });

  it('serves index.html for client routes, uncached', async () => {
    for (const url of ['/', '/products?page=2', '/category/2', '/some/unknown/page']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('Refocus test shell');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for good and other files briefly', async () => {
    const asset = await t.app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await t.app.inject('/favicon.svg');
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('sets security headers with a same-origin CSP', async () => {
    const res = await t.app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('allows cross-origin calls only from CORS_ORIGINS', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/products',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
    const allowed = await preflight('https://old-client.example');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://old-client.example');
    const refused = await preflight('https://evil.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await t.app.inject({ url: '/api/products', headers: { origin: 'https://evil.example' } });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets an allowed origin read every paging header, whether a total is capped or estimated included, and the search suggestion', async () => {
    const res = await t.app.inject({
      url: '/api/products',
      headers: { origin: 'https://old-client.example' },
    });
    const exposed = String(res.headers['access-control-expose-headers']).toLowerCase().split(/,\s*/);
    for (const header of [
      'x-total-count',
      'x-total-count-capped',
      'x-total-count-estimated',
      'link',
      'x-search-suggestion',
    ]) {
      expect(exposed).toContain(header);
    }
  });

  it('compresses large answers for clients that accept it', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(['br', 'gzip']).toContain(res.headers['content-encoding']);
  });

  it('publishes an OpenAPI document of the routes and a browsable reference', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of ['/api/products', '/api/home-cameras', '/api/category/{id}', '/api/ready']) {
      expect(Object.keys(doc.paths)).toContain(route);
    }
    expect(doc.paths['/api/products'].get.parameters.map((p: { name: string }) => p.name)).toContain('limit');
    // "Include sold" (decision 038) on every catalogue read.
    for (const route of ['/api/products', '/api/products/facets', '/api/category/{id}']) {
      expect(doc.paths[route].get.parameters.map((p: { name: string }) => p.name)).toContain('includeSold');
    }
    const docs = await t.app.inject('/api/docs');
    expect(docs.statusCode).toBeLessThan(400);
  });
});
