import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct, insertUser } from '../../../test/fixtures.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** Issue 14, item 8: a seller's public page and their listings, on sale or with the sold ones. */
describe.each(TEST_DIALECTS)('seller page on %s', (dialect) => {
  let t: TestApp;
  let seller: TestSession;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    seller = await signUp(t.app, { seller: true, name: 'Page Seller' });
    const db = t.app.database.db;
    ids.old = (await insertProduct(db, seller.user.uid, { name: 'Older camera' })).id;
    ids.sold = (await insertProduct(db, seller.user.uid, { name: 'Sold camera', status: 'sold' })).id;
    ids.withdrawn = (
      await insertProduct(db, seller.user.uid, { name: 'Withdrawn', deleted_at: new Date().toISOString() })
    ).id;
    ids.newest = (await insertProduct(db, seller.user.uid, { name: 'Newest camera' })).id;
  });
  afterAll(() => t.close());

  it('answers the name, photo, member-since day and listings on sale, without contact details', async () => {
    const res = await t.app.inject(`/api/sellers/${seller.user.uid}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id: seller.user.uid,
      name: 'Page Seller',
      photoURL: null,
      memberSince: expect.any(String),
      availableListings: 2,
      rating: { average: null, count: 0 },
    });
    expect(Date.parse(body.memberSince)).toBeGreaterThan(Date.now() - 600_000);
    expect(JSON.stringify(body)).not.toContain('@');
  });

  it('lists the listings on sale newest first; includeSold adds the sold one, never a withdrawn one', async () => {
    const onSale = await t.app.inject(`/api/sellers/${seller.user.uid}/products`);
    expect(onSale.json().map((p: { _id: string }) => p._id)).toEqual([ids.newest, ids.old]);
    expect(onSale.headers['x-total-count']).toBe('2');
    const all = await t.app.inject(`/api/sellers/${seller.user.uid}/products?includeSold=true&limit=2`);
    expect(all.json().map((p: { _id: string }) => p._id)).toEqual([ids.newest, ids.sold]);
    expect(all.json()[1]).toMatchObject({ status: 'sold', sellerNumber: '' });
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.headers.link).toContain('rel="next"');
  });

  it('answers 404 for a buyer, a disabled seller and an unknown id; 400 for a bad filter', async () => {
    const db = t.app.database.db;
    const buyer = await insertUser(db, { seller: 0 });
    const disabled = await insertUser(db, { seller: 1, disabled: 1 });
    for (const id of [buyer.id, disabled.id, 'no-such-seller']) {
      const res = await t.app.inject(`/api/sellers/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not-found');
      expect((await t.app.inject(`/api/sellers/${id}/products`)).statusCode).toBe(404);
    }
    const bad = await t.app.inject(`/api/sellers/${seller.user.uid}/products?includeSold=yes`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ field: 'includeSold' });
  });
});
