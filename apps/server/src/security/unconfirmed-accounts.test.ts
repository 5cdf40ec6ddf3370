import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../test/account-flows.js';
import { TEST_DIALECTS } from '../../test/dialects.js';
import { insertProduct, insertUser } from '../../test/fixtures.js';
import { signUp } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testClock } from '../../test/test-clock.js';

/**
 * Issue 41, item 9: an account whose address nobody confirmed cannot report, save a search
 * or enrol two-step sign-in (Google linking: pre-account-takeover.test.ts), and saved-search
 * alerts go only to a confirmed address.
 */
describe.each(TEST_DIALECTS)('unconfirmed accounts on %s', (dialect) => {
  let t: TestApp;
  let sellerId: string;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock });
    sellerId = (await insertUser(t.app.database.db, { seller: 1 })).id;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object | undefined, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const setVerified = (id: string, at: string | null) =>
    t.app.database.db.updateTable('users').set({ email_verified_at: at }).where('id', '=', id).execute();

  it('refuses reports, saved searches and two-step enrolment with 403 auth/email-not-verified', async () => {
    const unconfirmed = await signUp(t.app, { verified: false });
    const productId = (await insertProduct(t.app.database.db, sellerId)).id;
    const attempts = {
      report: await post(
        '/api/reports',
        { kind: 'listing', targetId: productId, reason: 'spam' },
        unconfirmed.auth,
      ),
      'saved search': await post(
        '/api/saved-searches',
        { name: 'Leicas', query: 'q=leica', frequency: 'instant' },
        unconfirmed.auth,
      ),
      'two-step enrolment': await post('/api/auth/mfa/totp/enrol', undefined, unconfirmed.auth),
    };
    for (const [what, res] of Object.entries(attempts)) {
      expect({ what, status: res.statusCode, code: res.json().error?.code }).toEqual({
        what,
        status: 403,
        code: 'auth/email-not-verified',
      });
    }
    const db = t.app.database.db;
    expect(
      await db.selectFrom('reports').select('id').where('reporter_id', '=', unconfirmed.user.uid).execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom('saved_searches')
        .select('id')
        .where('user_id', '=', unconfirmed.user.uid)
        .execute(),
    ).toEqual([]);
    // Confirmed, the same person may.
    await setVerified(unconfirmed.user.uid, clock().toISOString());
    const report = await post(
      '/api/reports',
      { kind: 'listing', targetId: productId, reason: 'spam' },
      unconfirmed.auth,
    );
    expect(report.statusCode).toBe(200);
  });

  it('mails saved-search alerts only to a confirmed address', async () => {
    const bea = await signUp(t.app);
    const saved = await post(
      '/api/saved-searches',
      { name: 'Contax', query: 'q=contax', frequency: 'instant' },
      bea.auth,
    );
    expect(saved.statusCode).toBe(200);
    // A search saved before the address stopped counting as confirmed (as before this rule).
    await setVerified(bea.user.uid, null);
    const alerts = async () =>
      (await mailsTo(t, bea.user.email)).filter((m) => /saved search/.test(m.subject ?? ''));
    const listAndRun = async (name: string) => {
      clock.advance(1000);
      const at = clock().toISOString();
      await insertProduct(t.app.database.db, sellerId, { name, created_at: at, updated_at: at });
      clock.advance(60_000);
      await t.app.savedSearchAlerts.run();
    };
    await listAndRun('Contax T2');
    expect(await alerts()).toEqual([]);
    await setVerified(bea.user.uid, clock().toISOString());
    await listAndRun('Contax G1');
    expect(await alerts()).toHaveLength(1);
  });

  it('notifies an unconfirmed account in the app, and e-mails it only once its address is confirmed', async () => {
    const seller = await signUp(t.app, { seller: true });
    const saver = await signUp(t.app);
    const productId = (
      await insertProduct(t.app.database.db, seller.user.uid, { name: 'Mamiya 7', resale_price: 150_000 })
    ).id;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/favourites/${productId}`,
      headers: saver.auth,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const lowerTo = async (resalePrice: number) => {
      // Past the merge window of notice e-mails, so only the address decides.
      clock.advance(16 * 60_000);
      const moved = await t.app.inject({
        method: 'PATCH',
        url: `/api/products/${productId}`,
        headers: seller.auth,
        payload: { resalePrice },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    };
    const notices = async () =>
      (await t.app.inject({ url: '/api/notifications', headers: saver.auth })).json() as { kind: string }[];
    const mails = async () =>
      (await mailsTo(t, saver.user.email)).filter((m) => /Mamiya 7/.test(m.subject ?? ''));

    await setVerified(saver.user.uid, null);
    await lowerTo(1400);
    expect((await notices()).filter((n) => n.kind === 'favourite-changed')).toHaveLength(1);
    expect(await mails()).toEqual([]);
    await setVerified(saver.user.uid, clock().toISOString());
    await lowerTo(1300);
    expect(await mails()).toHaveLength(1);
  });
});
