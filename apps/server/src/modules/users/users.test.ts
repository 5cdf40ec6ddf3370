import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { logIn, signUp, type TestSession, uniqueEmail } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { ensureAdmin } from '../auth/admin-accounts.js';

describe.each(TEST_DIALECTS)('user records and role checks on %s', (dialect) => {
  let t: TestApp;
  let admin: TestSession;
  let seller: TestSession;
  let buyer: TestSession;
  const adminEmail = uniqueEmail('admin');

  beforeAll(async () => {
    t = await createTestApp(dialect, { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: 'admin password' });
    admin = await logIn(t.app, adminEmail, 'admin password');
    seller = await signUp(t.app, { seller: true });
    buyer = await signUp(t.app);
  });
  afterAll(() => t.close());

  const role = (kind: 'admin' | 'seller', email: string, session?: TestSession) =>
    t.app.inject({ url: `/api/user/${kind}/${email}`, headers: session?.auth });

  it('created the first admin from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
    expect(admin.user.admin).toBe(true);
  });

  it('tells callers their own roles, raw or URL-encoded', async () => {
    expect((await role('admin', admin.user.email, admin)).json()).toEqual({ isAdmin: true });
    expect((await role('seller', encodeURIComponent(seller.user.email), seller)).json()).toEqual({
      isSeller: true,
    });
    expect((await role('seller', buyer.user.email, buyer)).json()).toEqual({ isSeller: false });
    expect((await role('admin', buyer.user.email.toUpperCase(), buyer)).json()).toEqual({ isAdmin: false });
  });

  it('answers false about other people, and to anonymous callers, but tells an admin the truth', async () => {
    expect((await role('seller', seller.user.email)).json()).toEqual({ isSeller: false });
    expect((await role('admin', admin.user.email)).json()).toEqual({ isAdmin: false });
    expect((await role('seller', seller.user.email, buyer)).json()).toEqual({ isSeller: false });
    expect((await role('seller', seller.user.email, admin)).json()).toEqual({ isSeller: true });
    expect((await role('seller', 'nobody@example.test', admin)).json()).toEqual({ isSeller: false });
    const res = await role('admin', 'not-even-an-email');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it("POST /api/user saves the caller's own record idempotently and never makes an admin", async () => {
    // Selling needs the seller terms here too (become-seller.test.ts).
    const payload = {
      name: 'Renamed Buyer',
      email: buyer.user.email,
      seller: 'true',
      admin: true,
      acceptTerms: true,
    };
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/user', headers: buyer.auth, payload });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Renamed Buyer', seller: true, admin: false });
    }
    expect((await role('admin', buyer.user.email, buyer)).json()).toEqual({ isAdmin: false });
    // The role change takes effect at once.
    expect((await role('seller', buyer.user.email, buyer)).json()).toEqual({ isSeller: true });
  });

  it("POST /api/user refuses someone else's email and anonymous callers", async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: buyer.auth,
      payload: { name: 'Evil', email: seller.user.email, seller: false, admin: false },
    });
    expect(other.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      payload: { name: 'Anon', email: 'anon@example.test', seller: false, admin: false },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('unauthenticated');
  });

  it('ensureAdmin promotes an existing account once and leaves it unchanged after', async () => {
    const person = await signUp(t.app);
    expect(await ensureAdmin(t.app.database.db, { email: person.user.email })).toBe('promoted');
    expect(await ensureAdmin(t.app.database.db, { email: person.user.email })).toBe('unchanged');
    expect((await role('admin', person.user.email, person)).json()).toEqual({ isAdmin: true });
  });
});
