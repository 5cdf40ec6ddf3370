import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../test/dialects.js';
import { insertProduct, insertUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { AccessTokens } from '../modules/auth/access-tokens.js';
import { RefreshSessions } from '../modules/auth/refresh-sessions.js';

/**
 * Seeded property-based fuzzing of every route with deliberately broken requests
 * (OWASP API8/API4): wrong types, missing and extra fields, huge values, deep JSON,
 * prototype keys, control characters, malformed JSON and multipart, wrong content types,
 * path traversal. Passing means no 5xx, every JSON 4xx in the error shape, and no
 * rejected write leaving a row behind.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
/**
 * Runs per route in `npm test`: 150 on SQLite (15 300 requests) and 60 on PostgreSQL, the
 * first inputs of the same seeded sequence the deeper run draws. Past that the suite paid about
 * three minutes a run for inputs that reached no new line (decision 057); FUZZ_RUNS=420 (or
 * more, or another FUZZ_SEED) is the deep run, by hand, after a change to parsing or validation.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 150);
/** PostgreSQL gets the same value set; fewer runs per route keep the suite's time in bounds. */
const POSTGRES_RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? process.env.FUZZ_POSTGRES_RUNS ?? 60);
const TABLES = [
  'users',
  'refresh_tokens',
  'products',
  'orders',
  'images',
  'jobs',
  'conversations',
  'conversation_messages',
  'reviews',
  'moderation_cases',
  'reports',
  'audit_log',
  'favourites',
] as const;

const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '__proto__',
    'constructor',
    '../../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    '%00',
    '\u0000',
    '\u202e',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    'x'.repeat(10_000),
    '1e309',
    '-0',
    'NaN',
  ),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 1e308, 0),
);
const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nasty,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'prototype')),
      tie('value'),
      {
        maxKeys: 5,
      },
    ),
  ),
})).value;
const deepJson = fc
  .integer({ min: 50, max: 2000 })
  .map((depth) => `${'['.repeat(depth)}1${']'.repeat(depth)}`);
