import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { refreshCookieOf, signUp, uniqueEmail } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { PRODUCTION_PASSWORD_COST } from './passwords.js';

describe.each(TEST_DIALECTS)('identity on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // Production's hashing cost: these tests hold what a real sign-up stores.
    t = await createTestApp(dialect, {}, { passwordCost: PRODUCTION_PASSWORD_COST });
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload, cookies: cookie ? { refocus_refresh: cookie } : undefined });

  describe('sign-up', () => {
    it('creates the account and its user record and signs in', async () => {
      const email = uniqueEmail('Seller');
      const res = await post('/api/auth/signup', {
        name: 'Sam Seller',
        email,
        password: 'long enough pw',
        seller: true,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.user).toMatchObject({
        displayName: 'Sam Seller',
        email: email.toLowerCase(),
        seller: true,
        admin: false,
        isAnonymous: false,
        providerData: [{ providerId: 'password', email: email.toLowerCase() }],
      });
      expect(body.expiresIn).toBe(3600);
      const claims = decodeJwt(body.accessToken);
      expect(claims.sub).toBe(body.user.uid);
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);

      const cookie = res.cookies.find((c) => c.name === 'refocus_refresh');
      expect(cookie).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        path: '/api/auth',
        maxAge: 30 * 86400,
      });
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const row = await t.app.database.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', body.user.uid)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const token = await t.app.database.db
        .selectFrom('refresh_tokens')
        .selectAll()
        .where('user_id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(token.token_hash).not.toContain(cookie?.value);
    });

    it('ignores admin and other smuggled fields', async () => {
      const res = await post('/api/auth/signup', {
        name: 'Mallory',
        email: uniqueEmail(),
        password: 'long enough pw',
        admin: true,
        disabled: 0,
      });
      expect(res.json().user.admin).toBe(false);
    });

    it.each([
      [{ email: 'not-an-email' }, 'auth/invalid-email', 'email'],
      [{ password: 'short' }, 'auth/weak-password', 'password'],
      [{ password: 'x'.repeat(129) }, 'auth/weak-password', 'password'],
    ])('refuses %j with %s', async (override, code, field) => {
      const res = await post('/api/auth/signup', {
        name: 'N',
        email: uniqueEmail(),
        password: 'long enough pw',
        ...override,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code, field });
    });

    it('refuses an email already in use, whatever its case, and writes nothing', async () => {
      const email = uniqueEmail();
      await signUp(t.app, { email });
      const res = await post('/api/auth/signup', {
        name: 'Again',
        email: email.toUpperCase(),
        password: 'long enough pw',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('auth/email-already-in-use');
      const rows = await t.app.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('lets only one of two simultaneous sign-ups with one email through', async () => {
      const email = uniqueEmail();
      const results = await Promise.all(
        [1, 2, 3].map(() => post('/api/auth/signup', { name: 'Racer', email, password: 'long enough pw' })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    });
  });

  describe('sign-in', () => {
    it('signs in with the right password, case-insensitively', async () => {
      const email = uniqueEmail();
      await signUp(t.app, { email, password: 'right password' });
      const res = await post('/api/auth/login', { email: email.toUpperCase(), password: 'right password' });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.email).toBe(email);
      expect(refreshCookieOf(res)).toBeDefined();
    });

    it('answers a wrong password and an unknown email alike', async () => {
      const email = uniqueEmail();
      await signUp(t.app, { email, password: 'right password' });
      const wrong = await post('/api/auth/login', { email, password: 'wrong password' });
      const unknown = await post('/api/auth/login', {
        email: uniqueEmail('nobody'),
        password: 'wrong password',
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json().error.code).toBe('auth/wrong-password');
    });

    it('slows down repeated failures per account with auth/too-many-requests', async () => {
      const email = uniqueEmail();
      await signUp(t.app, { email, password: 'right password' });
      for (let i = 0; i < 5; i++) {
        expect((await post('/api/auth/login', { email, password: `guess ${i}` })).statusCode).toBe(401);
      }
      const blocked = await post('/api/auth/login', { email, password: 'right password' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('auth/too-many-requests');
    });
  });

  describe('refresh sessions', () => {
    it('rotates the refresh token and detects reuse of an old one', async () => {
      const session = await signUp(t.app);
      const first = await post('/api/auth/token', undefined, session.refreshToken);
      expect(first.statusCode).toBe(200);
      const rotated = refreshCookieOf(first);
      expect(rotated).toBeDefined();
      expect(rotated).not.toBe(session.refreshToken);
      expect(first.json().user.uid).toBe(session.user.uid);

      // The first token is replayed: it leaked, so the whole session family ends.
      const replay = await post('/api/auth/token', undefined, session.refreshToken);
      expect(replay.statusCode).toBe(401);
      expect(replay.json().error.code).toBe('auth/user-token-expired');
      const afterReplay = await post('/api/auth/token', undefined, rotated);
      expect(afterReplay.statusCode).toBe(401);
    });

    it('keeps other sign-in sessions of the user alive when one family is revoked', async () => {
      const email = uniqueEmail();
      const a = await signUp(t.app, { email, password: 'right password' });
      const b = await post('/api/auth/login', { email, password: 'right password' });
      await post('/api/auth/token', undefined, a.refreshToken);
      await post('/api/auth/token', undefined, a.refreshToken);
      expect((await post('/api/auth/token', undefined, refreshCookieOf(b))).statusCode).toBe(200);
    });

    it('answers auth/user-token-expired without a cookie or with a made-up one', async () => {
      for (const cookie of [undefined, 'made-up-token']) {
        const res = await post('/api/auth/token', undefined, cookie);
        expect(res.statusCode).toBe(401);
        expect(res.json().error.code).toBe('auth/user-token-expired');
      }
    });

    it('answers a deleted user auth/user-token-expired and a disabled one auth/user-disabled', async () => {
      const deleted = await signUp(t.app);
      const disabled = await signUp(t.app);
      const db = t.app.database.db;
      await db
        .updateTable('users')
        .set({ deleted_at: new Date().toISOString() })
        .where('id', '=', deleted.user.uid)
        .execute();
      await db.updateTable('users').set({ disabled: 1 }).where('id', '=', disabled.user.uid).execute();
      const gone = await post('/api/auth/token', undefined, deleted.refreshToken);
      expect(gone.json().error.code).toBe('auth/user-token-expired');
      const blocked = await post('/api/auth/token', undefined, disabled.refreshToken);
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().error.code).toBe('auth/user-disabled');
      // Their access tokens stop working at once too.
      expect((await t.app.inject({ url: '/api/auth/me', headers: deleted.auth })).json().error.code).toBe(
        'auth/user-token-expired',
      );
      expect((await t.app.inject({ url: '/api/auth/me', headers: disabled.auth })).statusCode).toBe(403);
    });

    it('logout revokes the session and clears the cookie', async () => {
      const session = await signUp(t.app);
      const res = await post('/api/auth/logout', undefined, session.refreshToken);
      expect(res.statusCode).toBe(200);
      const cleared = res.cookies.find((c) => c.name === 'refocus_refresh');
      expect(cleared?.value).toBe('');
      expect((await post('/api/auth/token', undefined, session.refreshToken)).statusCode).toBe(401);
    });
  });

  describe('me and profile', () => {
    it('answers the signed-in user and refuses missing or forged tokens', async () => {
      const session = await signUp(t.app, { name: 'Me Myself' });
      const me = await t.app.inject({ url: '/api/auth/me', headers: session.auth });
      expect(me.json().user.displayName).toBe('Me Myself');
      expect((await t.app.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
      const forged = `${session.accessToken.slice(0, -4)}AAAA`;
      const res = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${forged}` } });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    });

    it('updates the display name and photo', async () => {
      const session = await signUp(t.app);
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/profile',
        headers: session.auth,
        payload: { displayName: 'New Name', photoURL: 'https://example.test/me.png' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({
        displayName: 'New Name',
        photoURL: 'https://example.test/me.png',
      });
      const bad = await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/profile',
        headers: session.auth,
        payload: { photoURL: 'javascript:alert(1)' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.field).toBe('photoURL');
    });
  });
});
