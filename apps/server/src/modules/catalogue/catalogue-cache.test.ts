import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct, insertUser } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { PageCache } from './page-cache.js';

describe.each(TEST_DIALECTS)('catalogue page cache on %s', (dialect) => {
  let t: TestApp;
  let sellerId: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    sellerId = (await insertUser(t.app.database.db)).id;
    await insertProduct(t.app.database.db, sellerId, { name: 'Cached camera' });
  });
  afterAll(() => t.close());

  it('answers the same page with the same ETag, and 304 when the client has it', async () => {
    const first = await t.app.inject('/api/products');
    const second = await t.app.inject('/api/products');
    expect(first.headers.etag).toMatch(/^"c\d+-/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);
    expect(second.headers['x-total-count']).toBe(first.headers['x-total-count']);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    const revalidated = await t.app.inject({
      url: '/api/products',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('stops serving kept pages as soon as the catalogue changes', async () => {
    const before = await t.app.inject('/api/products');
    await insertProduct(t.app.database.db, sellerId, { name: 'Newer camera' });
    const after = await t.app.inject('/api/products');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json()[0].name).toBe('Newer camera');
    const stale = await t.app.inject({
      url: '/api/products',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('never keeps error answers', async () => {
    const bad = await t.app.inject('/api/products?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.etag).toBeUndefined();
    expect((await t.app.inject('/api/products/nope')).statusCode).toBe(404);
  });

  if (dialect === 'postgres') {
    it("sees another instance's writes at once (shared database)", async () => {
      const config = loadConfig({
        DATA_DIR: t.dataDir,
        DATABASE_URL: String(t.databaseUrl),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
      });
      const other = await buildApp(config);
      try {
        const cached = (await t.app.inject('/api/home-cameras')).json();
        await insertProduct(other.database.db, sellerId, { name: 'Listed on instance B' });
        const fresh = (await t.app.inject('/api/home-cameras')).json();
        expect(fresh[0].name).toBe('Listed on instance B');
        expect(fresh).not.toEqual(cached);
      } finally {
        await other.close();
      }
    });
  }
});

describe('PageCache', () => {
  it('drops every page of an older version and keeps within its byte budget', () => {
    const cache = new PageCache(100);
    cache.set(1, '/a', 'x'.repeat(40), {});
    cache.set(1, '/b', 'x'.repeat(40), {});
    expect(cache.get(1, '/a')).toBeDefined();
    cache.set(1, '/c', 'x'.repeat(40), {});
    // /b was the least recently used.
    expect(cache.get(1, '/b')).toBeUndefined();
    expect(cache.size).toBe(2);
    cache.set(2, '/a', 'y', {});
    expect(cache.get(1, '/c')).toBeUndefined();
    expect(cache.get(2, '/a')?.body).toBe('y');
    expect(cache.size).toBe(1);
  });
});
