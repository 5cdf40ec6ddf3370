import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_DIALECTS } from '../../test/dialects.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe.each(TEST_DIALECTS)('GET /metrics on %s', (dialect) => {
  let t: TestApp;
  let closed: TestApp;
  beforeAll(async () => {
    [t, closed] = await Promise.all([
      createTestApp(dialect, { METRICS_TOKEN: TOKEN }),
      createTestApp(dialect),
    ]);
  });
  afterAll(async () => {
    await Promise.all([t?.close(), closed?.close()]);
  });
  const scrape = (authorization?: string) =>
    t.app.inject({ url: '/metrics', headers: authorization === undefined ? {} : { authorization } });
  const sample = (text: string, series: string) =>
    Number(new RegExp(`^${series.replace(/[{}"()]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1]);

  it('does not exist without METRICS_TOKEN', async () => {
    expect((await closed.app.inject('/metrics')).statusCode).toBe(404);
  });

  it('refuses a missing, wrong, truncated, padded or differently cased token with 401 in the error shape', async () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN}x`,
      `bearer ${TOKEN}`,
      TOKEN,
      `Bearer ${'x'.repeat(10_000)}`,
    ]) {
      const res = await scrape(header);
      expect(res.statusCode, String(header).slice(0, 40)).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
      expect(res.body).not.toContain('refocus_');
    }
  });

  it('counts requests by route pattern and status, and page cache hits and misses', async () => {
    const before = (await scrape(`Bearer ${TOKEN}`)).body;
    const hitsBefore = sample(before, 'refocus_page_cache_lookups_total{result="hit"}');
    const missesBefore = sample(before, 'refocus_page_cache_lookups_total{result="miss"}');
    // Two misses (a page is kept from its second ask on, decision 044), then a hit.
    for (let i = 0; i < 3; i++) await t.app.inject('/api/products?limit=7');
    await t.app.inject('/api/products/not-a-listing-0000');
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(res.body, 'refocus_page_cache_lookups_total{result="hit"}')).toBe(hitsBefore + 1);
    expect(sample(res.body, 'refocus_page_cache_lookups_total{result="miss"}')).toBeGreaterThan(missesBefore);
    expect(
      sample(res.body, 'refocus_http_requests_total{method="GET",route="/api/products",status="200"}'),
    ).toBe(3);
    // A route pattern, never the id: one series for every listing.
    expect(res.body).toContain('route="/api/products/:id"');
    expect(res.body).not.toContain('not-a-listing-0000');
    // Scrapes do not count themselves.
    expect(res.body).not.toContain('route="/metrics"');
    expect(sample(res.body, 'refocus_db_query_duration_seconds_count{outcome="ok"}')).toBeGreaterThan(0);
  });

  it('reports the database queries running and waiting at the moment of the scrape', async () => {
    const idle = (await scrape(`Bearer ${TOKEN}`)).body;
    expect([sample(idle, 'refocus_db_queries_running'), sample(idle, 'refocus_db_queries_waiting')]).toEqual([
      0, 0,
    ]);
    // A transaction holds the SQLite writer, or a pooled PostgreSQL connection, until it ends.
    let finish!: () => void;
    const holding = t.app.database.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').execute();
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    await vi.waitFor(() => expect(finish).toBeTypeOf('function'));
    const busy = (await scrape(`Bearer ${TOKEN}`)).body;
    finish();
    await holding;
    expect(sample(busy, 'refocus_db_queries_running')).toBe(1);
  });
});
