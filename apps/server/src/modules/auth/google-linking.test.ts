import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { startTestIssuer, type TestIssuer } from '../../../test/oidc-issuer.js';
import { signInAtIssuer } from '../../../test/oidc-login.js';
import { refreshCookieOf, signUp, type TestSession, uniqueEmail } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testClock } from '../../../test/test-clock.js';
import { currentTotpCode } from './totp.js';

const ORIGIN = 'http://refocus.localhost:3000';
const CALLBACK = `${ORIGIN}/api/auth/google/callback`;
const PASSWORD = 'correct horse battery';

/** What the popup page posts to its opener. */
function popupMessage(page: LightMyRequestResponse): { ok: boolean; code?: string; challenge?: string } {
  const json = /postMessage\((\{.*?\}), "/.exec(page.body)?.[1];
  if (!json) throw new Error(`no popup message in ${page.body}`);
  return JSON.parse(json.replaceAll('\\u003c', '<'));
}

/** Linking Google to accounts, and Google sign-in of users with two-step sign-in, against a real OIDC provider. */
describe.each(TEST_DIALECTS)('Google linking and two-step sign-in on %s', (dialect) => {
  let issuer: TestIssuer;
  let t: TestApp;
  // The app's time (codes and challenges are judged by it); the issuer's tokens keep the real time.
  const clock = testClock();

  beforeAll(async () => {
    issuer = await startTestIssuer({ redirectUris: [CALLBACK] });
    t = await createTestApp(
      dialect,
      {
        PUBLIC_URL: ORIGIN,
        GOOGLE_CLIENT_ID: issuer.clientId,
        GOOGLE_CLIENT_SECRET: issuer.clientSecret,
        OIDC_ISSUER: issuer.url,
      },
      { clock },
    );
  });
  afterAll(async () => {
    await t.close();
    await issuer.close();
  });

  /** The whole popup flow; `cookies` are what the browser holds at /api/auth/google. */
  async function googlePopup(
    login: string,
    cookies: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const start = await t.app.inject({ url: '/api/auth/google/start', cookies });
    expect(start.statusCode).toBe(302);
    const transaction = start.cookies.find((c) => c.name === 'refocus_oidc')!;
    const callback = await signInAtIssuer(String(start.headers.location), login, CALLBACK);
    return t.app.inject({ url: callback.replace(ORIGIN, ''), cookies: { refocus_oidc: transaction.value } });
  }
  const link = (challenge: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/google/link', payload: { challenge, password } });
  const userRow = (id: string) =>
    t.app.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('links Google to a password account only once its password is proved', async () => {
    const email = uniqueEmail('linker');
    const account = await signUp(t.app, { email });
    const page = await googlePopup(email);
    expect(page.statusCode).toBe(400);
    expect(refreshCookieOf(page)).toBeUndefined();
    const message = popupMessage(page);
    expect(message.code).toBe('auth/account-exists-with-different-credential');
    expect(message.challenge).toBeTruthy();
    expect((await userRow(account.user.uid)).google_sub).toBeNull();

    const wrong = await link(message.challenge!, 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('auth/wrong-password');
    expect((await userRow(account.user.uid)).google_sub).toBeNull();

    const linked = await link(message.challenge!, PASSWORD);
    expect(linked.statusCode).toBe(200);
    expect(linked.json().user.uid).toBe(account.user.uid);
    expect(
      linked
        .json()
        .user.providerData.map((p: { providerId: string }) => p.providerId)
        .sort(),
    ).toEqual(['google.com', 'password']);
    // From now on Google alone signs in to the same account.
    const again = await googlePopup(email);
    expect(popupMessage(again)).toMatchObject({ ok: true });
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      cookies: { refocus_refresh: refreshCookieOf(again)! },
    });
    expect(session.json().user.uid).toBe(account.user.uid);
  });

  it('refuses a garbled link challenge', async () => {
    const refused = await link('garbled.challenge.value', PASSWORD);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('auth/invalid-credential');
  });

  it('links from settings after a recent sign-in, and refuses a Google identity linked to someone else', async () => {
    const owner = await signUp(t.app);
    const googleLogin = uniqueEmail('shared-google');
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google/link-intent',
      headers: owner.auth,
    });
    expect(intent.statusCode).toBe(200);
    const linkCookie = intent.cookies.find((c) => c.name === 'refocus_google_link')!;
    expect(linkCookie).toMatchObject({ httpOnly: true, path: '/api/auth/google' });
    const page = await googlePopup(googleLogin, { refocus_google_link: linkCookie.value });
    expect(popupMessage(page)).toMatchObject({ ok: true });
    expect((await userRow(owner.user.uid)).google_sub).toBe(googleLogin);

    const other = await signUp(t.app);
    const otherIntent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google/link-intent',
      headers: other.auth,
    });
    const cookie = otherIntent.cookies.find((c) => c.name === 'refocus_google_link')!.value;
    const refused = await googlePopup(googleLogin, { refocus_google_link: cookie });
    expect(popupMessage(refused)).toMatchObject({ ok: false, code: 'auth/credential-already-in-use' });
    expect((await userRow(other.user.uid)).google_sub).toBeNull();
    // A forged link cookie links nobody: the popup is a plain Google sign-in.
    const forged = await googlePopup(uniqueEmail('fresh-google'), { refocus_google_link: other.user.uid });
    expect(popupMessage(forged)).toMatchObject({ ok: true });
    expect((await userRow(other.user.uid)).google_sub).toBeNull();
  });

  it('asks a Google user with two-step sign-in for the code', async () => {
    const start = Math.ceil(clock().getTime() / 30_000) * 30_000 + 1000;
    clock.set(start);
    const googleLogin = uniqueEmail('google-mfa');
    const first = await googlePopup(googleLogin);
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      cookies: { refocus_refresh: refreshCookieOf(first)! },
    });
    const auth: TestSession['auth'] = { authorization: `Bearer ${session.json().accessToken}` };
    const { secret } = (
      await t.app.inject({ method: 'POST', url: '/api/auth/mfa/totp/enrol', headers: auth })
    ).json();
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/totp/confirm',
      headers: auth,
      payload: { code: currentTotpCode(secret, start) },
    });
    expect(confirm.statusCode).toBe(200);

    const page = await googlePopup(googleLogin);
    expect(refreshCookieOf(page)).toBeUndefined();
    const message = popupMessage(page);
    expect(message.code).toBe('auth/multi-factor-auth-required');
    clock.set(start + 30_000);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/sign-in',
      payload: { challenge: message.challenge, code: currentTotpCode(secret, start + 30_000) },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.email).toBe(googleLogin);
  });
});
