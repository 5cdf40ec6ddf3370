import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct, insertUser } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** The target of one `rel` in a Link header, or undefined. */
function linkTo(link: string | undefined, rel: string): string | undefined {
  for (const part of (link ?? '').split(',')) {
    const match = /<([^>]+)>;\s*rel="([^"]+)"/.exec(part.trim());
    if (match?.[2] === rel) return match[1];
  }
  return undefined;
}

describe.each(TEST_DIALECTS)('keyset paging on %s', (dialect) => {
  let t: TestApp;
  let seller: string;
  let added = 0;

  beforeAll(async () => {
    // Keyset correctness, not load shedding: on a busy shared machine the event-loop monitor
    // may trip during this long walk and answer 503, which would hide what is tested here.
    t = await createTestApp(dialect, { OVERLOAD_EVENT_LOOP_DELAY_MS: '0' });
    seller = (await insertUser(t.app.database.db)).id;
    // Prices repeat, so the tie-breaker matters for the price sorts.
    for (let i = 0; i < 47; i++) {
      await insertProduct(t.app.database.db, seller, {
        name: i % 4 === 0 ? `Leica lens ${i}` : `Nikon Leica-mount ${i}`,
        description: 'leica glass',
        resale_price: (i % 5) * 10_000,
        category_id: (i % 3) + 1,
      });
    }
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const addListing = () =>
    insertProduct(t.app.database.db, seller, {
      name: `Leica new arrival ${++added}`,
      resale_price: (added % 5) * 10_000 + 5_000,
      category_id: 2,
    });

  /** Walks the list by its Link headers, adding a listing before every step. */
  async function walk(start: string, rel: 'next' | 'prev'): Promise<string[]> {
    const seen: string[] = [];
    let url: string | undefined = start;
    for (let steps = 0; url && steps < 100; steps++) {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      const ids = (res.json() as { _id: string }[]).map((p) => p._id);
      if (rel === 'next') seen.push(...ids);
      else seen.unshift(...ids);
      await addListing();
      url = linkTo(res.headers.link as string, rel);
      if (url) expect(url).toContain('cursor=');
    }
    return seen;
  }

  it.each([
    ['newest', '/api/products?limit=5'],
    ['price, low to high', '/api/products?limit=5&sort=price_asc'],
    ['price, high to low', '/api/products?limit=4&sort=price_desc'],
    ['relevance', '/api/products?limit=5&q=leica'],
    ['a brand', '/api/category/2?limit=3'],
  ])('by %s: every listing exactly once while new ones arrive', async (_name, url) => {
    const before = (await get(`${url.replace(/limit=\d+/, 'limit=100')}`))
      .json()
      .map((p: { _id: string }) => p._id);
    const walked = await walk(url, 'next');
    expect(new Set(walked).size).toBe(walked.length);
    for (const id of before) expect(walked).toContain(id);
  });

  it('walks back with prev to where it started', async () => {
    const firstPage = await get('/api/products?limit=6&sort=price_asc');
    let res = firstPage;
    for (let i = 0; i < 3; i++) res = await get(linkTo(res.headers.link as string, 'next') as string);
    expect(linkTo(res.headers.link as string, 'prev')).toMatch(/page=3&.*cursor=/);
    const back = await walk(linkTo(res.headers.link as string, 'prev') as string, 'prev');
    expect(new Set(back).size).toBe(back.length);
    expect(back.slice(0, 6)).toEqual(firstPage.json().map((p: { _id: string }) => p._id));
  });

  it('answers page numbers as before and maps them onto the same order', async () => {
    const all = (await get('/api/products?limit=100&sort=price_desc'))
      .json()
      .map((p: { _id: string }) => p._id);
    const page3 = await get('/api/products?limit=7&page=3&sort=price_desc');
    expect(page3.json().map((p: { _id: string }) => p._id)).toEqual(all.slice(14, 21));
    const link = page3.headers.link as string;
    expect(linkTo(link, 'first')).toBe('/api/products?limit=7&page=1&sort=price_desc');
    expect(linkTo(link, 'next')).toMatch(/page=4/);
    expect(linkTo(link, 'prev')).toMatch(/page=2/);
    const total = Number(page3.headers['x-total-count']);
    expect(total).toBeGreaterThan(all.length - 1);
    expect(linkTo(link, 'last')).toMatch(new RegExp(`page=${Math.ceil(total / 7)}&`));
    const next = await get(linkTo(link, 'next') as string);
    expect(next.json().map((p: { _id: string }) => p._id)).toEqual(all.slice(21, 28));
  });

  it('serves deep brand pages and says when there is no next page', async () => {
    const res = await get('/api/category/1?page=500');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    const last = await get('/api/category/1?limit=100');
    expect(linkTo(last.headers.link as string, 'next')).toBeUndefined();
  });

  it('refuses cursors that were edited or belong to another list', async () => {
    const first = await get('/api/products?limit=5&sort=price_asc');
    const next = linkTo(first.headers.link as string, 'next') as string;
    const cursor = new URL(next, 'http://x').searchParams.get('cursor') as string;
    const [body, signature] = cursor.split('.') as [string, string];
    const edited = Buffer.from(
      Buffer.from(body, 'base64url')
        .toString('utf8')
        .replace(/"k":\[(\d+)/, (_m, n) => `"k":[${Number(n) + 1}`),
    ).toString('base64url');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [
      `/api/products?limit=5&sort=price_asc&cursor=${edited}.${signature}`,
      `/api/products?limit=5&sort=price_asc&cursor=${body}.${flipped}`,
      `/api/products?limit=5&sort=price_asc&cursor=${body}`,
      '/api/products?limit=5&cursor=garbage',
      `/api/products?limit=5&sort=price_desc&cursor=${cursor}`,
      `/api/products?limit=5&sort=price_asc&category=2&cursor=${cursor}`,
      `/api/products?limit=5&sort=price_asc&q=leica&cursor=${cursor}`,
      `/api/category/2?cursor=${cursor}`,
      `/api/products?cursor=${'a'.repeat(600)}`,
      '/api/products?cursor=%00',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        error: { code: 'validation-failed', message: expect.stringContaining('cursor'), field: 'cursor' },
      });
    }
    // The same cursor with another page size is fine: it is a position, not a page.
    expect((await get(`/api/products?limit=9&sort=price_asc&cursor=${cursor}`)).statusCode).toBe(200);
  });
});
