import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct } from '../../../test/fixtures.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** Issue 19 item 8: a buyer becomes a seller later, after accepting the seller terms. */
describe.each(TEST_DIALECTS)('becoming a seller on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const becomeSeller = (session: TestSession | undefined, payload: unknown = { acceptTerms: true }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/become-seller',
      headers: session?.auth ?? {},
      payload: payload as object,
    });
  const listMine = (session: TestSession) => t.app.inject({ url: '/api/me/products', headers: session.auth });
  const storedUser = (id: string) =>
    t.app.database.db
      .selectFrom('users')
      .select(['seller', 'seller_terms_accepted_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('makes a buyer a seller with the same access token, and keeps when the terms were accepted', async () => {
    const buyer = await signUp(t.app);
    expect((await listMine(buyer)).statusCode).toBe(403);
    const seller = await t.app.inject({ url: `/api/user/seller/${buyer.user.email}`, headers: buyer.auth });
    expect(seller.json()).toEqual({ isSeller: false });

    const before = Date.now();
    const res = await becomeSeller(buyer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      uid: buyer.user.uid,
      email: buyer.user.email,
      seller: true,
      admin: false,
    });

    // Roles are read from the database on every call: the token in hand opens seller routes now.
    expect((await listMine(buyer)).statusCode).toBe(200);
    const again = await t.app.inject({ url: `/api/user/seller/${buyer.user.email}`, headers: buyer.auth });
    expect(again.json()).toEqual({ isSeller: true });
    const me = await t.app.inject({ url: '/api/auth/me', headers: buyer.auth });
    expect(me.json().user.seller).toBe(true);

    const stored = await storedUser(buyer.user.uid);
    expect(stored.seller).toBe(1);
    expect(Date.parse(stored.seller_terms_accepted_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses without the terms accepted, naming the field, and changes nothing', async () => {
    const buyer = await signUp(t.app);
    for (const payload of [{}, { acceptTerms: false }, { acceptTerms: 'yes' }]) {
      const res = await becomeSeller(buyer, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation-failed',
        field: 'acceptTerms',
        message: expect.stringContaining('Accept the seller terms'),
      });
    }
    expect((await storedUser(buyer.user.uid)).seller).toBe(0);
  });

  it('needs a confirmed e-mail address, like listing a camera', async () => {
    const unconfirmed = await signUp(t.app, { verified: false });
    const res = await becomeSeller(unconfirmed);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('auth/email-not-verified');
    expect((await storedUser(unconfirmed.user.uid)).seller).toBe(0);
  });

  it('tells a seller they sell already, and refuses anonymous callers', async () => {
    const seller = await signUp(t.app, { seller: true });
    const res = await becomeSeller(seller);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'conflict', message: 'You are already a seller.' });
    expect((await storedUser(seller.user.uid)).seller_terms_accepted_at).toBeNull();
    expect((await becomeSeller(undefined)).statusCode).toBe(401);
  });

  it("holds the older client's POST /api/user {seller: true} to the same checks (issue 41, item 11)", async () => {
    const record = (session: TestSession, extra: object = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user',
        headers: session.auth,
        payload: { name: 'Older Client', email: session.user.email, seller: true, ...extra },
      });
    const unconfirmed = await signUp(t.app, { verified: false });
    const refused = await record(unconfirmed, { acceptTerms: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('auth/email-not-verified');
    expect((await storedUser(unconfirmed.user.uid)).seller).toBe(0);

    const buyer = await signUp(t.app);
    for (const extra of [{}, { acceptTerms: false }]) {
      const noTerms = await record(buyer, extra);
      expect(noTerms.statusCode).toBe(400);
      expect(noTerms.json().error).toMatchObject({ code: 'validation-failed', field: 'acceptTerms' });
    }
    expect(await storedUser(buyer.user.uid)).toEqual({ seller: 0, seller_terms_accepted_at: null });

    const accepted = await record(buyer, { acceptTerms: true });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ seller: true, admin: false });
    expect((await storedUser(buyer.user.uid)).seller_terms_accepted_at).toEqual(expect.any(String));
    // A seller saving the record again (the older client does at every registration) needs nothing more.
    expect((await record(buyer)).statusCode).toBe(200);
  });

  it('lets the new seller list and answer bookings at once', async () => {
    const buyer = await signUp(t.app);
    expect((await becomeSeller(buyer)).statusCode).toBe(200);
    const productId = (await insertProduct(t.app.database.db, buyer.user.uid)).id;
    const other = await signUp(t.app);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: other.auth,
      payload: { productId, phoneNumber: '555 0100', location: 'Park' },
    });
    expect(order.statusCode).toBe(200);
    const bookings = await t.app.inject({ url: '/api/me/bookings', headers: buyer.auth });
    expect(bookings.statusCode).toBe(200);
    expect(bookings.json()).toHaveLength(1);
  });
});
