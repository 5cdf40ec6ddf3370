import { type Product, ProductListSchema } from '@refocus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct, insertUser } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { jsonWriterFor } from '../../shared/json-writer.js';
import { bumpCatalogueVersion } from '../catalogue/catalogue.public.js';

/** Listing JSON kept per catalogue version for pages the page cache misses (decision 051). */
describe.each(TEST_DIALECTS)('listing JSON kept between list pages on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const sellerId = (await insertUser(t.app.database.db)).id;
    for (let i = 0; i < 12; i++) {
      await insertProduct(t.app.database.db, sellerId, {
        name: `Kept listing ${i}`,
        description: `Line one\nline "two" \u2028 Kraków ${i}`,
      });
    }
  });
  afterAll(() => t.close());

  /** Renames every listing without moving the catalogue version: only kept JSON still shows the old names. */
  const renameBehindTheCachesBack = (name: string) =>
    t.app.database.db.updateTable('products').set({ name }).execute();
  const names = (body: string) => (JSON.parse(body) as Product[]).map((p) => p.name);

  it('answers a listing another page showed with the same bytes, until the version moves', async () => {
    const six = await t.app.inject('/api/products?limit=6');
    expect(six.statusCode).toBe(200);
    await renameBehindTheCachesBack('Renamed');

    // Listings 4–6 were written for the first page: the same bytes come back, old names and all.
    const kept = await t.app.inject('/api/products?limit=3&page=2');
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['content-type']).toMatch(/^application\/json/);
    expect(six.body).toContain(kept.body.slice(1, -1));
    expect(names(kept.body)).toEqual(names(six.body).slice(3, 6));
    // Listings no page showed yet are read now.
    const read = await t.app.inject('/api/products?limit=3&page=3');
    expect(names(read.body)).toEqual(['Renamed', 'Renamed', 'Renamed']);

    // Any write that changes the storefront moves the version: nothing kept is shown after it.
    await bumpCatalogueVersion(t.app.database.db);
    const after = await t.app.inject('/api/products?limit=2&page=3');
    expect(names(after.body)).toEqual(['Renamed', 'Renamed']);
  });

  it('writes a page as the response schema writes its array, whether its listings were kept or read', async () => {
    await bumpCatalogueVersion(t.app.database.db);
    const writeList = jsonWriterFor(ProductListSchema) as (value: unknown) => string;
    for (const url of ['/api/products?limit=8', '/api/products?limit=4&page=2', '/api/category/1?limit=12']) {
      const answer = await t.app.inject(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(writeList(JSON.parse(answer.body)));
    }
    // A page with nothing on it is an empty array.
    expect((await t.app.inject('/api/products?limit=8&page=9')).body).toBe('[]');
  });
});
