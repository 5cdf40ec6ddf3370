import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct, insertUser } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { bumpCatalogueVersion } from '../catalogue/catalogue.public.js';
import { HIDDEN_LISTINGS, SEARCH_CASES, SEARCH_LISTINGS, type SearchListing } from './search-cases.js';

describe.each(TEST_DIALECTS)('catalogue search on %s', (dialect) => {
  let t: TestApp;
  const names = new Map<string, string>();
  const idOf: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.app.database.db;
    const seller = await insertUser(db);
    const goneSeller = await insertUser(db, { deleted_at: new Date().toISOString() });
    for (const [key, listing] of Object.entries(SEARCH_LISTINGS)) {
      const { id } = await insertProduct(db, seller.id, { ...listing });
      names.set(id, key);
      idOf[key] = id;
    }
    for (const [key, listing] of Object.entries(HIDDEN_LISTINGS)) {
      const { id } = await insertProduct(db, 'sellerGone' in listing ? goneSeller.id : seller.id, {
        name: listing.name,
        category_id: listing.category_id,
        ...('status' in listing ? { status: listing.status } : {}),
        ...('deleted' in listing ? { deleted_at: new Date().toISOString() } : {}),
      });
      names.set(id, key);
    }
  });
  afterAll(() => t.close());

  const searchFor = async (q: string, extra = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products?q=${encodeURIComponent(q)}&limit=100${extra}`,
    });
    expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
    return (res.json() as { _id: string }[]).map((p) => names.get(p._id) ?? p._id);
  };

  const search = searchFor;

  it.each(SEARCH_CASES)('q=$q finds $finds', async ({ q, finds, first }) => {
    const found = await search(q);
    expect([...found].sort()).toEqual([...finds].sort());
    if (first) expect([...found.slice(0, first.length)].sort()).toEqual([...first].sort());
  });

  it('orders by relevance by default and by the sort asked for otherwise', async () => {
    // Sony's own listings hold "sony" in their brand; none of them mentions it otherwise.
    const byRelevance = await search('nikon');
    expect(byRelevance.at(-1)).toBe('sony85');
    const byPrice = await search('nikon', '&sort=price_desc');
    expect(byPrice).toHaveLength(4);
    const ids = byPrice.map((key) => idOf[key as SearchListing]);
    const prices = await Promise.all(
      ids.map(
        async (id) => (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json().resalePrice,
      ),
    );
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('combines words with a brand and a price range', async () => {
    expect(await search('lens', '&category=3')).toEqual(['nikon50']);
    expect(await search('lens', '&category=3&minPrice=1000')).toEqual([]);
    expect((await search('lens', '&maxPrice=500')).sort()).toEqual(['nikon50', 'sony85']);
  });

  it('follows edits, sales and deleted sellers in the same transaction', async () => {
    const db = t.app.database.db;
    // Each write here stands for an app write, which moves the catalogue version on too.
    const search = async (q: string) => {
      await bumpCatalogueVersion(db);
      return searchFor(q);
    };
    await db
      .updateTable('products')
      .set({ name: 'Hasselblad X2D' })
      .where('id', '=', idOf.canonR5 as string)
      .execute();
    expect(await search('hasselblad')).toEqual(['canonR5']);
    expect(await search('eos')).toEqual([]);
    await db
      .updateTable('products')
      .set({ status: 'booked' })
      .where('id', '=', idOf.canonR5 as string)
      .execute();
    expect(await search('hasselblad')).toEqual([]);
    await db
      .updateTable('products')
      .set({ status: 'available' })
      .where('id', '=', idOf.canonR5 as string)
      .execute();
    expect(await search('hasselblad')).toEqual(['canonR5']);
    // A transaction that fails leaves the index as it was.
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('products')
          .set({ name: 'Leica M11' })
          .where('id', '=', idOf.canonR5 as string)
          .execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await search('leica')).toEqual([]);
    expect(await search('hasselblad')).toEqual(['canonR5']);

    const other = await insertUser(db);
    const { id } = await insertProduct(db, other.id, { name: 'Pentax K-1', category_id: 3 });
    names.set(id, 'pentax');
    expect(await search('pentax')).toEqual(['pentax']);
    await db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', other.id)
      .execute();
    expect(await search('pentax')).toEqual([]);
  });
});
