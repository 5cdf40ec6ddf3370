import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../test/dialects.js';
import { insertProduct, insertUser } from '../../test/fixtures.js';
import { smallPng } from '../../test/image-corpus.js';
import { multipartBody } from '../../test/multipart.js';
import { signUp, uniqueEmail } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { AccessTokens } from '../modules/auth/access-tokens.js';
import { issueActionCode } from '../modules/auth/action-codes.js';
import { RefreshSessions } from '../modules/auth/refresh-sessions.js';
import type { UserRecord } from '../modules/users/users.table.js';

/**
 * Every API route × every kind of caller × the status it must answer (OWASP API1/API5:
 * object- and function-level authorization). A route that exists but is missing here
 * fails the test, so a new route cannot ship without its row.
 */
const CALLERS = ['anonymous', 'buyer', 'seller', 'otherSeller', 'admin', 'deleted'] as const;
type Caller = (typeof CALLERS)[number];
type Expected = [number, number, number, number, number, number];

interface Context {
  t: TestApp;
  users: Record<Exclude<Caller, 'anonymous'>, UserRecord>;
  /** A fresh listing of `seller`, so writes of one cell never affect another. */
  freshProduct(): Promise<string>;
  /** A fresh pending booking by `buyer` of a fresh listing of `seller`. */
  freshOrder(): Promise<string>;
  freshPerson(seller: boolean): Promise<UserRecord>;
  /** A new account of the caller's kind, signed in just now: for rows that end the account. */
  freshToken(caller: Caller): Promise<string | undefined>;
  /** The callers' tokens from a sign-in long ago: sensitive actions refuse them. */
  staleTokens: Record<Exclude<Caller, 'anonymous'>, string>;
  /** The code of a fresh e-mailed link for a fresh account. */
  freshActionCode(purpose: 'verify-email' | 'reset-password'): Promise<string>;
  imageUrl: string;
  png: Buffer;
  loginEmail: string;
}

interface Row {
  route: string;
  note?: string;
  request(ctx: Context, caller: Caller): Promise<InjectOptions> | InjectOptions;
  expect: Expected;
}

const ALL_200: Expected = [200, 200, 200, 200, 200, 200];
const SIGNED_IN: Expected = [401, 200, 200, 200, 200, 401];
const ADMIN_ONLY: Expected = [401, 403, 403, 403, 200, 401];
const SELLERS: Expected = [401, 403, 200, 200, 403, 401];

const validListing = (imgURL: string) => ({
  name: 'Matrix camera',
  imgURL,
  categoryId: 1,
  location: 'Lisbon',
  resalePrice: 100,
  originalPrice: 200,
  yearOfUse: 1,
  condition: 'Good',
  sellerName: 'Matrix Seller',
  sellerNumber: '555 0100',
  yearOfPurchase: 2024,
  description: 'For the matrix.',
});

const RECENT_LOGIN_REQUIRED: Expected = [401, 401, 401, 401, 401, 401];
const bearer = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});
const NOT_A_SESSION = '01900000-0000-7000-8000-000000000000';

