import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct } from '../../../test/fixtures.js';
import { logIn, signUp, type TestSession, uniqueEmail } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

describe.each(TEST_DIALECTS)('admin: people on %s', (dialect) => {
  let t: TestApp;
  let admin: TestSession;
  let seller: TestSession;
  let buyer: TestSession;
  const adminEmail = uniqueEmail('admin');

  beforeAll(async () => {
    t = await createTestApp(dialect, { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: 'admin password' });
    admin = await logIn(t.app, adminEmail, 'admin password');
    seller = await signUp(t.app, { seller: true, name: 'Listed Seller' });
    buyer = await signUp(t.app, { name: 'Listed Buyer' });
  });
  afterAll(() => t.close());

  const list = (kind: string, session?: TestSession) =>
    t.app.inject({ url: `/api/user/all-${kind}`, headers: session?.auth });
  const remove = (kind: string, email: string, session?: TestSession) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/user/all-${kind}/${encodeURIComponent(email)}`,
      headers: session?.auth,
    });

  it('answers admins bare arrays of {_id, name, email} with paging headers', async () => {
    const sellers = await list('sellers', admin);
    expect(sellers.statusCode).toBe(200);
    expect(sellers.json()).toEqual([
      {
        _id: seller.user.uid,
        name: 'Listed Seller',
        email: seller.user.email,
        disabled: false,
        role: 'seller',
        joinedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        listings: 0,
        orders: 0,
      },
    ]);
    expect(sellers.headers['x-total-count']).toBe('1');
    const buyers = (await list('buyers', admin)).json();
    expect(buyers.map((p: { email: string }) => p.email)).toEqual([buyer.user.email]);
  });

  it('refuses the lists and deletes to anonymous callers, buyers and sellers', async () => {
    for (const kind of ['sellers', 'buyers']) {
      expect((await list(kind)).statusCode).toBe(401);
      expect((await list(kind, buyer)).statusCode).toBe(403);
      expect((await list(kind, seller)).statusCode).toBe(403);
      expect((await remove(kind, buyer.user.email)).statusCode).toBe(401);
      expect((await remove(kind, buyer.user.email, seller)).statusCode).toBe(403);
    }
  });

  it('refuses deleting yourself or another admin, and answers 404 for unknown or wrong-list emails', async () => {
    expect((await remove('buyers', adminEmail, admin)).statusCode).toBe(403);
    expect((await remove('sellers', 'nobody@example.test', admin)).statusCode).toBe(404);
    expect((await remove('sellers', buyer.user.email, admin)).statusCode).toBe(404);
  });

  it('deleting a seller revokes their sessions, withdraws their listings and keeps orders', async () => {
    const doomed = await signUp(t.app, { seller: true });
    const productId = (await insertProduct(t.app.database.db, doomed.user.uid, { name: 'Doomed camera' })).id;
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.auth,
      payload: { productId, phoneNumber: '555 0100', location: 'Park' },
    });
    expect(order.statusCode).toBe(200);

    const res = await remove('sellers', doomed.user.email.toUpperCase(), admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    expect((await list('sellers', admin)).json().map((p: { _id: string }) => p._id)).not.toContain(
      doomed.user.uid,
    );
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      cookies: { refocus_refresh: doomed.refreshToken },
    });
    expect(refresh.json().error.code).toBe('auth/user-token-expired');
    expect((await t.app.inject({ url: '/api/auth/me', headers: doomed.auth })).statusCode).toBe(401);
    expect((await t.app.inject(`/api/products/${productId}`)).statusCode).toBe(404);

    const buyerOrders = (await t.app.inject({ url: '/api/me/orders', headers: buyer.auth })).json();
    const kept = buyerOrders.find((o: { productId: string }) => o.productId === productId);
    expect(kept).toMatchObject({
      productName: 'Doomed camera',
      status: 'declined',
      product: { removed: true },
    });
  });

  it('deleting a buyer frees the email for a new account', async () => {
    const email = uniqueEmail('returning');
    await signUp(t.app, { email });
    expect((await remove('buyers', email, admin)).statusCode).toBe(200);
    expect((await remove('buyers', email, admin)).statusCode).toBe(404);
    const again = await signUp(t.app, { email });
    expect(again.user.email).toBe(email);
  });
});
