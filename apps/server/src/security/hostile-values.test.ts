import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../test/dialects.js';
import { insertProduct } from '../../test/fixtures.js';
import { smallPng } from '../../test/image-corpus.js';
import { multipartBody } from '../../test/multipart.js';
import { logIn, signUp, type TestSession, uniqueEmail } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Values a column cannot hold (numbers past a 32-bit integer, 1e308) and control characters
 * (NUL, which PostgreSQL refuses in text) in every place a client can put them: query, path
 * and body. Each is the client's mistake: a 4xx in our shape, naming the field, never a 500.
 */
describe.each(TEST_DIALECTS)('hostile values on %s', (dialect) => {
  let t: TestApp;
  let seller: TestSession;
  let buyer: TestSession;
  let admin: TestSession;
  let imgURL: string;
  let productId: string;
  const adminEmail = uniqueEmail('admin');

  beforeAll(async () => {
    t = await createTestApp(dialect, { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: 'admin password' });
    seller = await signUp(t.app, { seller: true });
    buyer = await signUp(t.app);
    admin = await logIn(t.app, adminEmail, 'admin password');
    const body = multipartBody({ filename: 'a.png', contentType: 'image/png', bytes: await smallPng() });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: body.payload,
      headers: { ...body.headers, ...seller.auth },
    });
    imgURL = uploaded.json().data.url;
    productId = (await insertProduct(t.app.database.db, seller.user.uid)).id;
  });
  afterAll(() => t.close());

  const expectRefused = (res: { statusCode: number; json(): unknown; body: string }, field?: string) => {
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    const error = (res.json() as { error: { code: string; message: string; field?: string } }).error;
    expect(error.code).toEqual(expect.any(String));
    expect(error.message).toEqual(expect.any(String));
    if (field) expect(error.field).toBe(field);
  };

  it.each([
    ['/api/products?minPrice=21474837', 'minPrice'],
    ['/api/products?maxPrice=21474837', 'maxPrice'],
    ['/api/products?minPrice=1e308', 'minPrice'],
    ['/api/products?maxPrice=1e308', 'maxPrice'],
    ['/api/products?q=%00', 'q'],
    ['/api/products?q=canon%00x', 'q'],
    ['/api/products?q=%1B%5B31m', 'q'],
    ['/api/products?page=1e308', 'page'],
    ['/api/products?limit=1e308', 'limit'],
    ['/api/category/21474836470', 'id'],
    ['/api/category/1e308', 'id'],
    ['/api/products/a%00b', 'id'],
    ['/api/images/a%00b/800.webp', 'id'],
  ])('GET %s is refused with a 400 naming the field', async (url, field) => {
    const res = await t.app.inject(url);
    expect(res.statusCode, res.body).toBe(400);
    expectRefused(res, field);
  });

  it('a query at the limits still answers', async () => {
    const res = await t.app.inject('/api/products?minPrice=0&maxPrice=1000000&q=canon');
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['GET', '/api/user/admin/a%00b%40example.test'],
    ['GET', '/api/user/seller/a%00b%40example.test'],
    ['DELETE', '/api/user/all-buyers/a%00b%40example.test'],
    ['DELETE', '/api/user/all-sellers/a%00b%40example.test'],
  ] as const)('%s %s (admin) is refused, never a 500', async (method, url) => {
    const res = await t.app.inject({ method, url, headers: admin.auth });
    expectRefused(res, 'email');
  });

  it.each([
    ['PATCH', '/api/orders/a%00b', { status: 'accepted' }],
    ['PATCH', '/api/products/a%00b', { name: 'x' }],
    ['DELETE', '/api/products/a%00b', undefined],
  ] as const)('%s %s (seller) is refused', async (method, url, payload) => {
    const res = await t.app.inject({ method, url, headers: seller.auth, payload });
    expectRefused(res, 'id');
  });

  const listing = () => ({
    name: 'Nikon F3',
    imgURL,
    categoryId: 3,
    location: 'Porto',
    resalePrice: 450,
    originalPrice: 700,
    yearOfUse: 12,
    condition: 'Good',
    sellerName: 'Seller',
    sellerNumber: '+351 912 345 678',
    yearOfPurchase: 2012,
    description: 'Film SLR, meter works.',
  });

  it.each([
    ['name', 'Nikon\u0000F3'],
    ['location', 'Porto\u0000'],
    ['condition', '\u0007Good'],
    ['sellerName', 'Sel\u001bler'],
    ['description', 'Meter works.\u0000'],
    ['imgURL', `/api/images/\u0000`],
    ['resalePrice', 21474837],
    ['originalPrice', '1e308'],
    ['yearOfUse', 1e308],
    ['yearOfPurchase', 21474837],
    ['categoryId', 21474837],
  ])('a listing with a bad %s is refused, naming it, and nothing is written', async (field, value) => {
    const before = await t.app.database.db.selectFrom('products').select('id').execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: seller.auth,
      payload: { ...listing(), [field]: value },
    });
    expect(res.statusCode, res.body).toBe(400);
    expectRefused(res, field);
    expect(await t.app.database.db.selectFrom('products').select('id').execute()).toHaveLength(before.length);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${productId}`,
      headers: seller.auth,
      payload: { [field]: value },
    });
    expect(edit.statusCode, edit.body).toBe(400);
  });

  it('keeps tabs and line breaks in a description', async () => {
    const description = 'Body only.\n\n- shutter ok\r\n-\tmeter ok';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: seller.auth,
      payload: { ...listing(), description },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().description).toBe(description);
  });

  it.each([
    ['/api/auth/signup', { name: 'Eve\u0000', email: uniqueEmail(), password: 'long enough pw' }, 'name'],
    ['/api/auth/signup', { name: 'Eve', email: 'e\u0000ve@example.test', password: 'long enough' }, 'email'],
    ['/api/auth/login', { email: 'e\u0000ve@example.test', password: 'whatever' }, 'email'],
  ] as const)('POST %s with NUL is refused', async (url, payload, field) => {
    const res = await t.app.inject({ method: 'POST', url, payload });
    expectRefused(res, field);
  });

  it.each([
    ['PATCH', '/api/auth/profile', { displayName: 'B\u0000' }, 'displayName'],
    ['PATCH', '/api/auth/profile', { photoURL: 'https://example.test/a\u0000b.png' }, 'photoURL'],
    ['POST', '/api/user', { name: 'B\u0000', email: 'b@example.test' }, 'name'],
    [
      'POST',
      '/api/orders',
      { productId: 'a\u0000b', phoneNumber: '+1 555 0100', location: 'x' },
      'productId',
    ],
    [
      'POST',
      '/api/orders',
      { productId: 'p', phoneNumber: '+1 555 0100', location: 'Caf\u0000' },
      'location',
    ],
  ] as const)('%s %s with NUL is refused', async (method, url, payload, field) => {
    const res = await t.app.inject({ method, url, payload, headers: buyer.auth });
    expect(res.statusCode, res.body).toBe(400);
    expectRefused(res, field);
  });
});
