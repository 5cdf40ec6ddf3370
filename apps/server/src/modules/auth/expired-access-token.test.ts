import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

const TOKEN_SECRET = 'expired-token-test-secret-long-enough-for-hs256';

/** A token exactly like the server's own, except that it expired a minute ago. */
function expiredTokenFor(userId: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer('refocus')
    .setAudience('refocus-api')
    .setIssuedAt(now - 3660)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(TOKEN_SECRET));
}

/**
 * The web client refreshes once and retries when a request answers `auth/id-token-expired`
 * (apps/web/src/lib/api-client.ts): every signed-in route must answer exactly that, 401, for
 * an access token that has expired — not `unauthenticated`, which would sign the visitor out.
 */
describe.each(TEST_DIALECTS)('an expired access token on %s', (dialect) => {
  let t: TestApp;
  let seller: TestSession;
  beforeAll(async () => {
    t = await createTestApp(dialect, { TOKEN_SECRET });
    seller = await signUp(t.app, { seller: true });
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/api/auth/me'],
    ['GET', '/api/me/orders'],
    ['GET', '/api/me/products'],
    ['POST', '/api/orders'],
  ] as const)('%s %s answers 401 auth/id-token-expired', async (method, url) => {
    const expired = await expiredTokenFor(seller.user.uid);
    const answer = await t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${expired}` },
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ error: { code: 'auth/id-token-expired' } });
  });

  it('the same token before it expires is accepted, so only the expiry is judged', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/me/orders', headers: seller.auth });
    expect(answer.statusCode).toBe(200);
  });

  it('a token signed with another key is not "expired" but unauthenticated', async () => {
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(seller.user.uid)
      .setIssuer('refocus')
      .setAudience('refocus-api')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-also-long-enough-1234'));
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/me/orders',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().error.code).not.toBe('auth/id-token-expired');
  });
});
