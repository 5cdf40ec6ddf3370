import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const REFRESH_COOKIE = 'refocus_refresh';

/** The refresh cookie a response set, or undefined. */
export function refreshCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === REFRESH_COOKIE);
  return cookie?.value || undefined;
}

export interface TestSession {
  accessToken: string;
  refreshToken: string;
  user: { uid: string; email: string; seller: boolean; admin: boolean; emailVerified: boolean };
  auth: { authorization: string };
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${process.pid}-${++counter}@example.test`;

/**
 * Signs a new account up through the API. Its address counts as confirmed (as if the
 * e-mailed link had been followed) unless `verified: false`: most tests are about listing
 * and booking, which need that; the verification tests ask for an unconfirmed one.
 */
export async function signUp(
  app: FastifyInstance,
  body: { name?: string; email?: string; password?: string; seller?: boolean; verified?: boolean } = {},
): Promise<TestSession> {
  const { verified = true, ...fields } = body;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name: 'Test User', email: uniqueEmail(), password: 'correct horse battery', ...fields },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  const session = toSession(response);
  if (verified) {
    await app.database.db
      .updateTable('users')
      .set({ email_verified_at: new Date().toISOString() })
      .where('id', '=', session.user.uid)
      .execute();
  }
  return session;
}

export async function logIn(app: FastifyInstance, email: string, password: string): Promise<TestSession> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return toSession(response);
}

function toSession(response: LightMyRequestResponse): TestSession {
  const body = response.json();
  const refreshToken = refreshCookieOf(response);
  if (!refreshToken) throw new Error('no refresh cookie');
  return {
    accessToken: body.accessToken,
    refreshToken,
    user: body.user,
    auth: { authorization: `Bearer ${body.accessToken}` },
  };
}
