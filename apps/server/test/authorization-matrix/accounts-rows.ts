import { multipartBody } from '../multipart.js';
import type { Row } from './matrix.js';
import { ADMIN_ONLY, ALL_200, bearer, RECENT_LOGIN_REQUIRED, SELLERS, SIGNED_IN } from './matrix.js';

/** The matrix's rows for accounts and profiles. */
export const ACCOUNT_ROWS: Row[] = [
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
    route: 'GET /api/account/language',
    request: () => ({ url: '/api/account/language' }),
    expect: SIGNED_IN,
  },
  {
    route: 'PUT /api/account/language',
    note: 'each chooses their own language; nothing names another account',
    request: () => ({ method: 'PUT', url: '/api/account/language', payload: { language: 'de' } }),
    expect: SIGNED_IN,
  },
  {
    route: 'PUT /api/admin/shop-language',
    request: () => ({ method: 'PUT', url: '/api/admin/shop-language', payload: { language: 'en' } }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'DELETE /api/account/photo',
    request: () => ({ method: 'DELETE', url: '/api/account/photo' }),
    expect: SIGNED_IN,
  },
  {
    route: 'POST /api/me/data-export',
    note: 'each asks for their own archive; nothing names another account',
    request: () => ({ method: 'POST', url: '/api/me/data-export' }),
    expect: SIGNED_IN,
  },
  {
    route: 'GET /api/me/data-export/:token',
    note: 'a link made for seller: only seller downloads it; to anyone else it is as good as garbled',
    request: async (ctx) => ({ method: 'GET', url: `/api/me/data-export/${await ctx.freshDataExport()}` }),
    expect: [401, 404, 200, 404, 404, 401],
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
  { route: 'GET /api/me/orders', request: () => ({ url: '/api/me/orders' }), expect: SIGNED_IN },
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
    route: 'GET /api/users/:id/rating',
    request: (ctx) => ({ url: `/api/users/${ctx.users.seller.id}/rating` }),
    expect: ALL_200,
  },
  { route: 'GET /api/me/bookings', request: () => ({ url: '/api/me/bookings' }), expect: SELLERS },
  { route: 'GET /api/me/products', request: () => ({ url: '/api/me/products' }), expect: SELLERS },
  {
    route: 'GET /api/me/products/:id',
    note: 'the edit form: only the owner reads their listing as written',
    request: async (ctx) => ({ url: `/api/me/products/${await ctx.freshProduct()}` }),
    expect: [401, 403, 200, 403, 403, 401],
  },
];
