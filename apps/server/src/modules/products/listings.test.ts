import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { smallPng } from '../../../test/image-corpus.js';
import { multipartBody } from '../../../test/multipart.js';
import { logIn, signUp, type TestSession, uniqueEmail } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

describe.each(TEST_DIALECTS)('listings on %s', (dialect) => {
  let t: TestApp;
  let sellerA: TestSession;
  let sellerB: TestSession;
  let buyer: TestSession;
  let admin: TestSession;
  let imgURL: string;
  const adminEmail = uniqueEmail('admin');

  beforeAll(async () => {
    t = await createTestApp(dialect, { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: 'admin password' });
    sellerA = await signUp(t.app, { seller: true, name: 'Alice Seller' });
    sellerB = await signUp(t.app, { seller: true });
    buyer = await signUp(t.app);
    admin = await logIn(t.app, adminEmail, 'admin password');
    const body = multipartBody({
      filename: 'cam.png',
      contentType: 'image/png',
      bytes: await smallPng(1000, 750),
    });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: body.payload,
      headers: { ...body.headers, ...sellerA.auth },
    });
    imgURL = uploaded.json().data.url;
  });
  afterAll(() => t.close());

  const validListing = () => ({
    name: 'Nikon F3',
    imgURL,
    categoryId: 3,
    location: 'Porto',
    resalePrice: 450,
    originalPrice: 700,
    yearOfUse: 12,
    condition: 'Good',
    sellerName: 'Alice Seller',
    sellerNumber: '+351 912 345 678',
    yearOfPurchase: 2012,
    description: 'Film SLR, meter works.',
  });

  const create = (payload: object, session: TestSession | null = sellerA) =>
    t.app.inject({ method: 'POST', url: '/api/products', payload, headers: session?.auth });

  it('creates a listing from numeric strings and the YearOfPurchase alias, answering numbers', async () => {
    const { yearOfPurchase: _, ...rest } = validListing();
    const res = await create({
      ...rest,
      resalePrice: '900',
      originalPrice: '1250.50',
      yearOfUse: '2',
      categoryId: '2',
      YearOfPurchase: '2022',
      // Smuggled fields are ignored: the server decides these.
      postedTime: 'Jan 1, 1999',
      status: 'sold',
      sellerId: sellerB.user.uid,
      _id: 'chosen-id',
    });
    expect(res.statusCode).toBe(200);
    const product = res.json();
    expect(product).toMatchObject({
      resalePrice: 900,
      originalPrice: 1250.5,
      yearOfUse: 2,
      categoryId: 2,
      yearOfPurchase: 2022,
      status: 'available',
      imgURL,
      imgWidth: 1000,
      imgHeight: 750,
    });
    expect(product._id).not.toBe('chosen-id');
    expect(product.postedTime).not.toBe('Jan 1, 1999');
    expect(product.postedTime).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date()),
    );
    const row = await t.app.database.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', product._id)
      .executeTakeFirstOrThrow();
    expect(row.seller_id).toBe(sellerA.user.uid);
    expect(row.resale_price).toBe(90_000);

    // Everyone finds it: products, its brand, home, its own page.
    const ids = async (url: string) => (await t.app.inject(url)).json().map((p: { _id: string }) => p._id);
    expect(await ids('/api/products')).toContain(product._id);
    expect(await ids('/api/category/2')).toContain(product._id);
    expect(await ids('/api/home-cameras')).toContain(product._id);
    expect((await t.app.inject(`/api/products/${product._id}`)).json().name).toBe('Nikon F3');
  });

  it.each([
    ['name', { name: '' }],
    ['name', { name: 'x'.repeat(121) }],
    ['location', { location: 'x'.repeat(121) }],
    ['description', { description: 'x'.repeat(5001) }],
    ['resalePrice', { resalePrice: -1 }],
    ['resalePrice', { resalePrice: 1_000_001 }],
    ['resalePrice', { resalePrice: 'nine hundred' }],
    ['originalPrice', { originalPrice: 10.001 }],
    ['yearOfPurchase', { yearOfPurchase: 1899 }],
    ['yearOfPurchase', { yearOfPurchase: new Date().getFullYear() + 1 }],
    ['yearOfPurchase', { yearOfPurchase: 2020.5 }],
    ['sellerNumber', { sellerNumber: '12345' }],
    ['sellerNumber', { sellerNumber: 'call me maybe' }],
    ['categoryId', { categoryId: 999 }],
    ['categoryId', { categoryId: 0 }],
    ['imgURL', { imgURL: 'https://evil.example/x.jpg' }],
    ['imgURL', { imgURL: `/api/images/${'a'.repeat(64)}/800.webp` }],
    ['yearOfUse', { yearOfUse: -1 }],
  ])('refuses a bad %s with a 400 naming it, writing nothing', async (field, override) => {
    const count = async () => (await t.app.database.db.selectFrom('products').select('id').execute()).length;
    const before = await count();
    const res = await create({ ...validListing(), ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe(field);
    expect(await count()).toBe(before);
  });

  it('lists, finds and counts a camera under a brand past the first three, and its rename', async () => {
    const made = await create({ ...validListing(), name: 'X-T4 body', categoryId: 4 });
    expect(made.statusCode).toBe(200);
    const id = made.json()._id as string;
    const page = await t.app.inject({ url: '/api/category/4' });
    expect(page.statusCode).toBe(200);
    expect(page.json().map((p: { _id: string }) => p._id)).toContain(id);
    const found = async (q: string) =>
      (await t.app.inject({ url: `/api/products?q=${encodeURIComponent(q)}` }))
        .json()
        .map((p: { _id: string }) => p._id);
    expect(await found('fujifilm x-t4')).toContain(id);
    const brands = (await t.app.inject({ url: '/api/brands' })).json() as { id: number; listings: number }[];
    expect(brands.find((b) => b.id === 4)?.listings).toBeGreaterThanOrEqual(1);

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/brands/4',
      headers: admin.auth,
      payload: { name: 'Fujinon' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await found('fujinon x-t4')).toContain(id);
    expect(await found('fujifilm x-t4')).not.toContain(id);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/brands/4',
      headers: admin.auth,
      payload: { name: 'Fujifilm' },
    });
    expect(await found('fujifilm x-t4')).toContain(id);
  });

  it('answers 404 for the page of a brand the shop does not have', async () => {
    const page = await t.app.inject({ url: '/api/category/999' });
    expect(page.statusCode).toBe(404);
    expect(page.json().error.message).toContain('999');
  });

  it('says an empty numeric field is required rather than not a number', async () => {
    const res = await create({ ...validListing(), resalePrice: '' });
    expect(res.json().error).toMatchObject({
      field: 'resalePrice',
      message: expect.stringMatching(/is required/),
    });
  });

  it('lets only sellers create listings', async () => {
    expect((await create(validListing(), null)).statusCode).toBe(401);
    expect((await create(validListing(), buyer)).statusCode).toBe(403);
  });

  it("keeps a seller's own listings to them and their changes to the owner", async () => {
    const product = (await create(validListing())).json();
    const patch = (session: TestSession, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/products/${product._id}`, payload, headers: session.auth });

    const byOther = await patch(sellerB, { resalePrice: 1 });
    expect(byOther.statusCode).toBe(403);
    const byBuyer = await patch(buyer, { resalePrice: 1 });
    expect(byBuyer.statusCode).toBe(403);
    const otherDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${product._id}`,
      headers: sellerB.auth,
    });
    expect(otherDelete.statusCode).toBe(403);
    expect((await t.app.inject(`/api/products/${product._id}`)).json().resalePrice).toBe(450);

    const edited = await patch(sellerA, { resalePrice: '399.99', description: 'Price drop!' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      resalePrice: 399.99,
      description: 'Price drop!',
      name: 'Nikon F3',
    });

    const mine = await t.app.inject({ url: '/api/me/products', headers: sellerA.auth });
    expect(mine.json().map((p: { _id: string }) => p._id)).toContain(product._id);
    const theirs = await t.app.inject({ url: '/api/me/products', headers: sellerB.auth });
    expect(theirs.json()).toEqual([]);
  });

  it('mark as sold takes a listing off the storefront lists; available puts it back', async () => {
    const product = (await create(validListing())).json();
    const setStatus = (status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/products/${product._id}`,
        payload: { status },
        headers: sellerA.auth,
      });
    const listed = async () =>
      (await t.app.inject('/api/products?limit=100'))
        .json()
        .some((p: { _id: string }) => p._id === product._id);
    expect((await setStatus('sold')).json().status).toBe('sold');
    expect(await listed()).toBe(false);
    // Its own page stays, saying it is sold (issue 14, item 5).
    expect((await t.app.inject(`/api/products/${product._id}`)).json().status).toBe('sold');
    const mine = (await t.app.inject({ url: '/api/me/products', headers: sellerA.auth })).json();
    expect(mine.find((p: { _id: string }) => p._id === product._id).status).toBe('sold');
    expect((await setStatus('available')).json().status).toBe('available');
    expect(await listed()).toBe(true);
    expect((await setStatus('booked')).statusCode).toBe(400);
  });

  it('delete by the owner or an admin takes it off the storefront for good', async () => {
    const mineToDelete = (await create(validListing())).json();
    const forAdmin = (await create(validListing())).json();
    const del = (id: string, session: TestSession) =>
      t.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: session.auth });
    expect((await del(mineToDelete._id, sellerA)).statusCode).toBe(200);
    expect((await del(forAdmin._id, admin)).statusCode).toBe(200);
    for (const id of [mineToDelete._id, forAdmin._id]) {
      expect((await t.app.inject(`/api/products/${id}`)).statusCode).toBe(404);
      expect((await del(id, sellerA)).statusCode).toBe(404);
    }
    const row = await t.app.database.db
      .selectFrom('products')
      .select('deleted_at')
      .where('id', '=', forAdmin._id)
      .executeTakeFirst();
    expect(row?.deleted_at).not.toBeNull();
  });
});
