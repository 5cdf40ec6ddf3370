import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolTwoStep, mailsTo, resetPasswordByMail } from '../../../test/account-flows.js';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { signUp } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testClock } from '../../../test/test-clock.js';

const ORIGIN = 'https://shop.example.test';
const PASSWORD = 'correct horse battery';

/**
 * Issue 41, "security e-mails": the account's address hears of every change to how it signs
 * in, with what to do if it was not the owner. (Google linked: pre-account-takeover.test.ts;
 * a change of address asked for: email-change-recovery.test.ts.)
 */
describe.each(TEST_DIALECTS)('security notices on %s', (dialect) => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: ORIGIN }, { clock });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object | undefined, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  /** The one notice to `to` whose subject starts with `subject`, checked for the "this wasn't me" part. */
  async function noticeTo(to: string, subject: string) {
    const found = (await mailsTo(t, to)).filter((m) => m.subject?.startsWith(subject));
    expect(found.map((m) => m.subject)).toEqual([`${subject} — Refocus`]);
    const text = found[0]?.text ?? '';
    expect(text).toMatch(/If this wasn't you, someone else can sign in to your account: reset your password/);
    expect(text).toContain(`${ORIGIN}/forgot-password`);
    return text;
  }

  it('after a password change and after a reset', async () => {
    const person = await signUp(t.app, { name: 'Ada' });
    const changed = await post(
      '/api/auth/password',
      { currentPassword: PASSWORD, newPassword: 'a brand new password' },
      person.auth,
    );
    expect(changed.statusCode).toBe(200);
    expect(await noticeTo(person.user.email, 'Your password was changed')).toContain('Hello Ada,');

    expect((await resetPasswordByMail(t, person.user.email)).statusCode).toBe(200);
    const reset = await noticeTo(person.user.email, 'Your password was reset');
    expect(reset).not.toMatch(/were removed/);
  });

  it('when two-step sign-in is turned on or off, and when a recovery code is used, with how many are left', async () => {
    const person = await signUp(t.app);
    const { recoveryCodes } = await enrolTwoStep(t, person, clock);
    await noticeTo(person.user.email, 'Two-step sign-in was turned on');

    const login = await post('/api/auth/login', { email: person.user.email, password: PASSWORD }, {});
    const signedIn = await post(
      '/api/auth/mfa/sign-in',
      { challenge: login.json().error.challenge, code: recoveryCodes[0] },
      {},
    );
    expect(signedIn.statusCode).toBe(200);
    expect(await noticeTo(person.user.email, 'A recovery code was used')).toContain(
      '9 recovery codes are left',
    );

    const off = await post('/api/auth/mfa/totp/disable', { code: recoveryCodes[1] }, person.auth);
    expect(off.statusCode).toBe(200);
    await noticeTo(person.user.email, 'Two-step sign-in was turned off');
    const used = (await mailsTo(t, person.user.email)).filter((m) =>
      m.subject?.startsWith('A recovery code'),
    );
    expect(used.map((m) => /(\d+) recovery codes are left/.exec(m.text ?? '')?.[1])).toEqual(['9', '8']);
  });

  it('leaves the display name out when the address is not confirmed', async () => {
    const person = await signUp(t.app, {
      name: 'Security team: sign in at https://evil.example',
      verified: false,
    });
    await post(
      '/api/auth/password',
      { currentPassword: PASSWORD, newPassword: 'a brand new password' },
      person.auth,
    );
    const text = await noticeTo(person.user.email, 'Your password was changed');
    expect(text).toMatch(/^Hello,$/m);
    expect(text).not.toContain('evil.example');
  });
});
