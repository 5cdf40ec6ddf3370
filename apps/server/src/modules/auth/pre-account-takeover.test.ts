import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo, resetPasswordByMail } from '../../../test/account-flows.js';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { startTestIssuer, type TestIssuer } from '../../../test/oidc-issuer.js';
import { signInAtIssuer } from '../../../test/oidc-login.js';
import { refreshCookieOf, signUp, uniqueEmail } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testClock } from '../../../test/test-clock.js';

const ORIGIN = 'http://refocus.localhost:3000';
const CALLBACK = `${ORIGIN}/api/auth/google/callback`;

function popupMessage(page: LightMyRequestResponse): { ok: boolean; code?: string; challenge?: string } {
  const json = /postMessage\((\{.*?\}), "/.exec(page.body)?.[1];
  if (!json) throw new Error(`no popup message in ${page.body}`);
  return JSON.parse(json.replaceAll('\\u003c', '<'));
}

/**
 * Issue 41, item 1: someone signs up with another person's address, never confirms it, and
 * adds their own Google account or authenticator app; the owner's password reset must not
 * leave those in. Against a real OIDC provider standing in for Google.
 */
describe.each(TEST_DIALECTS)('pre-account takeover on %s', (dialect) => {
  let issuer: TestIssuer;
  let t: TestApp;
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

  const db = () => t.app.database.db;
  async function googlePopup(login: string, cookies: Record<string, string> = {}) {
    const start = await t.app.inject({ url: '/api/auth/google/start', cookies });
    const transaction = start.cookies.find((c) => c.name === 'refocus_oidc')!;
    const callback = await signInAtIssuer(String(start.headers.location), login, CALLBACK);
    return t.app.inject({ url: callback.replace(ORIGIN, ''), cookies: { refocus_oidc: transaction.value } });
  }
  const linkIntent = (auth: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/google/link-intent', headers: auth });
  const googleSubOf = async (id: string) =>
    (await db().selectFrom('users').select('google_sub').where('id', '=', id).executeTakeFirstOrThrow())
      .google_sub;

  it('refuses Google linking and two-step enrolment to an unconfirmed address: 403 auth/email-not-verified', async () => {
    const squatter = await signUp(t.app, { verified: false });
    for (const url of ['/api/auth/google/link-intent', '/api/auth/mfa/totp/enrol']) {
      const refused = await t.app.inject({ method: 'POST', url, headers: squatter.auth });
      expect({ url, status: refused.statusCode }).toEqual({ url, status: 403 });
      expect(refused.json().error.code).toBe('auth/email-not-verified');
      expect(refused.cookies.find((c) => c.name === 'refocus_google_link')).toBeUndefined();
    }
    expect(
      await db().selectFrom('totp_factors').selectAll().where('user_id', '=', squatter.user.uid).execute(),
    ).toEqual([]);

    // A link started while the address was confirmed finishes only while it still is.
    const other = await signUp(t.app);
    const cookie = (await linkIntent(other.auth)).cookies.find((c) => c.name === 'refocus_google_link')!;
    await db()
      .updateTable('users')
      .set({ email_verified_at: null })
      .where('id', '=', other.user.uid)
      .execute();
    const page = await googlePopup(uniqueEmail('squatter-google'), { refocus_google_link: cookie.value });
    expect(popupMessage(page)).toMatchObject({ ok: false, code: 'auth/email-not-verified' });
    expect(await googleSubOf(other.user.uid)).toBeNull();
  });

  it("drops the squatter's Google link, two-step factor and recovery codes when the owner resets the password", async () => {
    const ownerEmail = uniqueEmail('owner');
    const squatterGoogle = uniqueEmail('squatter-google');
    const squatted = await signUp(t.app, { email: ownerEmail, verified: false });
    const id = squatted.user.uid;
    // The state such an account could reach before this fix: Google and an app of the squatter's.
    await db().updateTable('users').set({ google_sub: squatterGoogle }).where('id', '=', id).execute();
    const at = clock().toISOString();
    await db()
      .insertInto('totp_factors')
      .values({
        user_id: id,
        secret_encrypted: 'v1.squatter',
        enabled_at: at,
        last_used_step: null,
        created_at: at,
      })
      .execute();
    await db()
      .insertInto('recovery_codes')
      .values({ id: crypto.randomUUID(), user_id: id, code_hash: 'squatter', used_at: null, created_at: at })
      .execute();

    const reset = await resetPasswordByMail(t, ownerEmail);
    // The owner is signed in at once: no code of the squatter's app is asked for.
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user).toMatchObject({ uid: id, emailVerified: true });
    expect(reset.json().user.providerData.map((p: { providerId: string }) => p.providerId)).toEqual([
      'password',
    ]);
    expect(await googleSubOf(id)).toBeNull();
    expect(await db().selectFrom('totp_factors').selectAll().where('user_id', '=', id).execute()).toEqual([]);
    expect(await db().selectFrom('recovery_codes').selectAll().where('user_id', '=', id).execute()).toEqual(
      [],
    );
    // The squatter's Google sign-in no longer opens the owner's account.
    const page = await googlePopup(squatterGoogle);
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      cookies: { refocus_refresh: refreshCookieOf(page)! },
    });
    expect(session.json().user.uid).not.toBe(id);
    // The owner hears what was removed.
    const notice = (await mailsTo(t, ownerEmail)).find((m) =>
      m.subject?.startsWith('Your password was reset'),
    );
    expect(notice?.text).toMatch(
      /Google sign-in and the two-step sign-in set up on the account were removed/,
    );
  });

  it('keeps Google and two-step sign-in of a confirmed account through a reset', async () => {
    const owner = await signUp(t.app);
    const google = uniqueEmail('owner-google');
    const cookie = (await linkIntent(owner.auth)).cookies.find((c) => c.name === 'refocus_google_link')!;
    expect(popupMessage(await googlePopup(google, { refocus_google_link: cookie.value }))).toMatchObject({
      ok: true,
    });
    const reset = await resetPasswordByMail(t, owner.user.email);
    expect(reset.statusCode).toBe(200);
    expect(await googleSubOf(owner.user.uid)).toBe(google);
  });

  it('e-mails the owner whenever Google is linked, from settings or by proving the password', async () => {
    const owner = await signUp(t.app, { name: 'Grace' });
    const google = uniqueEmail('settings-google');
    const cookie = (await linkIntent(owner.auth)).cookies.find((c) => c.name === 'refocus_google_link')!;
    await googlePopup(google, { refocus_google_link: cookie.value });
    const [fromSettings] = (await mailsTo(t, owner.user.email)).filter((m) =>
      m.subject?.startsWith('A Google account was linked'),
    );
    expect(fromSettings?.text).toContain(`The Google account ${google} can now sign in`);
    expect(fromSettings?.text).toContain('Hello Grace,');
    expect(fromSettings?.text).toMatch(/If this wasn't you, .*reset your password/);
    expect(fromSettings?.text).toContain(`${ORIGIN}/forgot-password`);

    const email = uniqueEmail('password-link');
    await signUp(t.app, { email });
    const challenge = popupMessage(await googlePopup(email)).challenge!;
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google/link',
      payload: { challenge, password: 'correct horse battery' },
    });
    expect(linked.statusCode).toBe(200);
    const notices = (await mailsTo(t, email)).filter((m) =>
      m.subject?.startsWith('A Google account was linked'),
    );
    expect(notices).toHaveLength(1);
  });
});
