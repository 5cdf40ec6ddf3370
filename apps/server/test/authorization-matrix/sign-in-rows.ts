import { uniqueEmail } from '../sessions.js';
import type { Row } from './matrix.js';
import { ALL_200, bearer, NOT_A_SESSION, RECENT_LOGIN_REQUIRED, SIGNED_IN } from './matrix.js';

/** The matrix's rows for signing up, in and out, tokens, e-mailed links and two-step sign-in. */
export const SIGN_IN_ROWS: Row[] = [
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
    route: 'POST /api/auth/verify-email',
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { code: await ctx.freshActionCode('verify-email') },
    }),
    expect: ALL_200,
  },
  {
    route: 'POST /api/auth/email/cancel',
    note: "the link mailed to the account's address: no sign-in needed",
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/auth/email/cancel',
      payload: { code: await ctx.freshActionCode('cancel-email-change') },
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
];