const plausibleBody = fc.record(
  {
    name: nasty,
    email: nasty,
    password: nasty,
    seller: jsonValue,
    admin: jsonValue,
    productId: nasty,
    phoneNumber: nasty,
    location: nasty,
    status: fc.oneof(nasty, fc.constantFrom('sold', 'available', 'accepted', 'cancelled', 'booked')),
    imgURL: nasty,
    categoryId: jsonValue,
    resalePrice: jsonValue,
    YearOfPurchase: jsonValue,
    displayName: nasty,
    photoURL: nasty,
    acceptTerms: fc.oneof(jsonValue, fc.constant(true)),
    query: fc.oneof(nasty, fc.constantFrom('q=leica', 'category=2&maxPrice=100', 'minPrice=-1', 'q=%00')),
    frequency: fc.oneof(nasty, fc.constantFrom('instant', 'daily')),
    paused: jsonValue,
    token: nasty,
    ['__proto__' as string]: jsonValue,
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  plausibleBody.map((b) => ({ payload: JSON.stringify(b), type: 'application/json' })),
  jsonValue.map((v) => ({ payload: JSON.stringify(v) ?? 'null', type: 'application/json' })),
  deepJson.map((payload) => ({ payload, type: 'application/json' })),
  fc.string({ unit: 'binary', maxLength: 200 }).map((payload) => ({ payload, type: 'application/json' })),
  fc.string({ maxLength: 200 }).map((payload) => ({ payload, type: 'text/plain' })),
  fc.string({ maxLength: 200 }).map((payload) => ({ payload, type: 'multipart/form-data; boundary=zzz' })),
  fc.string({ maxLength: 200 }).map((payload) => ({ payload, type: 'application/x-www-form-urlencoded' })),
  fc.constant({ payload: '', type: 'application/json' }),
);
const pathPart = fc.oneof(
  nasty.map((v) => encodeURIComponent(String(v)).slice(0, 300)),
  fc.constantFrom('..%2F..%2Fetc%2Fpasswd', '%2e%2e', 'a%00b', '%ZZ', 'admin%40refocus.demo', '1', '2', '4'),
);
const query = fc
  .dictionary(
    fc.constantFrom(
      'page',
      'limit',
      'q',
      'category',
      'minPrice',
      'maxPrice',
      'sort',
      'type',
      'grade',
      'mount',
      'works',
      '__proto__',
      'x',
    ),
    nasty.map((v) => String(v).slice(0, 300)),
    { maxKeys: 4 },
  )
  .map((q) => new URLSearchParams(q).toString());

const ROUTES: { method: InjectOptions['method']; path: (p: string) => string; hasBody: boolean }[] = [
  { method: 'GET', path: () => '/api/products', hasBody: false },
  { method: 'GET', path: () => '/api/home-cameras', hasBody: false },
  { method: 'GET', path: () => '/api/products/facets', hasBody: false },
  { method: 'GET', path: (p) => `/api/products/facets?grade=${p}&mount=sony-e&mount=${p}`, hasBody: false },
  { method: 'GET', path: (p) => `/api/products/${p}`, hasBody: false },
  { method: 'GET', path: (p) => `/api/category/${p}`, hasBody: false },
  { method: 'GET', path: (p) => `/api/category/2?includeSold=${p}`, hasBody: false },
  { method: 'GET', path: (p) => `/api/products?includeSold=${p}&q=${p}`, hasBody: false },
  { method: 'GET', path: (p) => `/api/products/facets?includeSold=${p}`, hasBody: false },
  { method: 'GET', path: (p) => `/api/sellers/${p}`, hasBody: false },
  { method: 'GET', path: (p) => `/api/sellers/${p}/products?includeSold=${p}`, hasBody: false },
  { method: 'GET', path: (p) => `/api/images/${p}/${p}`, hasBody: false },
  { method: 'GET', path: (p) => `/api/user/admin/${p}`, hasBody: false },
  { method: 'GET', path: (p) => `/api/user/seller/${p}`, hasBody: false },
  { method: 'GET', path: () => '/api/user/all-sellers', hasBody: false },
  { method: 'GET', path: () => '/api/user/all-buyers', hasBody: false },
  { method: 'DELETE', path: (p) => `/api/user/all-buyers/${p}`, hasBody: false },
  { method: 'DELETE', path: (p) => `/api/user/all-sellers/${p}`, hasBody: false },
  { method: 'GET', path: () => '/api/me/orders', hasBody: false },
  { method: 'GET', path: () => '/api/me/bookings', hasBody: false },
  { method: 'GET', path: () => '/api/events', hasBody: false },
  { method: 'GET', path: (p) => `/api/admin/jobs?state=${p}`, hasBody: false },
  { method: 'GET', path: () => '/api/admin/jobs/depth', hasBody: false },
  { method: 'GET', path: () => '/api/admin/overview', hasBody: false },
  { method: 'POST', path: (p) => `/api/admin/jobs/${p}/retry`, hasBody: true },
  { method: 'DELETE', path: (p) => `/api/admin/jobs/${p}`, hasBody: false },
  { method: 'GET', path: () => '/api/admin/backups', hasBody: false },
  { method: 'GET', path: () => '/api/admin/backups/progress', hasBody: false },
  { method: 'POST', path: () => '/api/admin/backups', hasBody: true },
  { method: 'GET', path: (p) => `/api/admin/backups/${p}`, hasBody: false },
  { method: 'DELETE', path: (p) => `/api/admin/backups/${p}`, hasBody: false },
  { method: 'GET', path: () => '/api/me/products', hasBody: false },
  { method: 'GET', path: (p) => `/api/me/products/${p}`, hasBody: false },
  { method: 'GET', path: (p) => `/api/products/${p}/viewer`, hasBody: false },
  { method: 'GET', path: () => '/api/auth/me', hasBody: false },
  { method: 'POST', path: () => '/api/auth/signup', hasBody: true },
  { method: 'POST', path: () => '/api/auth/login', hasBody: true },
  { method: 'POST', path: () => '/api/auth/token', hasBody: true },
  { method: 'POST', path: () => '/api/auth/logout', hasBody: true },
  { method: 'PATCH', path: () => '/api/auth/profile', hasBody: true },
  { method: 'POST', path: () => '/api/auth/verify-email', hasBody: true },
  { method: 'POST', path: () => '/api/auth/verify-email/resend', hasBody: true },
  { method: 'POST', path: () => '/api/auth/password-reset', hasBody: true },
  { method: 'POST', path: () => '/api/auth/password-reset/confirm', hasBody: true },
  { method: 'PATCH', path: (p) => `/api/user/all-buyers/${p}`, hasBody: true },
  { method: 'PATCH', path: (p) => `/api/user/all-sellers/${p}`, hasBody: true },
  { method: 'POST', path: () => '/api/user', hasBody: true },
  { method: 'POST', path: () => '/api/orders', hasBody: true },
  { method: 'PATCH', path: (p) => `/api/orders/${p}`, hasBody: true },
  { method: 'POST', path: () => '/api/products', hasBody: true },
  { method: 'PATCH', path: (p) => `/api/products/${p}`, hasBody: true },
  { method: 'DELETE', path: (p) => `/api/products/${p}`, hasBody: true },
  { method: 'POST', path: () => '/api/images', hasBody: true },
  { method: 'PUT', path: () => '/api/account/photo', hasBody: true },
  { method: 'DELETE', path: () => '/api/account/photo', hasBody: true },
  { method: 'GET', path: (p) => `/api/auth/google/callback?code=${p}&state=${p}`, hasBody: false },
  { method: 'POST', path: () => '/api/auth/mfa/sign-in', hasBody: true },
  { method: 'POST', path: () => '/api/auth/google/link', hasBody: true },
  { method: 'POST', path: () => '/api/auth/google/link-intent', hasBody: true },
  { method: 'POST', path: () => '/api/auth/reauthenticate', hasBody: true },
  { method: 'POST', path: () => '/api/auth/password', hasBody: true },
  { method: 'GET', path: () => '/api/auth/sessions', hasBody: false },
  { method: 'DELETE', path: (p) => `/api/auth/sessions/${p}`, hasBody: false },
  { method: 'POST', path: () => '/api/auth/sessions/sign-out-others', hasBody: true },
  { method: 'GET', path: () => '/api/auth/mfa', hasBody: false },
  { method: 'POST', path: () => '/api/auth/mfa/totp/enrol', hasBody: true },
  { method: 'POST', path: () => '/api/auth/mfa/totp/confirm', hasBody: true },
  { method: 'POST', path: () => '/api/auth/mfa/totp/disable', hasBody: true },
  { method: 'POST', path: () => '/api/auth/email', hasBody: true },
  { method: 'POST', path: () => '/api/auth/email/cancel', hasBody: true },
  { method: 'GET', path: (p) => `/api/pages/${p}`, hasBody: false },
  { method: 'PUT', path: (p) => `/api/pages/${p}`, hasBody: true },
  { method: 'POST', path: () => '/api/account/become-seller', hasBody: true },
  { method: 'GET', path: () => '/api/notifications', hasBody: false },
  { method: 'POST', path: () => '/api/notifications/read', hasBody: true },
  { method: 'PUT', path: () => '/api/me/notification-preferences', hasBody: true },
  { method: 'POST', path: () => '/api/notifications/unsubscribe', hasBody: true },
  { method: 'GET', path: () => '/api/conversations', hasBody: false },
  { method: 'GET', path: () => '/api/conversations/unread', hasBody: false },
  { method: 'GET', path: (p) => `/api/conversations/find?orderId=${p}`, hasBody: false },
  { method: 'GET', path: (p) => `/api/conversations/find?productId=${p}`, hasBody: false },
  { method: 'POST', path: () => '/api/conversations', hasBody: true },
  { method: 'GET', path: (p) => `/api/conversations/${p}`, hasBody: false },
  { method: 'POST', path: (p) => `/api/conversations/${p}/messages`, hasBody: true },
  { method: 'POST', path: (p) => `/api/conversations/${p}/photos`, hasBody: true },
  { method: 'PUT', path: (p) => `/api/conversations/${p}/read`, hasBody: true },
  { method: 'GET', path: (p) => `/api/conversations/${p}/messages/${p}/photo`, hasBody: false },
  { method: 'POST', path: (p) => `/api/orders/${p}/review`, hasBody: true },
  { method: 'PATCH', path: (p) => `/api/reviews/${p}`, hasBody: true },
  { method: 'POST', path: (p) => `/api/reviews/${p}/answer`, hasBody: true },
  { method: 'GET', path: (p) => `/api/users/${p}/reviews`, hasBody: false },
  { method: 'GET', path: (p) => `/api/users/${p}/rating`, hasBody: false },
  { method: 'GET', path: (p) => `/api/me/reviews?orders=${p}`, hasBody: false },
  { method: 'PUT', path: (p) => `/api/favourites/${p}`, hasBody: false },
  { method: 'DELETE', path: (p) => `/api/favourites/${p}`, hasBody: false },
  { method: 'GET', path: (p) => `/api/favourites?page=${p}&limit=${p}`, hasBody: false },
  { method: 'GET', path: (p) => `/api/favourites/ids?products=${p}`, hasBody: false },
  { method: 'POST', path: () => '/api/reports', hasBody: true },
  { method: 'GET', path: (p) => `/api/admin/reports?kind=${p}&state=${p}`, hasBody: false },
  { method: 'GET', path: (p) => `/api/admin/reports/${p}`, hasBody: false },
  { method: 'POST', path: (p) => `/api/admin/reports/${p}/actions`, hasBody: true },
  { method: 'POST', path: (p) => `/api/admin/reports/${p}/reopen`, hasBody: true },
  { method: 'GET', path: (p) => `/api/admin/audit-log?page=${p}`, hasBody: false },
  { method: 'GET', path: () => '/api/saved-searches', hasBody: false },
  { method: 'POST', path: () => '/api/saved-searches', hasBody: true },
  { method: 'PATCH', path: (p) => `/api/saved-searches/${p}`, hasBody: true },
  { method: 'DELETE', path: (p) => `/api/saved-searches/${p}`, hasBody: false },
  { method: 'POST', path: () => '/api/saved-searches/unsubscribe', hasBody: true },
  { method: 'POST', path: () => '/api/me/data-export', hasBody: true },
  { method: 'GET', path: (p) => `/api/me/data-export/${p}`, hasBody: false },
  // Last: it ends the accounts the other routes are fuzzed with.
  { method: 'DELETE', path: () => '/api/user/me', hasBody: true },
];

describe.each(TEST_DIALECTS)('fuzzing every route on %s', (dialect) => {
  let t: TestApp;
  let callers: (string | undefined)[];
  let sent = 0;

  beforeAll(async () => {
    const secret = 'fuzz-test-token-secret-of-enough-length';
    t = await createTestApp(dialect, { TOKEN_SECRET: secret });
    const db = t.app.database.db;
    const signer = new AccessTokens(new TextEncoder().encode(secret));
    const sessions = new RefreshSessions(db);
    // Signed in just now, with a live session: sensitive routes are fuzzed past the recent-login check.
    const signedIn = async (id: string) => signer.sign(id, (await sessions.start(id)).session);
    const seller = await insertUser(db, { seller: 1 });
    const admin = await insertUser(db, { admin: 1, seller: 0 });
    const buyer = await insertUser(db, { seller: 0 });
    await insertProduct(db, seller.id);
    callers = [
      undefined,
      `Bearer ${await signedIn(seller.id)}`,
      `Bearer ${await signedIn(admin.id)}`,
      `Bearer ${await signedIn(buyer.id)}`,
      'Bearer not-a-token',
      'Basic YWRtaW46YWRtaW4=',
    ];
  });
  afterAll(async () => {
    console.log(`fuzz on ${dialect}: ${sent} requests, seed ${SEED}`);
    await t.close();
  });

  /** Every table's row count, in one statement: it runs before each write and after each refusal. */
  const counts = async () => {
    const row = await t.app.database.db
      .selectNoFrom((eb) =>
        TABLES.map((table) => eb.selectFrom(table).select(eb.fn.countAll().as('n')).as(table)),
      )
      .executeTakeFirstOrThrow();
    return TABLES.map((table) => Number(row[table]));
  };

  it.each(ROUTES.map((r) => [`${r.method} ${r.path(':p')}`, r] as const))(
    '%s',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(
          pathPart,
          query,
          body,
          fc.nat(callers.length - 1),
          async (part, search, sentBody, who) => {
            const url = `${route.path(part)}${search ? `${route.path(part).includes('?') ? '&' : '?'}${search}` : ''}`;
            const headers: Record<string, string> = {};
            const authorization = callers[who];
            if (authorization) headers.authorization = authorization;
            if (route.hasBody) headers['content-type'] = sentBody.type;
            const before = route.method === 'GET' ? undefined : await counts();
            const res = await t.app.inject({
              method: route.method,
              url,
              headers,
              ...(route.hasBody ? { payload: sentBody.payload } : {}),
            });
            sent++;
            expect(res.statusCode, `${route.method} ${url} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
            if (res.statusCode >= 400 && String(res.headers['content-type']).startsWith('application/json')) {
              const error = res.json().error;
              expect(typeof error?.code).toBe('string');
              expect(typeof error?.message).toBe('string');
            }
            if (before && res.statusCode >= 400) expect(await counts()).toEqual(before);
          },
        ),
        {
          seed: SEED,
          numRuns: dialect === 'sqlite' ? RUNS_PER_ROUTE : POSTGRES_RUNS_PER_ROUTE,
          endOnFailure: true,
        },
      );
      // Hundreds of requests per route: generous on a busy machine.
    },
    180_000,
  );

  it('leaves the server healthy', async () => {
    expect((await t.app.inject('/api/ready')).json()).toEqual({
      status: 'ready',
      database: dialect,
      storage: 'disk',
      redis: 'off',
    });
    // The default run (as in CI) sends at least 10 000 requests; FUZZ_RUNS may shorten a local run.
    if (!process.env.FUZZ_RUNS && dialect === 'sqlite') expect(sent).toBeGreaterThanOrEqual(10_000);
  });
});
