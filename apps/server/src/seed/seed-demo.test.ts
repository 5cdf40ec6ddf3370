import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../test/dialects.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { seedDemoData } from './seed-demo.js';

describe.each(TEST_DIALECTS)('demo data on %s', (dialect) => {
  let t: TestApp;
  // Drawing and re-encoding 35 images takes a while on a busy 2-core machine.
  beforeAll(async () => {
    t = await createTestApp(dialect, { SEED_DEMO: 'true' });
  }, 180_000);
  afterAll(() => t.close());

  it('fills an empty database with at least 24 listings across the three brands', async () => {
    const res = await t.app.inject('/api/products?limit=100');
    const products = res.json() as { categoryId: number; imgURL: string; imgSrcSet: string }[];
    expect(products.length).toBeGreaterThanOrEqual(24);
    for (const category of [1, 2, 3]) {
      expect(products.filter((p) => p.categoryId === category).length).toBeGreaterThanOrEqual(6);
    }
    expect(products.every((p) => p.imgURL.startsWith('/api/images/'))).toBe(true);
    expect(products.every((p) => p.imgSrcSet.includes(' 400w'))).toBe(true);
  });

  it('shows camera details on some listings and a lowered price on one', async () => {
    const products = (await t.app.inject('/api/products?limit=100')).json() as {
      name: string;
      grade: string | null;
      lensMount: string | null;
      previousPrice: number | null;
    }[];
    expect(products.filter((p) => p.grade !== null).length).toBeGreaterThanOrEqual(6);
    expect(products.find((p) => p.name === 'Nikon Z6 II')).toMatchObject({
      grade: 'very-good',
      lensMount: 'nikon-z',
    });
    expect(products.find((p) => p.name === 'Sony Alpha a7 IV')?.previousPrice).toBe(2199);
  });

  it('serves the demo images as cacheable WebP from the store', async () => {
    const [product] = (await t.app.inject('/api/home-cameras')).json();
    const res = await t.app.inject(product.imgURL);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(res.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBe(800);
  });

  it('shows galleries: a few listings have three photos, the cover first, each served', async () => {
    const products = (await t.app.inject('/api/products?limit=100')).json() as { _id: string }[];
    const pages = await Promise.all(
      products.map(async (p) => (await t.app.inject(`/api/products/${p._id}`)).json()),
    );
    const galleries = pages.filter((p: { photos: unknown[] }) => p.photos.length === 3);
    expect(galleries.length).toBeGreaterThanOrEqual(3);
    const [shown] = galleries as { imgURL: string; photos: { url: string }[] }[];
    expect(shown!.photos[0]!.url).toBe(shown!.imgURL);
    expect(new Set(shown!.photos.map((p) => p.url)).size).toBe(3);
    for (const photo of shown!.photos) expect((await t.app.inject(photo.url)).statusCode).toBe(200);
  });

  it('answers 404 or 400 for images outside the store', async () => {
    expect((await t.app.inject(`/api/images/${'0'.repeat(64)}/400.webp`)).statusCode).toBe(404);
    expect((await t.app.inject('/api/images/..%2F..%2Fetc/passwd')).statusCode).toBe(400);
  });

  it('includes conversations: a question answered, a booking talked about, and two offers, with unread messages', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ivy@refocus.demo', password: 'refocus-demo' },
    });
    const auth = { authorization: `Bearer ${login.json().accessToken}` };
    const inbox = (await t.app.inject({ url: '/api/conversations', headers: auth })).json();
    // Two threads of messages, and two the shop opened with the lines of Ivy's offers.
    expect(inbox).toHaveLength(4);
    expect(inbox.filter((c: { booking: unknown }) => c.booking !== null)).toHaveLength(1);
    expect(inbox.every((c: { sellerName: string }) => c.sellerName === 'Tom Okafor')).toBe(true);
    expect((await t.app.inject({ url: '/api/conversations/unread', headers: auth })).json()).toEqual({
      unread: 1,
    });
  });

  it("includes Ivy's open offer, one Tom countered, and her booking with an agreed meeting time", async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ivy@refocus.demo', password: 'refocus-demo' },
    });
    const auth = { authorization: `Bearer ${login.json().accessToken}` };
    const offers = (await t.app.inject({ url: '/api/me/offers', headers: auth })).json();
    expect(
      offers
        .map((o: { status: string; turn: string; rounds: number }) => [o.status, o.turn, o.rounds])
        .sort(),
    ).toEqual([
      ['open', 'buyer', 2],
      ['open', 'seller', 1],
    ]);
    for (const offer of offers) expect(offer.amount).toBeLessThan(offer.askedPrice);
    const [order] = (await t.app.inject({ url: '/api/me/orders', headers: auth })).json();
    expect(order.meeting.agreed).not.toBeNull();
    expect(Date.parse(order.meeting.agreed.startsAt)).toBeGreaterThan(Date.now());
  });

  it('includes two sold cameras with reviews both ways, off the storefront, the sellers rated on their cards', async () => {
    const products = (await t.app.inject('/api/products?limit=100')).json() as {
      name: string;
      sellerName: string;
      sellerRating: { average: number; count: number };
    }[];
    expect(products.map((p) => p.name)).not.toContain('Nikon F3');
    expect(products.map((p) => p.name)).not.toContain('Canon F-1');
    expect(products.find((p) => p.sellerName === 'Tom Okafor')?.sellerRating).toEqual({
      average: 5,
      count: 1,
    });
    expect(products.find((p) => p.sellerName === 'Maya Chen')?.sellerRating).toEqual({
      average: 4,
      count: 1,
    });
    const tom = (
      await t.app.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'tom@refocus.demo')
        .executeTakeFirstOrThrow()
    ).id;
    const reviews = (await t.app.inject(`/api/users/${tom}/reviews`)).json();
    expect(reviews).toEqual([
      expect.objectContaining({
        productName: 'Nikon F3',
        reviewerName: 'Ivy Nguyen',
        rating: 5,
        answer: expect.any(Object),
      }),
    ]);
    const sold = await t.app.inject(`/api/sellers/${tom}/products?includeSold=true&limit=100`);
    expect(sold.json().find((p: { name: string }) => p.name === 'Nikon F3')).toMatchObject({
      status: 'sold',
    });
  });

  it('gives a dozen models a year of sales: price guides, and verdicts on the listings that name them', async () => {
    const products = (await t.app.inject('/api/products?limit=100&includeSold=true')).json() as {
      name: string;
      sellerName: string;
      model: { slug: string } | null;
      priceVerdict: string | null;
    }[];
    expect(products.filter((p) => p.model !== null).length).toBeGreaterThanOrEqual(24);
    // The sales' sellers have left: their listings are on no list.
    expect(products.map((p) => p.sellerName)).not.toContain('Former seller');
    const verdict = (name: string) => products.find((p) => p.name === name)?.priceVerdict;
    expect(verdict('Nikon D850')).toBe('above');
    expect(verdict('Sony Alpha a7R III')).toBe('below');
    expect(verdict('Nikon Z6 II')).toBe('typical');
    expect(verdict('Canon EOS R50')).toBeNull();
    const guided = products.filter((p) => p.priceVerdict !== null && p.model !== null);
    expect(guided.length).toBeGreaterThanOrEqual(12);
    for (const product of guided) {
      const model = (await t.app.inject(`/api/models/${product.model?.slug}`)).json();
      expect(model.priceGuide.sales).toBeGreaterThanOrEqual(4);
      expect(model.sales).toHaveLength(model.priceGuide.sales);
      expect(model.priceGuide.low).toBeLessThanOrEqual(model.priceGuide.median);
      expect(model.priceGuide.median).toBeLessThanOrEqual(model.priceGuide.high);
    }
  });

  it("includes an open report in the admin's queue: a buyer reporting a listing as fake", async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@refocus.demo', password: 'refocus-demo' },
    });
    const auth = { authorization: `Bearer ${login.json().accessToken}` };
    const queue = await t.app.inject({ url: '/api/admin/reports?state=open', headers: auth });
    expect(queue.json()).toEqual([
      expect.objectContaining({ kind: 'listing', state: 'open', reportCount: 1, reasons: ['fake'] }),
    ]);
    const listing = await t.app.inject(`/api/products/${queue.json()[0].targetId}`);
    expect(listing.json()).toMatchObject({ status: 'available', sellerName: 'Maya Chen' });
  });

  it('includes saved searches the demo buyers keep: words, brand and price, camera details', async () => {
    const searchesOf = async (email: string) => {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'refocus-demo' },
      });
      const auth = { authorization: `Bearer ${login.json().accessToken}` };
      return (await t.app.inject({ url: '/api/saved-searches', headers: auth })).json();
    };
    expect(await searchesOf('ivy@refocus.demo')).toEqual([
      expect.objectContaining({
        name: 'Sony under $1,500',
        query: 'category=2&maxPrice=1500',
        frequency: 'instant',
      }),
      expect.objectContaining({ name: 'Film cameras', query: 'q=film', frequency: 'daily' }),
    ]);
    expect(await searchesOf('ben@refocus.demo')).toEqual([
      expect.objectContaining({
        name: 'Excellent Sony E lenses',
        query: expect.stringContaining('mount=sony-e'),
        paused: false,
      }),
      expect.objectContaining({ name: 'Nikon Z bodies', query: 'q=nikon+z&type=camera-body' }),
    ]);
    // Each has the key words its alerts are matched by.
    const keys = await t.app.database.db.selectFrom('saved_search_keys').select('key').execute();
    expect(keys.map((k) => k.key)).toEqual(expect.arrayContaining(['film', 'nikon']));
  });

  it('says it is a demo shop while the demo accounts exist', async () => {
    expect((await t.app.inject('/api/shop')).json()).toMatchObject({ demo: true });
    await t.app.database.db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('email', 'like', '%@refocus.demo')
      .execute();
    expect((await t.app.inject('/api/shop')).json()).toMatchObject({ demo: false });
  });

  it('leaves a database that already has listings alone', async () => {
    const before = (await t.app.inject('/api/products')).headers['x-total-count'];
    expect(await seedDemoData(t.app.database.db, t.app.imageStore)).toBe(0);
    expect((await t.app.inject('/api/products')).headers['x-total-count']).toBe(before);
  });
});