const MATRIX: Row[] = [
  { route: 'GET /api/docs', request: () => ({ url: '/api/docs' }), expect: ALL_200 },
  {
    route: 'GET /api/docs/static/index.html',
    request: () => ({ url: '/api/docs/static/index.html' }),
    expect: [302, 302, 302, 302, 302, 302],
  },
  {
    route: 'GET /api/docs/static/swagger-initializer.js',
    request: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
    expect: ALL_200,
  },
  { route: 'GET /api/docs/json', request: () => ({ url: '/api/docs/json' }), expect: ALL_200 },
  { route: 'GET /api/docs/yaml', request: () => ({ url: '/api/docs/yaml' }), expect: ALL_200 },
  {
    route: 'GET /api/docs/static/*',
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
    expect: ALL_200,
  },
  { route: 'GET /api/openapi.json', request: () => ({ url: '/api/openapi.json' }), expect: ALL_200 },
  { route: 'GET /api/health', request: () => ({ url: '/api/health' }), expect: ALL_200 },
  { route: 'GET /api/ready', request: () => ({ url: '/api/ready' }), expect: ALL_200 },
  { route: 'GET /api/shop', request: () => ({ url: '/api/shop' }), expect: ALL_200 },
  {
    route: 'POST /api/auth/signup',
    request: () => ({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'New', email: uniqueEmail('matrix'), password: 'long enough pw' },
    }),
    expect: ALL_200,
  },
  {
    route: 'POST /api/auth/login',
    request: (ctx) => ({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ctx.loginEmail, password: 'long enough pw' },
    }),
    expect: ALL_200,
  },
  {
    route: 'POST /api/auth/token',
    note: 'a bearer token is no refresh cookie',
    request: () => ({ method: 'POST', url: '/api/auth/token' }),
    expect: [401, 401, 401, 401, 401, 401],
  },
  {
    route: 'POST /api/auth/logout',
    request: () => ({ method: 'POST', url: '/api/auth/logout' }),
    expect: ALL_200,
  },
  { route: 'GET /api/auth/me', request: () => ({ url: '/api/auth/me' }), expect: SIGNED_IN },
  {
    route: 'PATCH /api/auth/profile',
    request: () => ({ method: 'PATCH', url: '/api/auth/profile', payload: { displayName: 'Renamed' } }),
    expect: SIGNED_IN,
  },
  {
    route: 'POST /api/auth/mfa/sign-in',
    request: () => ({
      method: 'POST',
      url: '/api/auth/mfa/sign-in',
      payload: { challenge: 'x.y.z', code: '123456' },
    }),
    expect: [400, 400, 400, 400, 400, 400],
  },
  {
    route: 'POST /api/auth/google/link',
    request: () => ({
      method: 'POST',
      url: '/api/auth/google/link',
      payload: { challenge: 'x.y.z', password: 'pw' },
    }),
    expect: [400, 400, 400, 400, 400, 400],
  },
  {
    route: 'POST /api/auth/google/link-intent',
    note: 'Google is not configured here',
    request: () => ({ method: 'POST', url: '/api/auth/google/link-intent' }),
    expect: [401, 400, 400, 400, 400, 401],
  },
  {
    route: 'POST /api/auth/google/link-intent',
    note: 'a sign-in older than 5 minutes',
    request: (ctx, caller) => ({
      method: 'POST',
      url: '/api/auth/google/link-intent',
      headers: caller === 'anonymous' ? {} : bearer(ctx.staleTokens[caller]),
    }),
    expect: RECENT_LOGIN_REQUIRED,
  },
  {
    route: 'POST /api/auth/reauthenticate',
    note: 'these accounts have no password',
    request: () => ({ method: 'POST', url: '/api/auth/reauthenticate', payload: { password: 'a password' } }),
    expect: [401, 400, 400, 400, 400, 401],
  },
  {
    route: 'POST /api/auth/password',
    note: 'these accounts have no password',
    request: () => ({
      method: 'POST',
      url: '/api/auth/password',
      payload: { currentPassword: 'a password', newPassword: 'a new password' },
    }),
    expect: [401, 400, 400, 400, 400, 401],
  },
  { route: 'GET /api/auth/sessions', request: () => ({ url: '/api/auth/sessions' }), expect: SIGNED_IN },
  {
    route: 'DELETE /api/auth/sessions/:id',
    note: 'nobody ends a session that is not theirs',
    request: () => ({ method: 'DELETE', url: `/api/auth/sessions/${NOT_A_SESSION}` }),
    expect: [401, 404, 404, 404, 404, 401],
  },
  {
    route: 'POST /api/auth/sessions/sign-out-others',
    request: () => ({ method: 'POST', url: '/api/auth/sessions/sign-out-others' }),
    expect: SIGNED_IN,
  },
  { route: 'GET /api/auth/mfa', request: () => ({ url: '/api/auth/mfa' }), expect: SIGNED_IN },
  {
    route: 'POST /api/auth/mfa/totp/enrol',
    request: async (ctx, caller) => ({
      method: 'POST',
      url: '/api/auth/mfa/totp/enrol',
      headers: bearer(await ctx.freshToken(caller)),
    }),
    expect: SIGNED_IN,
  },
  {
    route: 'POST /api/auth/mfa/totp/enrol',
    note: 'a sign-in older than 5 minutes',
    request: (ctx, caller) => ({
      method: 'POST',
      url: '/api/auth/mfa/totp/enrol',
      headers: caller === 'anonymous' ? {} : bearer(ctx.staleTokens[caller]),
    }),
    expect: RECENT_LOGIN_REQUIRED,
  },
  {
    route: 'POST /api/auth/mfa/totp/confirm',
    note: 'no enrolment waiting',
    request: async (ctx, caller) => ({
      method: 'POST',
      url: '/api/auth/mfa/totp/confirm',
      payload: { code: '123456' },
      headers: bearer(await ctx.freshToken(caller)),
    }),
    expect: [401, 409, 409, 409, 409, 401],
  },
  {
    route: 'POST /api/auth/mfa/totp/disable',
    note: 'not enrolled: no code is right',
    request: async (ctx, caller) => ({
      method: 'POST',
      url: '/api/auth/mfa/totp/disable',
      payload: { code: '123456' },
      headers: bearer(await ctx.freshToken(caller)),
    }),
    expect: [401, 400, 400, 400, 400, 401],
  },
  {
    route: 'POST /api/auth/email',
    note: 'a fresh account of each kind, signed in just now',
    request: async (ctx, caller) => ({
      method: 'POST',
      url: '/api/auth/email',
      payload: { email: `moved-${Math.random().toString(36).slice(2)}@example.test` },
      headers: bearer(await ctx.freshToken(caller)),
    }),
    expect: [401, 200, 200, 200, 200, 401],
  },
  {
    route: 'POST /api/auth/email',
    note: 'a sign-in older than 5 minutes',
    request: (ctx, caller) => ({
      method: 'POST',
      url: '/api/auth/email',
      payload: { email: 'someone-new@example.test' },
      headers: caller === 'anonymous' ? {} : bearer(ctx.staleTokens[caller]),
    }),
    expect: RECENT_LOGIN_REQUIRED,
  },
  {
    route: 'DELETE /api/user/me',
    note: 'a fresh account of each kind, signed in just now; one admin stays',
    request: async (ctx, caller) => ({
      method: 'DELETE',
      url: '/api/user/me',
      headers: bearer(await ctx.freshToken(caller)),
    }),
    expect: [401, 200, 200, 200, 200, 401],
  },
  {
    route: 'DELETE /api/user/me',
    note: 'a sign-in older than 5 minutes',
    request: (ctx, caller) => ({
      method: 'DELETE',
      url: '/api/user/me',
      headers: caller === 'anonymous' ? {} : bearer(ctx.staleTokens[caller]),
    }),
    expect: RECENT_LOGIN_REQUIRED,
  },
  {
    route: 'GET /api/auth/google/start',
    note: 'Google is not configured here',
    request: () => ({ url: '/api/auth/google/start' }),
    expect: [400, 400, 400, 400, 400, 400],
  },
  {
    route: 'GET /api/auth/google/callback',
    request: () => ({ url: '/api/auth/google/callback?code=x&state=y' }),
    expect: [400, 400, 400, 400, 400, 400],
  },
  {
    route: 'POST /api/user',
    note: 'own record',
    request: (ctx, caller) => ({
      method: 'POST',
      url: '/api/user',
      payload: {
        name: 'Own',
        email: caller === 'anonymous' ? 'anyone@example.test' : ctx.users[caller].email,
        seller: caller === 'seller' || caller === 'otherSeller',
        admin: false,
      },
    }),
    expect: SIGNED_IN,
  },
  {
    route: 'POST /api/user',
    note: "someone else's record",
    request: (ctx) => ({
      method: 'POST',
      url: '/api/user',
      payload: { name: 'Hijack', email: ctx.users.admin.email, seller: false, admin: true },
    }),
    expect: [401, 403, 403, 403, 200, 401],
  },
  {
    route: 'GET /api/user/admin/:email',
    request: (ctx) => ({ url: `/api/user/admin/${ctx.users.admin.email}` }),
    expect: [200, 200, 200, 200, 200, 401],
  },
  {
    route: 'GET /api/user/seller/:email',
    request: (ctx) => ({ url: `/api/user/seller/${ctx.users.seller.email}` }),
    expect: [200, 200, 200, 200, 200, 401],
  },
  {
    route: 'GET /api/user/all-sellers',
    request: () => ({ url: '/api/user/all-sellers' }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'DELETE /api/user/all-sellers/:email',
    request: async (ctx) => ({
      method: 'DELETE',
      url: `/api/user/all-sellers/${(await ctx.freshPerson(true)).email}`,
    }),
    expect: ADMIN_ONLY,
  },
  { route: 'GET /api/user/all-buyers', request: () => ({ url: '/api/user/all-buyers' }), expect: ADMIN_ONLY },
  {
    route: 'DELETE /api/user/all-buyers/:email',
    request: async (ctx) => ({
      method: 'DELETE',
      url: `/api/user/all-buyers/${(await ctx.freshPerson(false)).email}`,
    }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'PATCH /api/user/all-sellers/:email',
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/user/all-sellers/${(await ctx.freshPerson(true)).email}`,
      payload: { disabled: true },
    }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'PATCH /api/user/all-buyers/:email',
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/user/all-buyers/${(await ctx.freshPerson(false)).email}`,
      payload: { disabled: true },
    }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'PATCH /api/user/all-buyers/:email',
    note: 'an admin cannot be disabled',
    request: (ctx) => ({
      method: 'PATCH',
      url: `/api/user/all-buyers/${ctx.users.admin.email}`,
      payload: { disabled: true },
    }),
    expect: [401, 403, 403, 403, 403, 401],
  },
  {
    route: 'POST /api/auth/verify-email',
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { code: await ctx.freshActionCode('verify-email') },
    }),
    expect: ALL_200,
  },
  {
    route: 'POST /api/auth/verify-email/resend',
    note: 'the callers are verified: nothing is sent',
    request: () => ({ method: 'POST', url: '/api/auth/verify-email/resend' }),
    expect: SIGNED_IN,
  },
  {
    route: 'POST /api/auth/password-reset',
    request: () => ({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: uniqueEmail('matrix-reset') },
    }),
    expect: ALL_200,
  },
  {
    route: 'POST /api/auth/password-reset/confirm',
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { code: await ctx.freshActionCode('reset-password'), password: 'a new long password' },
    }),
    expect: ALL_200,
  },
  {
    route: 'DELETE /api/user/all-buyers/:email',
    note: 'an admin cannot be deleted',
    request: (ctx) => ({ method: 'DELETE', url: `/api/user/all-buyers/${ctx.users.admin.email}` }),
    expect: [401, 403, 403, 403, 403, 401],
  },
  {
    route: 'POST /api/orders',
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/orders',
      payload: { productId: await ctx.freshProduct(), phoneNumber: '555 0100', location: 'Park' },
    }),
    expect: [401, 200, 409, 200, 200, 401],
  },
  { route: 'GET /api/me/orders', request: () => ({ url: '/api/me/orders' }), expect: SIGNED_IN },
  { route: 'GET /api/me/bookings', request: () => ({ url: '/api/me/bookings' }), expect: SELLERS },
  {
    route: 'PATCH /api/orders/:id',
    note: "seller accepts a booking of their listing; another buyer's order is out of reach",
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/orders/${await ctx.freshOrder()}`,
      payload: { status: 'accepted' },
    }),
    expect: [401, 403, 200, 403, 403, 401],
  },
  {
    route: 'PATCH /api/orders/:id',
    note: 'the buyer cancels their own booking',
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/orders/${await ctx.freshOrder()}`,
      payload: { status: 'cancelled' },
    }),
    expect: [401, 200, 403, 403, 403, 401],
  },
  {
    route: 'POST /api/images',
    request: (ctx) => {
      const body = multipartBody({ filename: 'm.png', contentType: 'image/png', bytes: ctx.png });
      return { method: 'POST', url: '/api/images', payload: body.payload, headers: body.headers };
    },
    expect: SELLERS,
  },
  { route: 'GET /api/images/:id/:file', request: (ctx) => ({ url: ctx.imageUrl }), expect: ALL_200 },
  { route: 'GET /api/home-cameras', request: () => ({ url: '/api/home-cameras' }), expect: ALL_200 },
  { route: 'GET /api/products', request: () => ({ url: '/api/products' }), expect: ALL_200 },
  {
    route: 'GET /api/products/:id',
    request: async (ctx) => ({ url: `/api/products/${await ctx.freshProduct()}` }),
    expect: ALL_200,
  },
  { route: 'GET /api/category/:id', request: () => ({ url: '/api/category/2' }), expect: ALL_200 },
  {
    route: 'POST /api/products',
    request: (ctx) => ({ method: 'POST', url: '/api/products', payload: validListing(ctx.imageUrl) }),
    expect: SELLERS,
  },
  { route: 'GET /api/me/products', request: () => ({ url: '/api/me/products' }), expect: SELLERS },
  {
    route: 'PATCH /api/products/:id',
    note: "only the owner edits; another seller's listing is out of reach",
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/products/${await ctx.freshProduct()}`,
      payload: { resalePrice: 1 },
    }),
    expect: [401, 403, 200, 403, 403, 401],
  },
  {
    route: 'DELETE /api/products/:id',
    note: 'the owner or an admin',
    request: async (ctx) => ({ method: 'DELETE', url: `/api/products/${await ctx.freshProduct()}` }),
    expect: [401, 403, 200, 403, 200, 401],
  },
];

describe.each(TEST_DIALECTS)('authorization matrix on %s', (dialect) => {
  const secret = 'matrix-test-token-secret-of-enough-length';
  let ctx: Context;
  let tokens: Record<Exclude<Caller, 'anonymous'>, string>;

  beforeAll(async () => {
    const t = await createTestApp(dialect, { TOKEN_SECRET: secret });
    const db = t.app.database.db;
    const users = {
      buyer: await insertUser(db, { seller: 0, name: 'Matrix Buyer' }),
      seller: await insertUser(db, { seller: 1, name: 'Matrix Seller' }),
      otherSeller: await insertUser(db, { seller: 1 }),
      admin: await insertUser(db, { seller: 0, admin: 1 }),
      deleted: await insertUser(db, { seller: 1, admin: 1, deleted_at: new Date().toISOString() }),
    };
    const signer = new AccessTokens(new TextEncoder().encode(secret));
    const sessions = new RefreshSessions(db);
    // Each caller signed in just now, with a live session: sensitive routes let them through.
    const signedInNow = async (user: UserRecord) =>
      signer.sign(user.id, (await sessions.start(user.id)).session);
    tokens = Object.fromEntries(
      await Promise.all(Object.entries(users).map(async ([k, u]) => [k, await signedInNow(u)])),
    );
    const longAgo = new Date(Date.now() - 3600_000).toISOString();
    const staleTokens = Object.fromEntries(
      await Promise.all(
        Object.entries(users).map(async ([k, u]) => {
          const { session } = await sessions.start(u.id);
          await db
            .updateTable('refresh_tokens')
            .set({ signed_in_at: longAgo })
            .where('family_id', '=', session.id)
            .execute();
          return [k, await signer.sign(u.id, { id: session.id, signedInAt: longAgo })];
        }),
      ),
    ) as Context['staleTokens'];
    const KINDS: Record<Exclude<Caller, 'anonymous'>, Partial<UserRecord>> = {
      buyer: { seller: 0 },
      seller: { seller: 1 },
      otherSeller: { seller: 1 },
      admin: { seller: 0, admin: 1 },
      deleted: { seller: 1, deleted_at: new Date().toISOString() },
    };
    const freshToken = async (caller: Caller) =>
      caller === 'anonymous' ? undefined : signedInNow(await insertUser(db, KINDS[caller]));
    const png = await smallPng(500, 400);
    const upload = multipartBody({ filename: 'm.png', contentType: 'image/png', bytes: png });
    const imageUrl = (
      await t.app.inject({
        method: 'POST',
        url: '/api/images',
        payload: upload.payload,
        headers: { ...upload.headers, authorization: `Bearer ${tokens.seller}` },
      })
    ).json().data.url;
    const loginEmail = (await signUp(t.app, { password: 'long enough pw' })).user.email;
    const freshProduct = async () => (await insertProduct(db, users.seller.id)).id;
    ctx = {
      t,
      users,
      png,
      imageUrl,
      loginEmail,
      freshProduct,
      freshOrder: async () => {
        const productId = await freshProduct();
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { authorization: `Bearer ${tokens.buyer}` },
          payload: { productId, phoneNumber: '555 0100', location: 'Park' },
        });
        return res.json()._id;
      },
      freshPerson: (seller) => insertUser(db, { seller: seller ? 1 : 0 }),
      freshToken,
      staleTokens,
      freshActionCode: async (purpose) => {
        const person = await insertUser(db, { seller: 0, email_verified_at: null });
        return issueActionCode(db, { userId: person.id, email: person.email, purpose }, () => new Date());
      },
    };
  });
  afterAll(() => ctx.t.close());

  it('lists every API route', () => {
    const listed = new Set(MATRIX.map((row) => row.route));
    const missing = ctx.t.app.apiRoutes
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !listed.has(route));
    expect(missing).toEqual([]);
  });

  it.each(MATRIX.map((row) => [`${row.route}${row.note ? ` (${row.note})` : ''}`, row] as const))(
    '%s',
    async (_name, row) => {
      const answers: Record<string, number> = {};
      const expected: Record<string, number> = {};
      for (const [index, caller] of CALLERS.entries()) {
        const request = await row.request(ctx, caller);
        const headers = { ...(request.headers ?? {}) } as Record<string, string>;
        // A row may bring its own caller's token (a fresh account, an old sign-in).
        if (caller !== 'anonymous' && !headers.authorization)
          headers.authorization = `Bearer ${tokens[caller]}`;
        const res = await ctx.t.app.inject({ ...request, headers });
        answers[caller] = res.statusCode;
        expected[caller] = row.expect[index]!;
        if (res.statusCode >= 400 && res.headers['content-type']?.toString().startsWith('application/json')) {
          expect(res.json().error.code).toEqual(expect.any(String));
        }
      }
      expect(answers).toEqual(expected);
    },
  );
});
