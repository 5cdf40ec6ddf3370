import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { signUp } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

const SECRET = 'a-test-token-secret-of-forty-characters!!';

/**
 * Tokens signed with the real key but missing a claim are refused (issue 17.8): someone who
 * once held the key, or a bug that signs the wrong payload, must not mint eternal tokens.
 */
describe.each(TEST_DIALECTS)('access token claims on %s', (dialect) => {
  let t: TestApp;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { TOKEN_SECRET: SECRET });
    userId = (await signUp(t.app)).user.uid;
  });
  afterAll(() => t.close());

  type Claim = 'exp' | 'iat' | 'sub' | 'iss' | 'aud';
  /** A validly signed token with every claim we issue, except `without`. */
  function forge(without?: Claim): Promise<string> {
    const jwt = new SignJWT({}).setProtectedHeader({ alg: 'HS256', typ: 'JWT' });
    if (without !== 'sub') jwt.setSubject(userId);
    if (without !== 'iss') jwt.setIssuer('refocus');
    if (without !== 'aud') jwt.setAudience('refocus-api');
    if (without !== 'iat') jwt.setIssuedAt();
    if (without !== 'exp') jwt.setExpirationTime('1h');
    return jwt.sign(new TextEncoder().encode(SECRET));
  }

  const me = async (token: string) =>
    t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

  it('accepts a forged token that has every claim (the control)', async () => {
    expect((await me(await forge())).statusCode).toBe(200);
  });

  it.each(['exp', 'iat', 'sub', 'iss', 'aud'] as const)(
    'refuses a validly signed token without %s',
    async (claim) => {
      const res = await me(await forge(claim));
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    },
  );
});
