import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct } from '../../../test/fixtures.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Issue 14 item 5, "include sold" (decision 038): the storefront lists hide sold listings by
 * default and show them among the available ones, in the same orders and filters, with
 * `includeSold=true`; booked listings stay hidden. Every read goes through the page cache.
 */
function linkTo(link: string | undefined, rel: string): string | undefined {
  for (const part of (link ?? '').split(',')) {
    const match = /<([^>]+)>;\s*rel="([^"]+)"/.exec(part.trim());
    if (match?.[2] === rel) return match[1];
  }
  return undefined;
}

interface Listed {
  _id: string;
  name: string;
  status: string;
  soldAt: string | null;
  resalePrice: number;
}

describe.each(TEST_DIALECTS)('include sold on %s', (dialect) => {
  let t: TestApp;
  let seller: TestSession;
  let buyer: TestSession;
  /** name → id of this file's listings; every name holds the word "Zsold". */
  const ids = new Map<string, string>();
  const soldNames = new Set<string>();

  // Newest last. Prices repeat so the price sorts lean on the tie-breaker across both tables.
  const LISTINGS = [
    { name: 'Zsold Sony A7 body', status: 'available', price: 900, category_id: 2, item_type: 'camera-body' },
    { name: 'Zsold Sony FE lens', status: 'sold', price: 400, category_id: 2, item_type: 'lens' },
    {
      name: 'Zsold Nikon Z6 body',
      status: 'available',
      price: 400,
      category_id: 3,
      item_type: 'camera-body',
    },
    { name: 'Zsold Nikon Z 50mm lens', status: 'sold', price: 250, category_id: 3, item_type: 'lens' },
    { name: 'Zsold Canon R6 body', status: 'sold', price: 1200, category_id: 1, item_type: 'camera-body' },
    { name: 'Zsold Canon RF lens', status: 'available', price: 250, category_id: 1, item_type: 'lens' },
    {
      name: 'Zsold Sony A6400 body',
      status: 'available',
      price: 600,
      category_id: 2,
      item_type: 'camera-body',
    },
    { name: 'Zsold Sony 85mm lens', status: 'sold', price: 600, category_id: 2, item_type: 'lens' },
  ] as const;

  beforeAll(async () => {
    t = await createTestApp(dialect, { OVERLOAD_EVENT_LOOP_DELAY_MS: '0' });
    seller = await signUp(t.app, { seller: true });
    buyer = await signUp(t.app);
    for (const listing of LISTINGS) {
      const { id } = await insertProduct(t.app.database.db, seller.user.uid, {
        name: listing.name,
        status: listing.status,
        sold_at: listing.status === 'sold' ? '2026-11-20T10:00:00.000Z' : null,
        resale_price: listing.price * 100,
        category_id: listing.category_id,
        item_type: listing.item_type,
        description: 'zsoldword',
      });
      ids.set(listing.name, id);
      if (listing.status === 'sold') soldNames.add(listing.name);
    }
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const names = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Listed[]).map((p) => p.name);
  };
  /** The names of this file in the order given, newest first. */
  const newestFirst = (keep: (l: (typeof LISTINGS)[number]) => boolean) =>
    LISTINGS.filter(keep)
      .map((l) => l.name)
      .reverse();

  it('hides sold listings by default and shows them among the available ones, newest first, with their status', async () => {
    expect(await names('/api/products?q=zsold&sort=newest&limit=50')).toEqual(
      newestFirst((l) => l.status === 'available'),
    );
    const res = await get('/api/products?q=zsold&sort=newest&limit=50&includeSold=true');
    expect(res.statusCode).toBe(200);
    const listed = res.json() as Listed[];
    expect(listed.map((p) => p.name)).toEqual(newestFirst(() => true));
    for (const p of listed) {
      expect(p.status).toBe(soldNames.has(p.name) ? 'sold' : 'available');
      expect(p.soldAt === null).toBe(!soldNames.has(p.name));
    }
    expect(res.headers['x-total-count']).toBe('8');
    expect((await get('/api/products?q=zsold&includeSold=false')).headers['x-total-count']).toBe('4');
    // Without words: the whole catalogue's totals come from the kept counts of both tables.
    const all = await get('/api/products?includeSold=true&limit=1');
    const onSale = await get('/api/products?limit=1');
    expect(Number(all.headers['x-total-count'])).toBe(Number(onSale.headers['x-total-count']) + 4);
  });

  it('filters and sorts sold listings like the others: words, brand, price, details', async () => {
    // Relevance (words, no sort): every match, sold ones included.
    expect((await names('/api/products?q=zsold%20lens&includeSold=true&limit=50')).sort()).toEqual(
      LISTINGS.filter((l) => l.name.includes('lens'))
        .map((l) => l.name)
        .sort(),
    );
    // Brand page.
    expect(await names('/api/category/2?includeSold=true&limit=50')).toEqual(
      expect.arrayContaining(['Zsold Sony A6400 body', 'Zsold Sony 85mm lens', 'Zsold Sony FE lens']),
    );
    expect(await names('/api/category/2?limit=50')).not.toContain('Zsold Sony 85mm lens');
    // Price range, by price: ties (600) ordered by seq across the two tables, consistently.
    const byPrice = await names(
      '/api/products?q=zsold&minPrice=400&maxPrice=900&sort=price_asc&includeSold=true',
    );
    expect(byPrice.slice(0, 2).sort()).toEqual(['Zsold Nikon Z6 body', 'Zsold Sony FE lens']);
    expect(byPrice.slice(2, 4).sort()).toEqual(['Zsold Sony 85mm lens', 'Zsold Sony A6400 body']);
    expect(byPrice[4]).toBe('Zsold Sony A7 body');
    expect(byPrice).toHaveLength(5);
    const down = await names('/api/products?q=zsold&sort=price_desc&includeSold=true&limit=50');
    expect(down[0]).toBe('Zsold Canon R6 body');
    // A camera-detail filter, without words (kept counts) and with them.
    expect(await names('/api/products?q=zsold&type=lens&sort=newest&includeSold=true')).toEqual(
      newestFirst((l) => l.item_type === 'lens'),
    );
    const lenses = await get('/api/products?type=lens&includeSold=true&limit=100');
    expect((lenses.json() as Listed[]).filter((p) => p.name.startsWith('Zsold')).map((p) => p.name)).toEqual(
      newestFirst((l) => l.item_type === 'lens'),
    );
    expect(Number(lenses.headers['x-total-count'])).toBe(
      Number((await get('/api/products?type=lens')).headers['x-total-count']) + 3,
    );
  });

  it('counts sold listings in the facets only when asked', async () => {
    const lens = async (query: string) => {
      const res = await get(`/api/products/facets?q=zsold${query}`);
      expect(res.statusCode).toBe(200);
      return res.json().type.find((o: { value: string }) => o.value === 'lens');
    };
    expect(await lens('')).toMatchObject({ count: 1, exact: true });
    expect(await lens('&includeSold=true')).toMatchObject({ count: 4, exact: true });
    const kept = async (query: string) =>
      (await get(`/api/products/facets?category=3${query}`))
        .json()
        .type.find((o: { value: string }) => o.value === 'lens').count as number;
    expect((await kept('&includeSold=true')) - (await kept(''))).toBe(1);
  });

  it('walks every page by cursor with includeSold, each listing exactly once, both ways', async () => {
    for (const query of ['sort=newest', 'sort=price_asc', 'sort=price_desc', 'sort=relevance']) {
      const start = `/api/products?q=zsold&${query}&includeSold=true&limit=3`;
      const seen: string[] = [];
      let url: string | undefined = start;
      let last = start;
      for (let steps = 0; url && steps < 20; steps++) {
        const res = await get(url);
        expect(res.statusCode, res.body).toBe(200);
        seen.push(...(res.json() as Listed[]).map((p) => p.name));
        last = url;
        url = linkTo(res.headers.link as string, 'next');
      }
      expect(seen, query).toHaveLength(LISTINGS.length);
      expect(new Set(seen).size).toBe(LISTINGS.length);
      // The same order as one page holding them all, and as the walk back by prev links.
      expect(seen).toEqual(await names(`/api/products?q=zsold&${query}&includeSold=true&limit=50`));
      const back: string[] = [];
      const lastPage = await get(last);
      back.unshift(...(lastPage.json() as Listed[]).map((p) => p.name));
      url = linkTo(lastPage.headers.link as string, 'prev');
      for (let steps = 0; url && steps < 20; steps++) {
        const res = await get(url);
        back.unshift(...(res.json() as Listed[]).map((p) => p.name));
        url = linkTo(res.headers.link as string, 'prev');
      }
      expect(back).toEqual(seen);
    }
    // By page number too.
    const pages = [];
    for (let page = 1; page <= 3; page++) {
      pages.push(...(await names(`/api/products?q=zsold&sort=newest&includeSold=true&limit=3&page=${page}`)));
    }
    expect(pages).toEqual(newestFirst(() => true));
  });

  it('moves a listing between the lists as it is sold, put back on sale, booked and withdrawn', async () => {
    const { id } = await insertProduct(t.app.database.db, seller.user.uid, {
      name: 'Zmove Fuji X100',
      description: 'zmoveword',
    });
    const edit = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/products/${id}`, headers: seller.auth, payload });
    const shown = async (includeSold: boolean) =>
      (await names(`/api/products?q=zmove&includeSold=${includeSold}`)).includes('Zmove Fuji X100');

    expect([await shown(false), await shown(true)]).toEqual([true, true]);
    expect((await edit({ status: 'sold' })).statusCode).toBe(200);
    expect([await shown(false), await shown(true)]).toEqual([false, true]);
    const sold = (await get('/api/products?q=zmove&includeSold=true')).json()[0] as Listed;
    expect(sold).toMatchObject({ status: 'sold' });
    expect(sold.soldAt).not.toBeNull();

    expect((await edit({ status: 'available', resalePrice: 321 })).statusCode).toBe(200);
    expect([await shown(false), await shown(true)]).toEqual([true, true]);
    expect((await get('/api/products?q=zmove&includeSold=true')).headers['x-total-count']).toBe('1');

    // Booked: reserved, not sold, so on neither list.
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.auth,
      payload: { productId: id, phoneNumber: '+1 555 0100', location: 'Central Station' },
    });
    const orderId = booking.json()._id as string;
    const accept = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}`,
      headers: seller.auth,
      payload: { status: 'accepted' },
    });
    expect(accept.statusCode, accept.body).toBe(200);
    expect([await shown(false), await shown(true)]).toEqual([false, false]);
    // Completed: sold, so back on the include-sold list.
    const complete = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}`,
      headers: seller.auth,
      payload: { status: 'completed' },
    });
    expect(complete.statusCode, complete.body).toBe(200);
    expect([await shown(false), await shown(true)]).toEqual([false, true]);

    const withdraw = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${id}`,
      headers: seller.auth,
    });
    expect(withdraw.statusCode).toBe(200);
    expect([await shown(false), await shown(true)]).toEqual([false, false]);
    expect((await get('/api/products?q=zmove&includeSold=true')).headers['x-total-count']).toBe('0');
  });

  it('answers a bad includeSold with a 400 naming it, on every catalogue read', async () => {
    for (const url of [
      '/api/products?includeSold=yes',
      '/api/products/facets?includeSold=1',
      '/api/category/2?includeSold=TRUE',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toMatchObject({ field: 'includeSold' });
    }
  });
});
