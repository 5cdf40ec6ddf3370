import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct, insertUser } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

describe.each(TEST_DIALECTS)('storefront reads on %s', (dialect) => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.app.database.db;
    const seller = await insertUser(db, { name: 'Ana' });
    const goneSeller = await insertUser(db, { deleted_at: new Date().toISOString() });
    // 30 available listings: 10 per brand, prices 100..3000 dollars.
    for (let i = 1; i <= 30; i++) {
      const p = await insertProduct(db, seller.id, {
        name: i === 7 ? 'Leica-like Rangefinder' : i === 9 ? 'Camera 9, 100% tested' : `Camera ${i}`,
        description: i === 8 ? 'Comes with a RANGEFINDER manual' : 'Plain body',
        category_id: (i % 3) + 1,
        resale_price: i * 10_000,
      });
      ids[`p${i}`] = p.id;
    }
    ids.sold = (await insertProduct(db, seller.id, { status: 'sold', name: 'Sold one' })).id;
    ids.booked = (await insertProduct(db, seller.id, { status: 'booked', name: 'Booked one' })).id;
    ids.deleted = (await insertProduct(db, seller.id, { deleted_at: new Date().toISOString() })).id;
    ids.orphan = (await insertProduct(db, goneSeller.id, { name: 'Gone seller camera' })).id;
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('GET /api/products answers a bare array of the first page with paging headers', async () => {
    const res = await get('/api/products');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(24);
    expect(res.headers['x-total-count']).toBe('30');
    expect(res.headers.link).toContain('rel="next"');
    expect(res.headers.link).toContain('page=2');
    // Newest first.
    expect(body[0]._id).toBe(ids.p30);
  });

  it('answers every spec field, with numbers in dollars and a medium-style date', async () => {
    const [product] = (await get('/api/products?limit=1')).json();
    expect(product).toMatchObject({
      _id: ids.p30,
      name: 'Camera 30',
      imgURL: 'https://images.example.test/camera.jpg',
      categoryId: 1,
      location: 'Lisbon',
      resalePrice: 3000,
      originalPrice: 900,
      yearOfUse: 2,
      sellerName: 'Test Seller',
      condition: 'Good',
      // Private to the seller and the buyer of an accepted booking (issue 19).
      sellerNumber: '',
      yearOfPurchase: 2024,
      description: 'Plain body',
      status: 'available',
      sellerId: expect.any(String),
    });
    expect(product.postedTime).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });

  it('pages without overlap and says the last page has no next', async () => {
    const first = (await get('/api/products?limit=24&page=1')).json();
    const secondRes = await get('/api/products?limit=24&page=2');
    const second = secondRes.json();
    expect(second).toHaveLength(6);
    const seen = new Set([...first, ...second].map((p: { _id: string }) => p._id));
    expect(seen.size).toBe(30);
    expect(secondRes.headers.link).not.toContain('rel="next"');
    expect(secondRes.headers.link).toContain('rel="prev"');
    expect((await get('/api/products?page=99')).json()).toEqual([]);
  });

  it('shows only available listings of live sellers', async () => {
    const all = [...(await get('/api/products?limit=100')).json()].map((p: { _id: string }) => p._id);
    for (const hidden of [ids.sold, ids.booked, ids.deleted, ids.orphan]) expect(all).not.toContain(hidden);
    for (const hidden of [ids.deleted, ids.orphan]) {
      expect((await get(`/api/products/${hidden}`)).statusCode).toBe(404);
    }
    // A sold or booked camera's own page stays, with its status (issue 14, item 5).
    expect((await get(`/api/products/${ids.sold}`)).json().status).toBe('sold');
    expect((await get(`/api/products/${ids.booked}`)).json().status).toBe('booked');
  });

  it('GET /api/products/{id} answers one product, 404 in the error shape otherwise', async () => {
    const res = await get(`/api/products/${ids.p3}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Camera 3');
    const missing = await get('/api/products/does-not-exist');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'not-found', message: expect.any(String) } });
  });

  it('GET /api/home-cameras answers the six newest available', async () => {
    const body = (await get('/api/home-cameras')).json();
    expect(body.map((p: { _id: string }) => p._id)).toEqual(
      [30, 29, 28, 27, 26, 25].map((i) => ids[`p${i}`]),
    );
  });

  it('GET /api/category/{id} answers only that brand', async () => {
    const res = await get('/api/category/2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toHaveLength(10);
    expect(body.every((p: { categoryId: number }) => p.categoryId === 2)).toBe(true);
    expect(res.headers['x-total-count']).toBe('10');
    expect((await get('/api/category/3?limit=4&page=3')).json()).toHaveLength(2);
  });

  it('filters by text, price range and sorts by price', async () => {
    const found = (await get('/api/products?q=rangefinder')).json();
    expect(found.map((p: { _id: string }) => p._id).sort()).toEqual([ids.p7, ids.p8].sort());
    const ranged = (await get('/api/products?minPrice=500&maxPrice=800&sort=price_asc')).json();
    expect(ranged.map((p: { resalePrice: number }) => p.resalePrice)).toEqual([500, 600, 700, 800]);
    const desc = (await get('/api/products?sort=price_desc&limit=2&category=1')).json();
    expect(desc.map((p: { resalePrice: number }) => p.resalePrice)).toEqual([3000, 2700]);
    // Words match whole words or their beginnings, never by wildcard: "0%" is not in "100%".
    expect((await get('/api/products?q=100%25')).json().map((p: { _id: string }) => p._id)).toEqual([ids.p9]);
    expect((await get('/api/products?q=0%25')).json()).toEqual([]);
    expect((await get('/api/products?q=_')).json()).toEqual([]);
  });

  it.each([
    ['/api/products?page=-1', 'page'],
    ['/api/products?page=0', 'page'],
    ['/api/products?limit=abc', 'limit'],
    ['/api/products?limit=101', 'limit'],
    ['/api/products?page=1.5', 'page'],
    ['/api/products?sort=random', 'sort'],
    ['/api/products?category=0', 'category'],
    ['/api/products?minPrice=-5', 'minPrice'],
    ['/api/products?minPrice=900&maxPrice=100', 'minPrice'],
    ['/api/category/x', 'id'],
    ['/api/category/0', 'id'],
    ['/api/category/0', 'id'],
    ['/api/category/1?limit=abc', 'limit'],
    ['/api/products?page=1e12', 'page'],
    ['/api/category/2?page=1e12', 'page'],
    ['/api/category/2?limit=101', 'limit'],
    [`/api/products?q=${'a'.repeat(201)}`, 'q'],
    ['/api/products?q=canon%00', 'q'],
    ['/api/products?q=canon%0Anikon', 'q'],
    ['/api/products?q=%1B%5B31m', 'q'],
    ['/api/products?q=a%7F', 'q'],
    ['/api/products?cursor=not-a-cursor', 'cursor'],
    ['/api/products?cursor=e30.AAAAAAAAAAAAAAAAAAAAAA', 'cursor'],
    ['/api/category/2?cursor=e30.AAAAAAAAAAAAAAAAAAAAAA', 'cursor'],
  ])('%s answers 400 naming %s', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('validation-failed');
    expect(body.error.field).toBe(field);
    expect(body.error.message).toContain(field);
  });
});
