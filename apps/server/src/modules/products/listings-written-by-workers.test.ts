import fs from 'node:fs';
import path from 'node:path';
import { ProductListQuerySchema } from '@refocus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListingWriter } from '../../../listing-writer-build.mjs';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { ProductsService } from './products.service.js';

/**
 * Decision 054: on SQLite the read worker that reads a page's rows writes their listings' JSON.
 * The writer is TypeScript, bundled by build.mjs beside the built server; here it is bundled
 * the same way into a folder of the test's own (under node_modules, where the bundle finds
 * fast-json-stringify as the built one does), and the app's read workers are given it.
 */
describe('listings written by the SQLite read workers', () => {
  let folder: string;
  let test: TestApp;

  beforeAll(async () => {
    const cache = path.resolve(import.meta.dirname, '../../../node_modules/.cache');
    fs.mkdirSync(cache, { recursive: true });
    folder = fs.mkdtempSync(path.join(cache, 'refocus-listing-writer-'));
    const listingWriterFile = path.join(folder, 'listing-writer.cjs');
    await buildListingWriter(listingWriterFile);
    // The demo: photos with their variants, camera details, a price drop, sold cameras, ratings.
    test = await createTestApp('sqlite', { SEED_DEMO: 'true' }, { databaseTuning: { listingWriterFile } });
  }, 60_000);

  afterAll(async () => {
    await test?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  const queries = [
    {},
    { includeSold: 'true' },
    { q: 'canon' },
    { sort: 'price_asc', limit: '5', page: '2' },
    { category: '2', sort: 'newest' },
  ];

  it('writes every listing of a page byte for byte as the event loop writes it', async () => {
    const { database } = test.app;
    expect(database.readWritten).toBeDefined();
    const origin = 'https://shop.example';
    const options = { dialect: 'sqlite' as const };
    const onWorkers = new ProductsService(database.db, origin, {
      ...options,
      readWritten: database.readWritten,
    });
    const onLoop = new ProductsService(database.db, origin, options);
    let listings = 0;
    for (const [i, raw] of queries.entries()) {
      const query = ProductListQuerySchema.parse(raw);
      // A version of their own for each, so nothing either service keeps answers the next query.
      const written = await onWorkers.listAsJson(query, { catalogueVersion: i + 1 });
      const expected = await onLoop.listAsJson(query, { catalogueVersion: i + 1 });
      expect(written.json.toString()).toBe(expected.json.toString());
      // Without a version nothing is kept: the page is joined from the worker's buffer itself.
      expect((await onWorkers.listAsJson(query)).json.toString()).toBe(expected.json.toString());
      // And the same listings the object path maps.
      const items = (await onLoop.list(query)).items;
      expect(JSON.parse(written.json.toString())).toEqual(JSON.parse(JSON.stringify(items)));
      listings += items.length;
    }
    expect(listings).toBeGreaterThan(20);
  });

  it('answers the storefront over HTTP with the listings the workers wrote', async () => {
    const res = await test.app.inject({ url: '/api/products?includeSold=true&limit=100' });
    expect(res.statusCode).toBe(200);
    const listings = res.json() as { _id: string; imgSrcSet: string; status: string }[];
    expect(listings.some((listing) => listing.status === 'sold')).toBe(true);
    expect(listings.every((listing) => listing.imgSrcSet.includes('w,'))).toBe(true);
    const onLoop = new ProductsService(test.app.database.db, '', { dialect: 'sqlite' });
    const expected = await onLoop.list(ProductListQuerySchema.parse({ includeSold: 'true', limit: '100' }));
    expect(listings).toEqual(JSON.parse(JSON.stringify(expected.items)));
  });
});
