import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import rateLimit from '@fastify/rate-limit';
import type { TotalKind } from '@refocus/contract';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct, insertUser } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { security } from '../../plugins/security.js';
import { PAGING_HEADERS, setPagingHeaders } from '../../shared/paging-headers.js';
import { pageCache } from './catalogue-cache.js';
import { bumpCatalogueVersion } from './catalogue-version.js';

describe.each(TEST_DIALECTS)('catalogue page cache on %s', (dialect) => {
  let t: TestApp;
  let sellerId: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    sellerId = (await insertUser(t.app.database.db)).id;
    // Enough listings that a page is worth compressing.
    for (let i = 0; i < 12; i++) {
      await insertProduct(t.app.database.db, sellerId, {
        name: `Cached camera ${i}`,
        description: 'x'.repeat(120),
      });
    }
  });

  /** Renames every listing without moving the catalogue version: only a cache hit still shows the old names. */
  const renameBehindTheCachesBack = () =>
    t.app.database.db.updateTable('products').set({ name: 'Renamed behind the cache' }).execute();
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

  it('answers 304 to a client that has a page not kept yet (asked for once before)', async () => {
    const first = await t.app.inject('/api/products?limit=17');
    const revalidated = await t.app.inject({
      url: '/api/products?limit=17',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers['content-encoding']).toBeUndefined();
    expect(revalidated.headers.etag).toBe(first.headers.etag);
  });

  it('compresses a page answered once at the fastest setting, named apart; either copy revalidates', async () => {
    const url = '/api/products?limit=9';
    const br = { 'accept-encoding': 'br' };
    const once = await t.app.inject({ url, headers: br });
    expect(once.headers.etag).toMatch(/-br-f"$/);
    // Asked for again, the page is kept (decision 044) and compressed at the kept setting.
    const kept = await t.app.inject({ url, headers: br });
    expect(kept.headers.etag).toMatch(/-br"$/);
    expect(kept.headers.etag).not.toBe(once.headers.etag);
    expect(brotliDecompressSync(once.rawPayload).toString()).toBe(
      brotliDecompressSync(kept.rawPayload).toString(),
    );
    for (const held of [once, kept]) {
      const revalidated = await t.app.inject({
        url,
        headers: { ...br, 'if-none-match': `W/${held.headers.etag}, "c0-other"` },
      });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.headers.etag).toBe(held.headers.etag);
    }
    // Another encoding's copy is other bytes: not a 304.
    const gzip = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(kept.headers.etag) },
    });
    expect(gzip.statusCode).toBe(200);
  });

  it('stops serving kept pages as soon as the catalogue changes', async () => {
    const before = await t.app.inject('/api/products');
    await insertProduct(t.app.database.db, sellerId, { name: 'Newer camera', description: 'x'.repeat(120) });
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
    // Twice: the second time the URL's key is remembered as invalid, and still answers 400.
    for (const _ of [1, 2]) {
      const bad = await t.app.inject('/api/products?page=0');
      expect(bad.statusCode).toBe(400);
      expect(bad.headers.etag).toBeUndefined();
    }
    expect((await t.app.inject('/api/products/nope')).statusCode).toBe(404);
  });

  it('keeps a compressed copy per encoding, chosen by Accept-Encoding', async () => {
    const url = '/api/products?limit=11';
    const get = (encoding?: string) =>
      t.app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    const plain = await get();
    const [brMiss, brHit, gzip, identity] = [
      await get('br, gzip'),
      await get('br'),
      await get('gzip'),
      await get('identity'),
    ];
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brMiss.headers['content-encoding']).toBe('br');
    expect(brHit.rawPayload.equals(brMiss.rawPayload)).toBe(true);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(brHit.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(identity.body).toBe(plain.body);
    for (const answer of [plain, brMiss, brHit, gzip, identity]) {
      expect(String(answer.headers.vary)).toMatch(/Accept-Encoding/);
      expect(answer.headers['x-total-count']).toBe(plain.headers['x-total-count']);
    }
    // Different bytes, different validators; each revalidates to a 304.
    expect(new Set([plain, brHit, gzip].map((a) => a.headers.etag)).size).toBe(3);
    const revalidated = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(brHit.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('keys pages on the validated query: junk parameters and their order do not matter', async () => {
    // Asked for twice, the page is kept (decision 044).
    await t.app.inject('/api/products?limit=5&page=2');
    const first = await t.app.inject('/api/products?limit=5&page=2');
    await renameBehindTheCachesBack();
    for (const url of [
      '/api/products?limit=5&page=2',
      '/api/products?page=2&limit=5',
      '/api/products?limit=5&page=2&x=1',
      '/api/products?utm=a&page=2&limit=5',
      // includeSold's default, said or not, is one page (decision 038).
      '/api/products?limit=5&includeSold=false&page=2',
    ]) {
      const again = await t.app.inject(url);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.body).toBe(first.body);
    }
    // A different page is a different key: read now, it shows the renamed listings.
    expect((await t.app.inject('/api/products?limit=5&page=3')).body).toContain('Renamed behind the cache');
    expect((await t.app.inject('/api/products?limit=5&page=2&includeSold=true')).body).toContain(
      'Renamed behind the cache',
    );
    await bumpCatalogueVersion(t.app.database.db);
  });

  it('never keeps a page read inside an uncommitted write that is then rolled back', async () => {
    const url = '/api/products?limit=13';
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started!: () => void;
    const inTransaction = new Promise<void>((resolve) => {
      started = resolve;
    });
    const rolledBack = t.app.database.db
      .transaction()
      .execute(async (trx) => {
        await bumpCatalogueVersion(trx);
        await trx.updateTable('products').set({ name: 'Never committed' }).execute();
        started();
        await held;
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    await inTransaction;
    const during = t.app.inject(url);
    // Let the read reach the database while the writer still holds its transaction.
    await new Promise((resolve) => setImmediate(resolve));
    release();
    expect(await rolledBack).toBe('rolled back');
    expect((await during).statusCode).toBe(200);
    // A real write now moves the version on: the page must show it, not a page kept earlier.
    await insertProduct(t.app.database.db, sellerId, {
      name: 'Committed camera',
      description: 'x'.repeat(120),
    });
    const after = (await t.app.inject(url)).json() as { name: string }[];
    expect(after[0]?.name).toBe('Committed camera');
    expect(after.some((p) => p.name === 'Never committed')).toBe(false);
  });

  if (dialect === 'postgres') {
    it("sees another instance's writes at once (shared database)", async () => {
      const config = loadConfig({
        DATA_DIR: t.dataDir,
        DATABASE_URL: String(t.databaseUrl),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        // As createTestApp: shedding by event-loop delay would refuse what a busy machine asks.
        OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
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

describe.each(TEST_DIALECTS)('catalogue misses on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { CATALOGUE_MISSES_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('are rate-limited per client; hits are not', async () => {
    // Page 1 twice: a page is kept from its second ask on (decision 044).
    for (const page of [1, 1, 2])
      expect((await t.app.inject(`/api/products?page=${page}`)).statusCode).toBe(200);
    const refused = await t.app.inject('/api/products?page=4');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      error: { code: 'rate-limited', message: expect.stringMatching(/Try again/) },
    });
    for (let i = 0; i < 5; i++) expect((await t.app.inject('/api/products?page=1')).statusCode).toBe(200);
    // Another client address still gets its misses.
    const other = await t.app.inject({ url: '/api/products?page=5', remoteAddress: '203.0.113.7' });
    expect(other.statusCode).toBe(200);
  });
});

describe.each(TEST_DIALECTS)('search totals on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const sellerId = (await insertUser(t.app.database.db)).id;
    for (let i = 1; i <= 5; i++)
      await insertProduct(t.app.database.db, sellerId, { name: `Tally camera ${i}` });
    await insertProduct(t.app.database.db, sellerId, { name: 'Other thing' });
    for (let i = 1; i <= 4; i++)
      await insertProduct(t.app.database.db, sellerId, { name: `Mirror body ${i}` });
    await insertProduct(t.app.database.db, sellerId, { name: 'Something else' });
  });
  const renameBehindTheCachesBack = (from: string, to: string) =>
    t.app.database.db.updateTable('products').set({ name: to }).where('name', '=', from).execute();
  afterAll(() => t.close());

  it("keeps a search's total for the catalogue version: its later pages do not count again (decision 048)", async () => {
    const url = (page: number) => `/api/products?q=tally&sort=newest&limit=2&page=${page}`;
    expect((await t.app.inject(url(1))).headers['x-total-count']).toBe('5');
    // One more listing matches, written without moving the catalogue version.
    await renameBehindTheCachesBack('Other thing', 'Tally camera 6');
    const second = await t.app.inject(url(2));
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-total-count']).toBe('5');
    // A write moves the version on: the search is counted again.
    await bumpCatalogueVersion(t.app.database.db);
    expect((await t.app.inject(url(3))).headers['x-total-count']).toBe('6');
  });

  it('keeps the window a search by relevance starts from: its later pages read from it', async () => {
    const url = (page: number) => `/api/products?q=mirror&limit=2&page=${page}`;
    const first = await t.app.inject(url(1));
    expect(first.headers['x-total-count']).toBe('4');
    // The newest listing now matches, without moving the catalogue version: a window read again
    // would rank it first and count 5.
    await renameBehindTheCachesBack('Something else', 'Mirror body 5');
    const second = await t.app.inject(url(2));
    expect(second.headers['x-total-count']).toBe('4');
    expect(second.json().map((p: { name: string }) => p.name)).toEqual(['Mirror body 2', 'Mirror body 1']);
    await bumpCatalogueVersion(t.app.database.db);
    const after = await t.app.inject(url(1));
    expect(after.headers['x-total-count']).toBe('5');
    expect(after.json()[0].name).toBe('Mirror body 5');
  });
});

describe.each(TEST_DIALECTS)('the page cache around a route of its own on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  /** The page cache and the plugins it needs, one miss at a time, around routes a test adds. */
  async function cacheAround(route: (app: FastifyInstance) => void): Promise<FastifyInstance> {
    const app = Fastify();
    await app.register(security, { publicUrl: undefined, corsOrigins: [] });
    await app.register(rateLimit, { global: false });
    await app.register(pageCache, {
      database: t.app.database,
      missesPerMinute: 100,
      missAdmission: { concurrency: 1, queueLimit: 10 },
    });
    route(app);
    return app;
  }

  it('answers every paging header its first answer had, a capped or estimated total included', async () => {
    // A capped total needs 10 001 matches, an estimated one 500; a route of its own says the same.
    let reads = 0;
    const app = await cacheAround((routes) =>
      routes.get<{ Querystring: { kind: TotalKind } }>(
        '/total',
        { config: { catalogueCache: true } },
        async (request, reply) => {
          reads++;
          const { kind } = request.query;
          setPagingHeaders(request, reply, { page: 2, limit: 24, total: 10_000, totalKind: kind });
          return [{ read: reads }];
        },
      ),
    );
    try {
      for (const [kind, header] of [
        ['at-least', 'x-total-count-capped'],
        ['estimated', 'x-total-count-estimated'],
      ] as const) {
        reads = 0;
        const answers = [];
        for (let i = 0; i < 3; i++) answers.push(await app.inject(`/total?page=2&kind=${kind}`));
        // Asked for twice, then kept: the third is a hit.
        expect(reads).toBe(2);
        const [, second, hit] = answers as [unknown, LightMyRequestResponse, LightMyRequestResponse];
        expect(hit.json()).toEqual([{ read: 2 }]);
        for (const name of PAGING_HEADERS) expect(hit.headers[name]).toBe(second.headers[name]);
        expect(hit.headers[header]).toBe('true');
        expect(hit.headers['x-total-count']).toBe('10000');
        expect(hit.headers.link).toBeDefined();
      }
    } finally {
      await app.close();
    }
  });

  it("starts the next miss once a miss's answer is written, before it is compressed and sent", async () => {
    const events: string[] = [];
    const app = await cacheAround((routes) => {
      routes.get('/page', { config: { catalogueCache: true } }, async (request) => {
        const { n } = request.query as { n: string };
        events.push(`started ${n}`);
        // a works long enough for b to be waiting for its turn (b's version read comes first).
        if (n === 'a') await new Promise((resolve) => setTimeout(resolve, 100));
        // Large enough to be compressed.
        return Array.from({ length: 50 }, (_, i) => ({ n, i, text: 'camera '.repeat(10) }));
      });
      routes.addHook('onResponse', async (request) => {
        events.push(`answered ${(request.query as { n: string }).n}`);
      });
    });
    try {
      const answers = await Promise.all(
        ['a', 'b'].map((n) => app.inject({ url: `/page?n=${n}`, headers: { 'accept-encoding': 'br' } })),
      );
      expect(answers.map((answer) => answer.headers['content-encoding'])).toEqual(['br', 'br']);
      expect(JSON.parse(brotliDecompressSync(answers[1]?.rawPayload as Buffer).toString())).toHaveLength(50);
      // One miss at a time, yet b starts while a's answer is still being compressed.
      expect(events.indexOf('started b')).toBeGreaterThan(events.indexOf('started a'));
      expect(events.indexOf('started b')).toBeLessThan(events.indexOf('answered a'));
    } finally {
      await app.close();
    }
  });
});
