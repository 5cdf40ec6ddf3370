import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct } from '../../../test/fixtures.js';
import { smallPng } from '../../../test/image-corpus.js';
import { addressOf, codeIn, readOutbox } from '../../../test/mail.js';
import { multipartBody } from '../../../test/multipart.js';
import { logIn, refreshCookieOf, signUp, uniqueEmail } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testClock } from '../../../test/test-clock.js';

const HOUR = 3_600_000;

describe.each(TEST_DIALECTS)('e-mail verification and password reset on %s', (dialect) => {
  let t: TestApp;
  const clock = testClock();
  let client = 0;
  /** Each test asks from its own client address, so the per-client limits stay its own. */
  const nextClient = () => `198.51.100.${++client}`;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock });
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object, headers?: Record<string, string>, remoteAddress?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });

  /** Runs the queued jobs and answers the newest message to `to`. */
  async function lastMailTo(to: string) {
    await t.app.jobWorker.runDue();
    const mails = (await readOutbox(t.dataDir)).filter((m) => addressOf(m) === to);
    return mails.at(-1);
  }

  describe('verification', () => {
    it('an unverified account may sign in and browse, but not list nor book: 403 auth/email-not-verified', async () => {
      const seller = await signUp(t.app, { seller: true });
      const unverified = await signUp(t.app, { seller: true, verified: false });
      expect(unverified.user.emailVerified).toBe(false);
      const productId = (await insertProduct(t.app.database.db, seller.user.uid)).id;
      const booking = await post(
        '/api/orders',
        { productId, phoneNumber: '555 0100', location: 'Park' },
        unverified.auth,
      );
      expect(booking.statusCode).toBe(403);
      expect(booking.json().error.code).toBe('auth/email-not-verified');
      expect(booking.json().error.message).toMatch(/ask for a new one/);
      const image = multipartBody({
        filename: 'cam.png',
        contentType: 'image/png',
        bytes: await smallPng(400, 300),
      });
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/images',
        payload: image.payload,
        headers: { ...image.headers, ...unverified.auth },
      });
      const listing = await post(
        '/api/products',
        {
          name: 'Nikon F3',
          imgURL: uploaded.json().data.url,
          categoryId: 3,
          location: 'Porto',
          resalePrice: 450,
          originalPrice: 700,
          yearOfUse: 12,
          condition: 'Good',
          sellerName: 'Unverified Seller',
          sellerNumber: '+351 912 345 678',
          yearOfPurchase: 2012,
          description: 'Film SLR.',
        },
        unverified.auth,
      );
      expect(listing.statusCode).toBe(403);
      expect(listing.json().error.code).toBe('auth/email-not-verified');
      expect((await t.app.inject({ url: '/api/products' })).statusCode).toBe(200);
      expect((await logIn(t.app, unverified.user.email, 'correct horse battery')).user.emailVerified).toBe(
        false,
      );
    });

    it('the link confirms the address once; after that, booking works and the link says it is confirmed', async () => {
      const seller = await signUp(t.app, { seller: true });
      const buyer = await signUp(t.app, { verified: false });
      const mail = await lastMailTo(buyer.user.email);
      if (!mail) throw new Error('no verification mail');
      const code = codeIn(mail, '/verify-email');

      const first = await post('/api/auth/verify-email', { code });
      expect(first.statusCode).toBe(200);
      const me = await t.app.inject({ url: '/api/auth/me', headers: buyer.auth });
      expect(me.json().user.emailVerified).toBe(true);
      const productId = (await insertProduct(t.app.database.db, seller.user.uid)).id;
      const booking = await post(
        '/api/orders',
        { productId, phoneNumber: '555 0100', location: 'Park' },
        buyer.auth,
      );
      expect(booking.statusCode).toBe(200);

      // A second click (or a mail scanner's first) is not an error for a confirmed address (issue 42, item 11).
      const again = await post('/api/auth/verify-email', { code });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ ok: true, email: buyer.user.email, alreadyConfirmed: true });
      expect(first.json()).toEqual({ ok: true, email: buyer.user.email });
    });

    it('a link older than 24 hours answers auth/expired-action-code; a garbled one auth/invalid-action-code', async () => {
      const buyer = await signUp(t.app, { verified: false });
      const mail = await lastMailTo(buyer.user.email);
      if (!mail) throw new Error('no verification mail');
      clock.advance(24 * HOUR + 1000);
      const expired = await post('/api/auth/verify-email', { code: codeIn(mail, '/verify-email') });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().error.code).toBe('auth/expired-action-code');
      const garbled = await post('/api/auth/verify-email', { code: 'not-a-real-code' });
      expect(garbled.json().error.code).toBe('auth/invalid-action-code');
      const empty = await post('/api/auth/verify-email', { code: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.field).toBe('code');
    });

    it('resend mails a new link (the old one stops working), three times per quarter hour', async () => {
      const buyer = await signUp(t.app, { verified: false });
      const firstMail = await lastMailTo(buyer.user.email);
      if (!firstMail) throw new Error('no verification mail');
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        // A moment apart, so the worker sends the mails in the order they were asked for.
        clock.advance(1000);
        const res = await post('/api/auth/verify-email/resend', undefined, buyer.auth);
        statuses.push(res.statusCode);
        if (res.statusCode === 200) expect(res.json()).toEqual({ sent: true });
        else {
          expect(res.json().error.code).toBe('auth/too-many-requests');
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const newest = await lastMailTo(buyer.user.email);
      if (!newest) throw new Error('no resent mail');
      const old = await post('/api/auth/verify-email', { code: codeIn(firstMail, '/verify-email') });
      expect(old.json().error.code).toBe('auth/invalid-action-code');
      expect(
        (await post('/api/auth/verify-email', { code: codeIn(newest, '/verify-email') })).statusCode,
      ).toBe(200);
      const verified = await post('/api/auth/verify-email/resend', undefined, (await signUp(t.app)).auth);
      expect(verified.json()).toEqual({ sent: false });
      expect((await post('/api/auth/verify-email/resend')).statusCode).toBe(401);
    });
  });

  describe('password reset', () => {
    it('answers the same for known and unknown addresses, and mails only the known one', async () => {
      const user = await signUp(t.app);
      const unknown = uniqueEmail('nobody');
      const from = nextClient();
      const jobsBefore = (await t.app.database.db.selectFrom('jobs').select('id').execute()).length;
      const known = await post('/api/auth/password-reset', { email: user.user.email }, undefined, from);
      const missing = await post('/api/auth/password-reset', { email: unknown }, undefined, from);
      expect([known.statusCode, missing.statusCode]).toEqual([200, 200]);
      expect(missing.body).toBe(known.body);
      // The request path did the same work for both: one job each, looked up later.
      const jobsAfter = (await t.app.database.db.selectFrom('jobs').select('id').execute()).length;
      expect(jobsAfter - jobsBefore).toBe(2);
      expect(await lastMailTo(user.user.email)).toBeDefined();
      expect(await lastMailTo(unknown)).toBeUndefined();
    });

    it('sets the new password, ends every other session, signs in, and works once', async () => {
      const user = await signUp(t.app);
      const elsewhere = await logIn(t.app, user.user.email, 'correct horse battery');
      await post(
        '/api/auth/password-reset',
        { email: user.user.email.toUpperCase() },
        undefined,
        nextClient(),
      );
      const mail = await lastMailTo(user.user.email);
      if (!mail) throw new Error('no reset mail');
      expect(mail.subject).toBe('Reset your password — Refocus');
      const code = codeIn(mail, '/reset-password');

      const weak = await post('/api/auth/password-reset/confirm', { code, password: 'short' });
      expect(weak.json().error.code).toBe('auth/weak-password');
      const reset = await post('/api/auth/password-reset/confirm', {
        code,
        password: 'a brand new password',
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json().user.email).toBe(user.user.email);
      expect(refreshCookieOf(reset)).toBeDefined();
      expect(reset.json().accessToken).toEqual(expect.any(String));

      for (const old of [user, elsewhere]) {
        const refresh = await t.app.inject({
          method: 'POST',
          url: '/api/auth/token',
          cookies: { refocus_refresh: old.refreshToken },
        });
        expect(refresh.statusCode).toBe(401);
        expect(refresh.json().error.code).toBe('auth/user-token-expired');
      }
      const oldPassword = await post('/api/auth/login', {
        email: user.user.email,
        password: 'correct horse battery',
      });
      expect(oldPassword.json().error.code).toBe('auth/wrong-password');
      await logIn(t.app, user.user.email, 'a brand new password');

      const reused = await post('/api/auth/password-reset/confirm', {
        code,
        password: 'another new password',
      });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().error.code).toBe('auth/invalid-action-code');
    });

    it('a link older than an hour answers auth/expired-action-code; a garbled one auth/invalid-action-code', async () => {
      const user = await signUp(t.app);
      await post('/api/auth/password-reset', { email: user.user.email }, undefined, nextClient());
      const mail = await lastMailTo(user.user.email);
      if (!mail) throw new Error('no reset mail');
      clock.advance(HOUR + 1000);
      const expired = await post('/api/auth/password-reset/confirm', {
        code: codeIn(mail, '/reset-password'),
        password: 'a brand new password',
      });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().error.code).toBe('auth/expired-action-code');
      const garbled = await post('/api/auth/password-reset/confirm', {
        code: 'garbled',
        password: 'a brand new password',
      });
      expect(garbled.json().error.code).toBe('auth/invalid-action-code');
      // A verification code is no reset code.
      const other = await signUp(t.app, { verified: false });
      const verifyMail = await lastMailTo(other.user.email);
      if (!verifyMail) throw new Error('no verification mail');
      const wrongKind = await post('/api/auth/password-reset/confirm', {
        code: codeIn(verifyMail, '/verify-email'),
        password: 'a brand new password',
      });
      expect(wrongKind.json().error.code).toBe('auth/invalid-action-code');
    });

    it('limits requests per client (10 an hour), known address or not', async () => {
      // Per address only mails are counted, silently (account-mail-abuse.test.ts).
      const busy = nextClient();
      const perClient: number[] = [];
      for (let i = 0; i < 11; i++) {
        perClient.push(
          (await post('/api/auth/password-reset', { email: uniqueEmail('many') }, undefined, busy))
            .statusCode,
        );
      }
      expect(perClient.filter((s) => s === 200)).toHaveLength(10);
      expect(perClient.at(-1)).toBe(429);
      const limited = await post('/api/auth/password-reset', { email: uniqueEmail('many') }, undefined, busy);
      expect(limited.json().error.code).toBe('auth/too-many-requests');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const bad = await post(
        '/api/auth/password-reset',
        { email: 'not an address' },
        undefined,
        nextClient(),
      );
      expect(bad.json().error.code).toBe('auth/invalid-email');
    });

    it('sends nothing to a disabled account, and its link (if any) answers auth/user-disabled', async () => {
      const user = await signUp(t.app);
      await post('/api/auth/password-reset', { email: user.user.email }, undefined, nextClient());
      const mail = await lastMailTo(user.user.email);
      if (!mail) throw new Error('no reset mail');
      await t.app.database.db
        .updateTable('users')
        .set({ disabled: 1 })
        .where('id', '=', user.user.uid)
        .execute();
      const refused = await post('/api/auth/password-reset/confirm', {
        code: codeIn(mail, '/reset-password'),
        password: 'a brand new password',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('auth/user-disabled');
      const before = (await readOutbox(t.dataDir)).length;
      await post('/api/auth/password-reset', { email: user.user.email }, undefined, nextClient());
      await t.app.jobWorker.runDue();
      expect((await readOutbox(t.dataDir)).length).toBe(before);
    });
  });
});
