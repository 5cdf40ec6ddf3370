import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { smallPng } from '../../../test/image-corpus.js';
import { multipartBody } from '../../../test/multipart.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** Issue 44, items 3–5: listings name their model; completed sales make its price guide. */
describe.each(TEST_DIALECTS)('models of listings on %s', (dialect) => {
  let t: TestApp;
  let seller: TestSession;
  let buyer: TestSession;
  let imgURL: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    seller = await signUp(t.app, { seller: true, name: 'Sol Seller' });
    buyer = await signUp(t.app, { name: 'Bea Buyer' });
    const body = multipartBody({
      filename: 'cam.png',
      contentType: 'image/png',
      bytes: await smallPng(800, 600),
    });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: body.payload,
      headers: { ...body.headers, ...seller.auth },
    });
    imgURL = uploaded.json().data.url;
  });
  afterAll(() => t.close());

  const list = (overrides: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: seller.auth,
      payload: {
        name: 'My camera',
        imgURL,
        categoryId: 3,
        location: 'Porto',
        resalePrice: 1000,
        originalPrice: 2500,
        yearOfUse: 2,
        grade: 'good',
        sellerName: 'Sol Seller',
        sellerNumber: '+351 912 345 678',
        yearOfPurchase: 2020,
        description: 'Works well.',
        ...overrides,
      },
    });
  const edit = (id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/products/${id}`, headers: seller.auth, payload });
  const model = async (slug: string) => (await t.app.inject({ url: `/api/models/${slug}` })).json();
  const product = async (id: string) => (await t.app.inject({ url: `/api/products/${id}` })).json();
  /** Booked by the buyer, accepted and completed by the seller: one completed sale. */
  const sell = async (id: string) => {
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.auth,
      payload: { productId: id, phoneNumber: '+1 555 0100', location: 'Central Station' },
    });
    expect(order.statusCode).toBe(200);
    for (const status of ['accepted', 'completed']) {
      const moved = await t.app.inject({
        method: 'PATCH',
        url: `/api/orders/${order.json()._id}`,
        headers: seller.auth,
        payload: { status },
      });
      expect(moved.statusCode).toBe(200);
    }
  };

  it('takes brand, type and mount from the model named, and answers the model', async () => {
    const made = await list({ modelSlug: 'canon-eos-5d-mark-iv', categoryId: 3, itemType: 'lens' });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({
      model: { slug: 'canon-eos-5d-mark-iv', name: 'Canon EOS 5D Mark IV' },
      categoryId: 1,
      itemType: 'camera-body',
      lensMount: 'canon-ef',
      priceVerdict: null,
    });
    const id = made.json()._id as string;
    expect((await edit(id, { modelSlug: 'sony-a7-iii' })).json()).toMatchObject({
      model: { slug: 'sony-a7-iii' },
      categoryId: 2,
      lensMount: 'sony-e',
    });
    // The model it already names, sent back with a save, leaves the seller's own type alone.
    expect((await edit(id, { modelSlug: 'sony-a7-iii', itemType: 'kit' })).json()).toMatchObject({
      model: { slug: 'sony-a7-iii' },
      itemType: 'kit',
      lensMount: 'sony-e',
    });
    const cleared = (await edit(id, { modelSlug: null })).json();
    expect(cleared).toMatchObject({ model: null, categoryId: 2 });
    expect((await list({})).json().model).toBeNull();
  });

  it('refuses a model the catalogue does not have, naming modelSlug, writing nothing', async () => {
    const before = (await t.app.database.db.selectFrom('products').select('id').execute()).length;
    const made = await list({ modelSlug: 'canon-eos-999d' });
    expect(made.statusCode).toBe(400);
    expect(made.json().error).toMatchObject({ field: 'modelSlug' });
    expect((await t.app.database.db.selectFrom('products').select('id').execute()).length).toBe(before);
  });

  it('draws the guide from completed sales, moves it with each sale, and gives listings their verdict', async () => {
    const slug = 'nikon-z6-ii';
    const onSale = (await list({ modelSlug: slug, resalePrice: 1000 })).json()._id as string;
    expect((await model(slug)).priceGuide).toBeNull();

    for (const price of [900, 1300])
      await sell((await list({ modelSlug: slug, resalePrice: price })).json()._id);
    // Two sales: not enough yet.
    expect((await model(slug)).priceGuide).toBeNull();
    expect((await product(onSale)).priceVerdict).toBeNull();

    await sell((await list({ modelSlug: slug, resalePrice: 1100 })).json()._id);
    // 900, 1100, 1300: ranks 0.5, 1, 1.5 → 1000, 1100, 1200.
    const detail = await model(slug);
    expect(detail.priceGuide).toEqual({ sales: 3, low: 1000, median: 1100, high: 1200 });
    expect(detail.sales.map((sale: { price: number }) => sale.price).sort()).toEqual(
      [1100, 1300, 900].sort(),
    );
    expect(detail.sales[0]).not.toHaveProperty('buyerName');
    expect((await product(onSale)).priceVerdict).toBe('typical');
    expect((await edit(onSale, { resalePrice: 999 })).json().priceVerdict).toBe('below');
    expect((await edit(onSale, { resalePrice: 1201 })).json().priceVerdict).toBe('above');

    // A fourth sale, high: 900, 1100, 1300, 2100 → 1050, 1200, 1500; the listing is typical again.
    await sell((await list({ modelSlug: slug, resalePrice: 2100 })).json()._id);
    expect((await model(slug)).priceGuide).toEqual({ sales: 4, low: 1050, median: 1200, high: 1500 });
    expect((await product(onSale)).priceVerdict).toBe('typical');

    const listings = (await t.app.inject({ url: `/api/models/${slug}/listings` })).json();
    expect(listings.map((p: { _id: string }) => p._id)).toEqual([onSale]);
  });

  it('offers similar cameras: the same model first, then the same brand and type nearest in price', async () => {
    const id = async (overrides: Record<string, unknown>) => (await list(overrides)).json()._id as string;
    const asked = await id({ name: 'Fujifilm X-T3', modelSlug: 'fujifilm-x-t3', resalePrice: 700 });
    const sameModelFar = await id({ name: 'X-T3 again', modelSlug: 'fujifilm-x-t3', resalePrice: 1500 });
    const sameBrandNear = await id({
      name: 'X-T30',
      categoryId: 4,
      itemType: 'camera-body',
      resalePrice: 690,
    });
    const sameBrandFar = await id({ name: 'X-H1', categoryId: 4, itemType: 'camera-body', resalePrice: 200 });
    const sameBrandLens = await id({ name: 'XF 35mm', categoryId: 4, itemType: 'lens', resalePrice: 700 });
    const otherBrand = await id({
      name: 'Nikon Z5',
      categoryId: 3,
      itemType: 'camera-body',
      resalePrice: 700,
    });
    const similar = (await t.app.inject({ url: `/api/products/${asked}/similar` })).json() as {
      _id: string;
    }[];
    const ids = similar.map((p) => p._id);
    expect(ids.slice(0, 3)).toEqual([sameModelFar, sameBrandNear, sameBrandFar]);
    expect(ids).not.toContain(asked);
    expect(ids).not.toContain(sameBrandLens);
    expect(ids).not.toContain(otherBrand);
    expect((await t.app.inject({ url: '/api/products/no-such-listing/similar' })).statusCode).toBe(404);
  });

  it('answers 404 for the listings of a model it does not have', async () => {
    expect((await t.app.inject({ url: '/api/models/no-such-model/listings' })).statusCode).toBe(404);
  });
});
