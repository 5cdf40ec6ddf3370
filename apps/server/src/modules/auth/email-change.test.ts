import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { addressOf, codeIn, readOutbox } from '../../../test/mail.js';
import { logIn, signUp, uniqueEmail } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testClock } from '../../../test/test-clock.js';

const PASSWORD = 'correct horse battery';

/** Changing the e-mail address: a link to the new address, a notice to the old one, through the outbox. */
describe.each(TEST_DIALECTS)('change e-mail on %s', (dialect) => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers?: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  async function lastMailTo(to: string) {
    await t.app.jobWorker.runDue();
    return (await readOutbox(t.dataDir)).filter((m) => addressOf(m) === to).at(-1);
  }

  it('moves the account once the new address follows its link, and tells the old address', async () => {
    const oldEmail = uniqueEmail('old');
    const newEmail = uniqueEmail('new');
    const session = await signUp(t.app, { email: oldEmail });
    const asked = await post('/api/auth/email', { email: newEmail.toUpperCase() }, session.auth);
    expect(asked.statusCode).toBe(200);
    // Nothing moves before the link is followed.
    expect((await t.app.inject({ url: '/api/auth/me', headers: session.auth })).json().user.email).toBe(
      oldEmail,
    );

    const mail = await lastMailTo(newEmail);
    expect(mail?.subject).toMatch(/^Confirm your new e-mail address/);
    const confirmed = await post('/api/auth/verify-email', { code: codeIn(mail!, '/verify-email') });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ ok: true, email: newEmail });

    const me = (await t.app.inject({ url: '/api/auth/me', headers: session.auth })).json().user;
    expect(me).toMatchObject({ email: newEmail, emailVerified: true });
    const notice = await lastMailTo(oldEmail);
    expect(notice?.subject).toMatch(/^Your e-mail address was changed/);
    expect(notice?.text).toContain(newEmail);
    await logIn(t.app, newEmail, PASSWORD);
    await expect(logIn(t.app, oldEmail, PASSWORD)).rejects.toThrow(/sign-in failed/);

    // The link works once: a second click only says the new address is confirmed (issue 42, item 11).
    const mailsToOld = async () => (await readOutbox(t.dataDir)).filter((m) => addressOf(m) === oldEmail);
    const told = (await mailsToOld()).length;
    const again = await post('/api/auth/verify-email', { code: codeIn(mail!, '/verify-email') });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true, email: newEmail, alreadyConfirmed: true });
    await t.app.jobWorker.runDue();
    expect(await mailsToOld()).toHaveLength(told);
  });

  it('refuses the same address, a malformed one, and an old sign-in', async () => {
    // An address in use is answered like a free one (email-change-recovery.test.ts).
    const session = await signUp(t.app);
    const same = await post('/api/auth/email', { email: session.user.email }, session.auth);
    expect(same.statusCode).toBe(400);
    const malformed = await post('/api/auth/email', { email: 'not-an-address' }, session.auth);
    expect(malformed.json().error.code).toBe('auth/invalid-email');

    clock.advance(10 * 60_000);
    const late = await post('/api/auth/email', { email: uniqueEmail('late') }, session.auth);
    expect(late.statusCode).toBe(401);
    expect(late.json().error.code).toBe('auth/requires-recent-login');
  });

  it('refuses the link when someone else took the address meanwhile', async () => {
    const wanted = uniqueEmail('wanted');
    const session = await signUp(t.app);
    expect((await post('/api/auth/email', { email: wanted }, session.auth)).statusCode).toBe(200);
    const mail = await lastMailTo(wanted);
    await signUp(t.app, { email: wanted });
    const late = await post('/api/auth/verify-email', { code: codeIn(mail!, '/verify-email') });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('auth/email-already-in-use');
    expect((await t.app.inject({ url: '/api/auth/me', headers: session.auth })).json().user.email).toBe(
      session.user.email,
    );
  });
});
