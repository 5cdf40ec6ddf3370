import type { InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../test/dialects.js';
import { insertUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { AccessTokens } from '../modules/auth/access-tokens.js';
import { RefreshSessions } from '../modules/auth/refresh-sessions.js';

const SECRET = 'openapi-errors-test-token-secret-long-enough';

type Probe = (route: { method: string; url: string }) => InjectOptions[];

/** A path with every parameter filled by a value that names nothing. */
const unknownPath = (url: string) =>
  url
    .replace(':email', 'nobody-here@example.test')
    .replace('/images/:id', `/images/${'a'.repeat(64)}`)
    .replace(':file', '400.webp')
    .replace('/category/:id', '/category/99')
    .replace('/backups/:name', '/backups/refocus-shop-20260101T000000Z.tar.gz')
    .replace(/:[A-Za-z]+/g, '0190f0f0-0000-7000-8000-000000000000');

/** A path whose parameters are malformed. */
const malformedPath = (url: string) => url.replace(/:[A-Za-z]+/g, '%20x');

interface Operation {
  responses?: Record<string, unknown>;
}

interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
}

const BODY_METHODS = ['POST', 'PUT', 'PATCH'];

/**
 * The documented statuses the probes must reach: those any route of this shape answers. A
 * route's own (a wrong password's 401, a clash's 409) are its module tests' to show.
 */
function probedStatuses(route: { method: string; url: string; access: string }) {
  const statuses = new Set<number>([400]);
  const takesBody = BODY_METHODS.includes(route.method);
  if (route.access !== 'public') statuses.add(401).add(403);
  if (takesBody) statuses.add(413).add(415);
  // Behind a body, what the body names is looked up only once it is valid.
  if (!takesBody) statuses.add(404);
  return statuses;
}

/**
 * The OpenAPI document's error statuses against what each route answers to a set of probes
 * (no token, an expired token, a disabled account, a name that is not there, bad JSON, a
 * body of the wrong type, a body over the limit, a bad query): every status a probe gets is
 * documented, and every status the route's shape documents, some probe gets.
 */
describe.each(TEST_DIALECTS)('OpenAPI error statuses on %s', (dialect) => {
  let t: TestApp;
  let bearer: Record<'buyer' | 'seller' | 'admin' | 'disabled' | 'expired', string>;
  beforeAll(async () => {
    t = await createTestApp(dialect, { TOKEN_SECRET: SECRET });
    const db = t.app.database.db;
    const signer = new AccessTokens(new TextEncoder().encode(SECRET));
    const sessions = new RefreshSessions(db);
    // Signed in just now, with a live session: routes that need a recent sign-in read their body too.
    const token = async (overrides: Parameters<typeof insertUser>[1]) => {
      const id = (await insertUser(db, overrides)).id;
      return signer.sign(id, (await sessions.start(id)).session);
    };
    const now = Math.floor(Date.now() / 1000);
    bearer = {
      buyer: await token({ seller: 0 }),
      seller: await token({ seller: 1 }),
      admin: await token({ seller: 0, admin: 1 }),
      disabled: await token({ seller: 1, admin: 1, disabled: 1 }),
      expired: await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject('0190f0f0-0000-7000-8000-000000000000')
        .setIssuer('refocus')
        .setAudience('refocus-api')
        .setIssuedAt(now - 3660)
        .setExpirationTime(now - 60)
        .sign(new TextEncoder().encode(SECRET)),
    };
  });
  afterAll(() => t.close());

  const as = (who: keyof typeof bearer) => ({ authorization: `Bearer ${bearer[who]}` });

  const probes: Probe = ({ method, url }) => {
    const path = unknownPath(url);
    const m = method as InjectOptions['method'];
    const json = (payload: string, who: keyof typeof bearer) => ({
      method: m,
      url: path,
      payload,
      headers: { ...as(who), 'content-type': 'application/json' },
    });
    const callers = ['buyer', 'seller', 'admin'] as const;
    return [
      { method: m, url: path },
      ...(url.includes('/:') ? [{ method: m, url: malformedPath(url), headers: as('admin') }] : []),
      { method: m, url: path, headers: as('expired') },
      { method: m, url: path, headers: as('disabled') },
      ...callers.map((who) => ({ method: m, url: path, headers: as(who) })),
      ...callers.map((who) => ({ method: m, url: `${path}?page=0&limit=-1`, headers: as(who) })),
      ...(['POST', 'PUT', 'PATCH'].includes(method)
        ? callers.flatMap((who) => [
            json('{"broken', who),
            json(JSON.stringify({ padding: 'x'.repeat(1_100_000) }), who),
            {
              method: m,
              url: path,
              payload: '<camera/>',
              headers: { ...as(who), 'content-type': 'application/xml' },
            },
          ])
        : []),
    ];
  };

  it('documents exactly the error statuses each route answers', async () => {
    const answer = await t.app.inject({ url: '/api/openapi.json' });
    expect(answer.statusCode).toBe(200);
    const document = answer.json() as OpenApi;
    let compared = 0;
    const mismatches: string[] = [];
    // "Delete my account" ends the probing callers' accounts: probe it last.
    const endsCallers = (route: { url: string }) => Number(route.url === '/api/user/me');
    const routes = [...t.app.apiRoutes].sort((a, b) => endsCallers(a) - endsCallers(b));
    for (const route of routes) {
      const openApiPath = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = document.paths[openApiPath]?.[route.method.toLowerCase()];
      if (!operation) continue; // hidden: the docs' own pages
      compared += 1;
      const documented = Object.keys(operation.responses ?? {})
        .map(Number)
        .filter((status) => status >= 400 && status < 500);
      const observed = new Set<number>();
      for (const request of probes(route)) {
        const status = (await t.app.inject(request)).statusCode;
        if (status >= 400 && status < 500) observed.add(status);
      }
      const undocumented = [...observed].filter((status) => !documented.includes(status));
      const probed = probedStatuses(route);
      const unreached = documented.filter((status) => probed.has(status) && !observed.has(status));
      if (undocumented.length > 0 || unreached.length > 0) {
        mismatches.push(
          `${route.method} ${route.url}: answers but does not document [${undocumented}]; documents but never answers [${unreached}]`,
        );
      }
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(20);
  }, 120_000);
});
