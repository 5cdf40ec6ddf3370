import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct } from '../../../test/fixtures.js';
import { logIn, signUp, type TestSession, uniqueEmail } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

describe.each(TEST_DIALECTS)('admin: disable instead of delete on %s', (dialect) => {
  let t: TestApp;
  let admin: TestSession;
  let buyer: TestSession;
  const adminEmail = uniqueEmail('admin');

  beforeAll(async () => {
    t = await createTestApp(dialect, { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: 'admin password' });
    admin = await logIn(t.app, adminEmail, 'admin password');
    buyer = await signUp(t.app);
  });
  afterAll(() => t.close());

  const setDisabled = (kind: string, email: string, disabled: unknown, session?: TestSession) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/user/all-${kind}/${encodeURIComponent(email)}`,
      payload: { disabled },
      headers: session?.auth,
    });
  /** The storefront's ids, read the way a visitor reads them (through the page cache). */
  const storefrontIds = async () =>
    (await t.app.inject({ url: '/api/products?limit=100' })).json().map((p: { _id: string }) => p._id);

  it('a disabled seller cannot sign in or refresh, their token stops at once, their listing leaves the storefront', async () => {
    const seller = await signUp(t.app, { seller: true, password: 'seller password' });
    const productId = (await insertProduct(t.app.database.db, seller.user.uid, { name: 'Paused camera' })).id;
    expect(await storefrontIds()).toContain(productId);
    const searched = () => t.app.inject({ url: '/api/products?q=Paused' });
    expect((await searched()).json()).toHaveLength(1);

    const res = await setDisabled('sellers', seller.user.email, true, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, disabled: true });

    const me = await t.app.inject({ url: '/api/auth/me', headers: seller.auth });
    expect(me.statusCode).toBe(403);
    expect(me.json().error.code).toBe('auth/user-disabled');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: seller.user.email, password: 'seller password' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error.code).toBe('auth/user-disabled');
    // The session ended with the disabling; its refresh says why (issue 13.6), not "expired".
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      cookies: { refocus_refresh: seller.refreshToken },
    });
    expect(refresh.statusCode).toBe(403);
    expect(refresh.json().error.code).toBe('auth/user-disabled');

    expect(await storefrontIds()).not.toContain(productId);
    expect((await searched()).json()).toHaveLength(0);
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.auth,
      payload: { productId, phoneNumber: '555 0100', location: 'Park' },
    });
    expect(booking.statusCode).toBe(404);
    const sellers = (await t.app.inject({ url: '/api/user/all-sellers', headers: admin.auth })).json();
    expect(sellers.find((p: { _id: string }) => p._id === seller.user.uid)).toMatchObject({ disabled: true });

    // Re-enabled: the listing comes back (and is found again), and the seller signs in.
    const enabled = await setDisabled('sellers', seller.user.email, false, admin);
    expect(enabled.json()).toEqual({ ok: true, disabled: false });
    expect(await storefrontIds()).toContain(productId);
    expect((await searched()).json()).toHaveLength(1);
    await logIn(t.app, seller.user.email, 'seller password');
  });

  it("a disabled seller's listing does not open by its direct link (404, not 410) until re-enabled", async () => {
    const seller = await signUp(t.app, { seller: true });
    const productId = (
      await insertProduct(t.app.database.db, seller.user.uid, { name: 'Direct link camera' })
    ).id;
    const direct = () => t.app.inject({ url: `/api/products/${productId}` });
    // Read once so the page cache keeps it: disabling must not leave a kept copy answering.
    expect((await direct()).statusCode).toBe(200);
    expect((await direct()).json()).toMatchObject({ _id: productId, name: 'Direct link camera' });

    await setDisabled('sellers', seller.user.email, true, admin);
    const hidden = await direct();
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.code).toBe('not-found');

    await setDisabled('sellers', seller.user.email, false, admin);
    const back = await direct();
    expect(back.statusCode).toBe(200);
    expect(back.json()._id).toBe(productId);
  });

  it('a listing put back on sale while its seller is disabled stays off the storefront', async () => {
    const seller = await signUp(t.app, { seller: true });
    const productId = (await insertProduct(t.app.database.db, seller.user.uid, { status: 'sold' })).id;
    await setDisabled('sellers', seller.user.email, true, admin);
    await t.app.database.db
      .updateTable('products')
      .set({ status: 'available' })
      .where('id', '=', productId)
      .execute();
    const entries = await t.app.database.db
      .selectFrom('storefront_entries')
      .select('product_id')
      .where('product_id', '=', productId)
      .execute();
    expect(entries).toEqual([]);
    await setDisabled('sellers', seller.user.email, false, admin);
    expect(await storefrontIds()).toContain(productId);
  });

  it('disables buyers from All Buyers; refuses non-admins, admins, yourself, and the wrong list', async () => {
    const other = await signUp(t.app);
    expect((await setDisabled('buyers', other.user.email, true)).statusCode).toBe(401);
    expect((await setDisabled('buyers', other.user.email, true, buyer)).statusCode).toBe(403);
    expect((await setDisabled('buyers', adminEmail, true, admin)).statusCode).toBe(403);
    expect((await setDisabled('sellers', other.user.email, true, admin)).statusCode).toBe(404);
    expect((await setDisabled('buyers', 'nobody@example.test', true, admin)).statusCode).toBe(404);
    const bad = await setDisabled('buyers', other.user.email, 'yes', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('disabled');

    expect((await setDisabled('buyers', other.user.email, true, admin)).statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/auth/me', headers: other.auth });
    expect(me.json().error.code).toBe('auth/user-disabled');
    // Disabling twice changes nothing and still answers 200.
    expect((await setDisabled('buyers', other.user.email, true, admin)).statusCode).toBe(200);
    expect((await setDisabled('buyers', other.user.email, false, admin)).statusCode).toBe(200);
    // Disabling ended the sessions, and an access token ends with its session (decision 016):
    // re-enabled, the account signs in again rather than reviving the old token.
    const old = await t.app.inject({ url: '/api/auth/me', headers: other.auth });
    expect(old.json().error.code).toBe('auth/user-token-expired');
  });
});
