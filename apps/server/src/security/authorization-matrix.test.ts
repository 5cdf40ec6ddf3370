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
import { enqueueJob } from '../modules/jobs/job-queue.js';
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
  /** A fresh conversation: `buyer` asking `seller` about a fresh listing. */
  freshConversation(): Promise<string>;
  /** A fresh booking by `buyer` of `seller`'s listing, completed. */
  freshCompletedOrder(): Promise<string>;
  /** A fresh review by `buyer` of `seller`, on a fresh completed booking. */
  freshReview(): Promise<string>;
  /** A fresh open report case: `otherSeller` reporting a fresh listing of `seller`. */
  freshCase(): Promise<string>;
  /** The same, dismissed by `admin`: a decided case to reopen. */
  freshDecidedCase(): Promise<string>;
  /** A fresh conversation whose first message `seller` reported: admins may read it. */
  freshReportedConversation(): Promise<string>;
  /** A fresh saved search of `buyer` (issue 14 item 7). */
  freshSavedSearch(): Promise<string>;
  /** A job that gave up (its kind has no handler), for the admins' job routes. */
  freshDeadJob(): Promise<string>;
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
  { route: 'GET /api/pages/:slug', request: () => ({ url: '/api/pages/terms' }), expect: ALL_200 },
  {
    route: 'PUT /api/pages/:slug',
    request: () => ({
      method: 'PUT',
      url: '/api/pages/contact',
      payload: { markdown: '# Contact\n\nMatrix.' },
    }),
    expect: ADMIN_ONLY,
  },
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
    route: 'PUT /api/account/photo',
    note: 'every role sets its own photo; there is no way to name another account',
    request: (ctx) => {
      const body = multipartBody({ filename: 'me.png', contentType: 'image/png', bytes: ctx.png });
      return { method: 'PUT', url: '/api/account/photo', payload: body.payload, headers: body.headers };
    },
    expect: SIGNED_IN,
  },
  {
    route: 'DELETE /api/account/photo',
    request: () => ({ method: 'DELETE', url: '/api/account/photo' }),
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
    route: 'POST /api/account/become-seller',
    note: 'a fresh account of each kind; one who sells already is told so',
    request: async (ctx, caller) => ({
      method: 'POST',
      url: '/api/account/become-seller',
      payload: { acceptTerms: true },
      headers: bearer(await ctx.freshToken(caller)),
    }),
    expect: [401, 200, 409, 409, 200, 401],
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
  {
    route: 'GET /api/events',
    note: 'a live stream: read as a stream by those who get one, ended when the app closes',
    request: (_ctx, caller) => ({
      url: '/api/events',
      headers: { accept: 'text/event-stream' },
      payloadAsStream: caller !== 'anonymous' && caller !== 'deleted',
    }),
    expect: SIGNED_IN,
  },
  {
    route: 'GET /api/events',
    note: 'not asked as an event stream',
    request: () => ({ url: '/api/events' }),
    expect: [401, 400, 400, 400, 400, 401],
  },
  { route: 'GET /api/conversations', request: () => ({ url: '/api/conversations' }), expect: SIGNED_IN },
  { route: 'GET /api/notifications', request: () => ({ url: '/api/notifications' }), expect: SIGNED_IN },
  {
    route: 'GET /api/notifications/unread',
    request: () => ({ url: '/api/notifications/unread' }),
    expect: SIGNED_IN,
  },
  {
    route: 'POST /api/notifications/read',
    note: 'marks only the caller’s own',
    request: () => ({ method: 'POST', url: '/api/notifications/read', payload: {} }),
    expect: SIGNED_IN,
  },
  {
    route: 'GET /api/me/notification-preferences',
    request: () => ({ url: '/api/me/notification-preferences' }),
    expect: SIGNED_IN,
  },
  {
    route: 'PUT /api/me/notification-preferences',
    request: () => ({
      method: 'PUT',
      url: '/api/me/notification-preferences',
      payload: [{ kind: 'message', email: true }],
    }),
    expect: SIGNED_IN,
  },
  {
    route: 'POST /api/notifications/unsubscribe',
    note: 'no sign-in: the token decides, and a made-up one is refused whoever asks',
    request: (ctx) => ({
      method: 'POST',
      url: '/api/notifications/unsubscribe',
      payload: { user: ctx.users.seller.id, kind: 'message', token: 'A'.repeat(43) },
    }),
    expect: [400, 400, 400, 400, 400, 400],
  },
  {
    route: 'GET /api/saved-searches',
    note: 'the caller’s own only',
    request: () => ({ url: '/api/saved-searches' }),
    expect: SIGNED_IN,
  },
  {
    route: 'POST /api/saved-searches',
    request: () => ({
      method: 'POST',
      url: '/api/saved-searches',
      payload: { name: 'Matrix search', query: 'q=matrix', frequency: 'daily' },
    }),
    expect: SIGNED_IN,
  },
  {
    route: 'PATCH /api/saved-searches/:id',
    note: "only the owner; anyone else's answers 404, as if it did not exist",
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/saved-searches/${await ctx.freshSavedSearch()}`,
      payload: { paused: true },
    }),
    expect: [401, 200, 404, 404, 404, 401],
  },
  {
    route: 'DELETE /api/saved-searches/:id',
    note: "only the owner; anyone else's answers 404",
    request: async (ctx) => ({
      method: 'DELETE',
      url: `/api/saved-searches/${await ctx.freshSavedSearch()}`,
    }),
    expect: [401, 200, 404, 404, 404, 401],
  },
  {
    route: 'POST /api/saved-searches/unsubscribe',
    note: 'no sign-in: the token decides, and a made-up one is refused whoever asks',
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/saved-searches/unsubscribe',
      payload: { id: await ctx.freshSavedSearch(), token: 'A'.repeat(43) },
    }),
    expect: [400, 400, 400, 400, 400, 400],
  },
  {
    route: 'GET /api/conversations/unread',
    request: () => ({ url: '/api/conversations/unread' }),
    expect: SIGNED_IN,
  },
  {
    route: 'GET /api/conversations/find',
    note: "a booking's two sides may look its conversation up; nobody else",
    request: async (ctx) => ({ url: `/api/conversations/find?orderId=${await ctx.freshOrder()}` }),
    expect: [401, 200, 200, 403, 403, 401],
  },
  {
    route: 'POST /api/conversations',
    note: 'anyone signed in may ask about a listing, except its own seller',
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/conversations',
      payload: { productId: await ctx.freshProduct(), text: 'Is it still available?' },
    }),
    expect: [401, 200, 409, 200, 200, 401],
  },
  {
    route: 'GET /api/conversations/:id',
    note: 'its two people only while no report concerns it',
    request: async (ctx) => ({ url: `/api/conversations/${await ctx.freshConversation()}` }),
    expect: [401, 200, 200, 403, 403, 401],
  },
  {
    route: 'GET /api/conversations/:id',
    note: 'admins read one whose message was reported',
    request: async (ctx) => ({ url: `/api/conversations/${await ctx.freshReportedConversation()}` }),
    expect: [401, 200, 200, 403, 200, 401],
  },
  {
    route: 'POST /api/reports',
    note: 'anyone signed in reports a listing, except its own seller',
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/reports',
      payload: { kind: 'listing', targetId: await ctx.freshProduct(), reason: 'fake' },
    }),
    expect: [401, 200, 409, 200, 200, 401],
  },
  {
    route: 'POST /api/reports',
    note: "a message only by its conversation's other person",
    request: async (ctx) => {
      const message = await ctx.t.app.database.db
        .selectFrom('conversation_messages')
        .select('id')
        .where('conversation_id', '=', await ctx.freshConversation())
        .executeTakeFirstOrThrow();
      return {
        method: 'POST',
        url: '/api/reports',
        payload: { kind: 'message', targetId: message.id, reason: 'spam' },
      };
    },
    expect: [401, 409, 200, 403, 403, 401],
  },
  { route: 'GET /api/admin/reports', request: () => ({ url: '/api/admin/reports' }), expect: ADMIN_ONLY },
  {
    route: 'GET /api/admin/reports/:id',
    request: async (ctx) => ({ url: `/api/admin/reports/${await ctx.freshCase()}` }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'POST /api/admin/reports/:id/actions',
    note: 'a fresh open case each time',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/admin/reports/${await ctx.freshCase()}/actions`,
      payload: { action: 'dismiss' },
    }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'POST /api/admin/reports/:id/reopen',
    note: 'a fresh dismissed case each time',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/admin/reports/${await ctx.freshDecidedCase()}/reopen`,
      payload: {},
    }),
    expect: ADMIN_ONLY,
  },
  { route: 'GET /api/admin/audit-log', request: () => ({ url: '/api/admin/audit-log' }), expect: ADMIN_ONLY },
  {
    route: 'POST /api/conversations/:id/messages',
    note: 'its two people only: admins read, never write',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/conversations/${await ctx.freshConversation()}/messages`,
      payload: { text: 'Hello' },
    }),
    expect: [401, 200, 200, 403, 403, 401],
  },
  {
    route: 'POST /api/conversations/:id/photos',
    note: 'its two people only, checked before the image is read',
    request: async (ctx) => {
      const body = multipartBody({ filename: 'm.png', contentType: 'image/png', bytes: ctx.png });
      return {
        method: 'POST',
        url: `/api/conversations/${await ctx.freshConversation()}/photos`,
        payload: body.payload,
        headers: body.headers,
      };
    },
    expect: [401, 200, 200, 403, 403, 401],
  },
  {
    route: 'PUT /api/conversations/:id/read',
    request: async (ctx) => ({
      method: 'PUT',
      url: `/api/conversations/${await ctx.freshConversation()}/read`,
    }),
    expect: [401, 200, 200, 403, 403, 401],
  },
  {
    route: 'POST /api/orders/:id/review',
    note: 'the two sides of a completed booking; nobody else',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/orders/${await ctx.freshCompletedOrder()}/review`,
      payload: { rating: 5, text: 'Great' },
    }),
    expect: [401, 200, 200, 403, 403, 401],
  },
  {
    route: 'PATCH /api/reviews/:id',
    note: 'its writer only',
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/reviews/${await ctx.freshReview()}`,
      payload: { rating: 4, text: 'Good' },
    }),
    expect: [401, 200, 403, 403, 403, 401],
  },
  {
    route: 'POST /api/reviews/:id/answer',
    note: 'the reviewed person only',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/reviews/${await ctx.freshReview()}/answer`,
      payload: { text: 'Thanks' },
    }),
    expect: [401, 403, 200, 403, 403, 401],
  },
  {
    route: 'GET /api/users/:id/reviews',
    request: (ctx) => ({ url: `/api/users/${ctx.users.seller.id}/reviews` }),
    expect: ALL_200,
  },
  {
    route: 'GET /api/me/reviews',
    note: "one's own reviews only: an empty list for a booking one did not review",
    request: async (ctx) => ({ url: `/api/me/reviews?orders=${await ctx.freshCompletedOrder()}` }),
    expect: SIGNED_IN,
  },
  {
    route: 'PUT /api/favourites/:productId',
    note: 'anyone signed in saves a listing, except its own seller (409)',
    request: async (ctx) => ({ method: 'PUT', url: `/api/favourites/${await ctx.freshProduct()}` }),
    expect: [401, 200, 409, 200, 200, 401],
  },
  {
    route: 'DELETE /api/favourites/:productId',
    note: "removes only the caller's own save",
    request: async (ctx) => ({ method: 'DELETE', url: `/api/favourites/${await ctx.freshProduct()}` }),
    expect: SIGNED_IN,
  },
  { route: 'GET /api/favourites', request: () => ({ url: '/api/favourites' }), expect: SIGNED_IN },
  {
    route: 'GET /api/favourites/ids',
    note: "the caller's own hearts only",
    request: async (ctx) => ({ url: `/api/favourites/ids?products=${await ctx.freshProduct()}` }),
    expect: SIGNED_IN,
  },
  {
    route: 'GET /api/users/:id/rating',
    request: (ctx) => ({ url: `/api/users/${ctx.users.seller.id}/rating` }),
    expect: ALL_200,
  },
  {
    route: 'GET /api/admin/jobs',
    request: () => ({ url: '/api/admin/jobs?state=dead' }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'GET /api/admin/jobs/depth',
    request: () => ({ url: '/api/admin/jobs/depth' }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'GET /api/admin/overview',
    request: () => ({ url: '/api/admin/overview' }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'POST /api/admin/jobs/:id/retry',
    note: 'a fresh dead job each time',
    request: async (ctx) => ({ method: 'POST', url: `/api/admin/jobs/${await ctx.freshDeadJob()}/retry` }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'DELETE /api/admin/jobs/:id',
    note: 'a fresh dead job each time',
    request: async (ctx) => ({ method: 'DELETE', url: `/api/admin/jobs/${await ctx.freshDeadJob()}` }),
    expect: ADMIN_ONLY,
  },
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
    route: 'GET /api/products',
    note: 'include sold',
    request: () => ({ url: '/api/products?includeSold=true&q=camera&sort=price_asc' }),
    expect: ALL_200,
  },
  {
    route: 'GET /api/products/facets',
    note: 'include sold',
    request: () => ({ url: '/api/products/facets?includeSold=true&mount=sony-e' }),
    expect: ALL_200,
  },
  {
    route: 'GET /api/products/facets',
    request: () => ({ url: '/api/products/facets?mount=sony-e&grade=excellent' }),
    expect: ALL_200,
  },
  {
    route: 'GET /api/products/:id',
    request: async (ctx) => ({ url: `/api/products/${await ctx.freshProduct()}` }),
    expect: ALL_200,
  },
  {
    route: 'GET /api/sellers/:id',
    request: (ctx) => ({ url: `/api/sellers/${ctx.users.seller.id}` }),
    expect: ALL_200,
  },
  {
    route: 'GET /api/sellers/:id/products',
    request: (ctx) => ({ url: `/api/sellers/${ctx.users.seller.id}/products?includeSold=true` }),
    expect: ALL_200,
  },
  { route: 'GET /api/category/:id', request: () => ({ url: '/api/category/2' }), expect: ALL_200 },
  {
    route: 'GET /api/category/:id',
    note: 'include sold',
    request: () => ({ url: '/api/category/2?includeSold=true' }),
    expect: ALL_200,
  },
  {
    route: 'POST /api/products',
    request: (ctx) => ({ method: 'POST', url: '/api/products', payload: validListing(ctx.imageUrl) }),
    expect: SELLERS,
  },
  {
    route: 'GET /api/products/:id/viewer',
    request: async (ctx) => ({ url: `/api/products/${await ctx.freshProduct()}/viewer` }),
    expect: SIGNED_IN,
  },
  { route: 'GET /api/me/products', request: () => ({ url: '/api/me/products' }), expect: SELLERS },
  {
    route: 'GET /api/me/products/:id',
    note: 'the edit form: only the owner reads their listing as written',
    request: async (ctx) => ({ url: `/api/me/products/${await ctx.freshProduct()}` }),
    expect: [401, 403, 200, 403, 403, 401],
  },
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
    route: 'PATCH /api/products/:id',
    note: 'the gallery (decision 036): only the owner changes the photos',
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/products/${await ctx.freshProduct()}`,
      payload: { photos: [ctx.imageUrl] },
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
      freshCompletedOrder: async () => {
        const orderId = await ctx.freshOrder();
        for (const status of ['accepted', 'completed']) {
          await t.app.inject({
            method: 'PATCH',
            url: `/api/orders/${orderId}`,
            headers: { authorization: `Bearer ${tokens.seller}` },
            payload: { status },
          });
        }
        return orderId;
      },
      freshReview: async () => {
        const orderId = await ctx.freshCompletedOrder();
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/orders/${orderId}/review`,
          headers: { authorization: `Bearer ${tokens.buyer}` },
          payload: { rating: 3, text: 'Fine' },
        });
        return res.json().id;
      },
      freshConversation: async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/conversations',
          headers: { authorization: `Bearer ${tokens.buyer}` },
          payload: { productId: await freshProduct(), text: 'A question for the matrix' },
        });
        return res.json().id;
      },
      freshCase: async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/reports',
          headers: { authorization: `Bearer ${tokens.otherSeller}` },
          payload: { kind: 'listing', targetId: await freshProduct(), reason: 'spam' },
        });
        return res.json().caseId;
      },
      freshDecidedCase: async () => {
        const caseId = await ctx.freshCase();
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/reports/${caseId}/actions`,
          headers: { authorization: `Bearer ${tokens.admin}` },
          payload: { action: 'dismiss' },
        });
        return caseId;
      },
      freshReportedConversation: async () => {
        const conversationId = await ctx.freshConversation();
        const seller = { authorization: `Bearer ${tokens.seller}` };
        const thread = await t.app.inject({ url: `/api/conversations/${conversationId}`, headers: seller });
        await t.app.inject({
          method: 'POST',
          url: '/api/reports',
          headers: seller,
          payload: { kind: 'message', targetId: thread.json().messages[0].id, reason: 'spam' },
        });
        return conversationId;
      },
      freshSavedSearch: async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/saved-searches',
          headers: { authorization: `Bearer ${tokens.buyer}` },
          payload: { name: 'Matrix alert', query: 'q=matrix&category=2', frequency: 'instant' },
        });
        return res.json()._id;
      },
      freshDeadJob: async () => {
        await enqueueJob(db, { kind: 'matrix-no-handler', payload: {} });
        await t.app.jobWorker.runDue();
        const job = await db
          .selectFrom('jobs')
          .select('id')
          .where('state', '=', 'dead')
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        return job.id;
      },
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
