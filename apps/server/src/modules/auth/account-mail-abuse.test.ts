import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshClient, mailsTo } from '../../../test/account-flows.js';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { codeIn } from '../../../test/mail.js';
import { signUp, uniqueEmail } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** What a stranger types as a display name to make our mail speak for them. */
const LURE = 'Security team: your account is locked, sign in at https://evil.example';

/**
 * Issue 41, items 5 and 10: mail to an address nobody confirmed carries no display name, and
 * strangers cannot spend the password-reset allowance of someone else's address.
 */
describe.each(TEST_DIALECTS)('account mail a stranger can cause on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object, headers?: Record<string, string>, remoteAddress?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: remoteAddress ?? freshClient() });

  it('leaves the display name out of every mail to an unconfirmed address', async () => {
    const squatter = await signUp(t.app, { name: LURE, verified: false });
    const victim = squatter.user.email;
    await post('/api/auth/verify-email/resend', undefined, squatter.auth);
    await post('/api/auth/password-reset', { email: victim });
    // A confirmed account's name does not go to a new, unconfirmed address either.
    const named = await signUp(t.app, { name: LURE });
    const newAddress = uniqueEmail('new-address');
    await post('/api/auth/email', { email: newAddress }, named.auth);

    const mails = [...(await mailsTo(t, victim)), ...(await mailsTo(t, newAddress))];
    expect(mails.map((m) => m.subject?.split(' — ')[0]).sort()).toEqual([
      'Confirm your e-mail address',
      'Confirm your e-mail address',
      'Confirm your new e-mail address',
      'Reset your password',
    ]);
    for (const mail of mails) {
      expect(mail.text).not.toContain('evil.example');
      expect(mail.html).not.toContain('evil.example');
      expect(mail.text).toMatch(/^Hello,$/m);
    }
    // The confirmed old address of `named` still reads its own name.
    const notice = (await mailsTo(t, named.user.email)).at(-1);
    expect(notice?.text).toContain(`Hello ${LURE},`);
  });

  it("does not let strangers spend an address's reset allowance, and answers alike past it", async () => {
    const owner = await signUp(t.app);
    const resetMails = async () =>
      (await mailsTo(t, owner.user.email)).filter((m) => m.subject?.startsWith('Reset your password'));
    // Three strangers ask for the owner's address, each from a client of their own.
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/auth/password-reset', { email: owner.user.email })).statusCode).toBe(200);
    }
    expect(await resetMails()).toHaveLength(3);
    // The owner's own request is answered like any other; the newest link in the mailbox works.
    const own = await post('/api/auth/password-reset', { email: owner.user.email });
    expect([own.statusCode, own.json()]).toEqual([200, { ok: true }]);
    const mails = await resetMails();
    expect(mails).toHaveLength(3);
    const confirm = await post('/api/auth/password-reset/confirm', {
      code: codeIn(mails.at(-1)!, '/reset-password'),
      password: 'a brand new password',
    });
    expect(confirm.statusCode).toBe(200);
  });

  it('counts nothing per address for an address without an account', async () => {
    const unknown = uniqueEmail('nobody');
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await post('/api/auth/password-reset', { email: unknown })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(await mailsTo(t, unknown)).toEqual([]);
  });
});
