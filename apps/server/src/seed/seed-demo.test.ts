import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../test/dialects.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { seedDemoData } from './seed-demo.js';

describe.each(TEST_DIALECTS)('demo data on %s', (dialect) => {
  let t: TestApp;
  // Drawing and re-encoding 27 images takes a while on a busy 2-core machine.
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

  it('answers 404 or 400 for images outside the store', async () => {
    expect((await t.app.inject(`/api/images/${'0'.repeat(64)}/400.webp`)).statusCode).toBe(404);
    expect((await t.app.inject('/api/images/..%2F..%2Fetc/passwd')).statusCode).toBe(400);
  });

  it('says it is a demo shop while the demo accounts exist', async () => {
    expect((await t.app.inject('/api/shop')).json()).toEqual({ demo: true });
    await t.app.database.db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('email', 'like', '%@refocus.demo')
      .execute();
    expect((await t.app.inject('/api/shop')).json()).toEqual({ demo: false });
  });

  it('leaves a database that already has listings alone', async () => {
    const before = (await t.app.inject('/api/products')).headers['x-total-count'];
    expect(await seedDemoData(t.app.database.db, t.app.imageStore)).toBe(0);
    expect((await t.app.inject('/api/products')).headers['x-total-count']).toBe(before);
  });
});
