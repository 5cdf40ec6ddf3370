import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo, resetPasswordByMail } from '../../../test/account-flows.js';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { codeIn } from '../../../test/mail.js';
import { logIn, signUp, type TestSession, uniqueEmail } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testClock } from '../../../test/test-clock.js';

const PASSWORD = 'correct horse battery';

/**
 * Issue 41, items 2 and 6: a change of e-mail address someone else asked for can be stopped
 * by the owner, and does not survive the owner's recovery; asking for a taken address
 * answers like a free one, after being counted.
 */
describe.each(TEST_DIALECTS)('pending e-mail changes on %s', (dialect) => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock });
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object, headers?: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const emailOf = async (session: TestSession) =>
    (await t.app.inject({ url: '/api/auth/me', headers: session.auth })).json().user.email;

  /** Asks to move the account to a fresh address: the code of the link mailed there. */
  async function askForChange(session: TestSession): Promise<{ newEmail: string; code: string }> {
    const newEmail = uniqueEmail('attacker');
    expect((await post('/api/auth/email', { email: newEmail }, session.auth)).statusCode).toBe(200);
    const [mail] = await mailsTo(t, newEmail);
    return { newEmail, code: codeIn(mail!, '/verify-email') };
  }

  it('tells the old address at once, with a link that cancels the change', async () => {
    const session = await signUp(t.app, { name: 'Ada' });
    const { newEmail, code } = await askForChange(session);
    const notice = (await mailsTo(t, session.user.email)).at(-1);
    expect(notice?.subject).toMatch(/^A change of your e-mail address was requested/);
    expect(notice?.text).toContain('Hello Ada,');
    expect(notice?.text).toContain(newEmail);
    expect(notice?.text).toMatch(/If this wasn't you, cancel the change/);
    const cancelCode = codeIn(notice!, '/cancel-email-change');

    expect((await post('/api/auth/email/cancel', { code: cancelCode })).json()).toEqual({ ok: true });
    const late = await post('/api/auth/verify-email', { code });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.code).toBe('auth/invalid-action-code');
    expect(await emailOf(session)).toBe(session.user.email);
    // The cancel link works once; a garbled one is refused the same way.
    for (const again of [cancelCode, 'garbled']) {
      const refused = await post('/api/auth/email/cancel', { code: again });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('auth/invalid-action-code');
    }
    expect((await post('/api/auth/email/cancel', {})).json().error.field).toBe('code');
  });

  it('keeps every cancel link working while a change waits, and is too late once the account moved', async () => {
    const session = await signUp(t.app);
    await askForChange(session);
    const first = codeIn((await mailsTo(t, session.user.email)).at(-1)!, '/cancel-email-change');
    const { code } = await askForChange(session);
    // The first notice's link still cancels the newer change.
    expect((await post('/api/auth/email/cancel', { code: first })).statusCode).toBe(200);
    expect((await post('/api/auth/verify-email', { code })).statusCode).toBe(400);

    const moved = await askForChange(session);
    const cancel = codeIn((await mailsTo(t, session.user.email)).at(-1)!, '/cancel-email-change');
    expect((await post('/api/auth/verify-email', { code: moved.code })).statusCode).toBe(200);
    const tooLate = await post('/api/auth/email/cancel', { code: cancel });
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().error).toMatchObject({ code: 'auth/invalid-action-code' });
    expect(await emailOf(session)).toBe(moved.newEmail);
  });

  const recoveries: [string, (session: TestSession) => Promise<void>][] = [
    [
      'a password reset',
      async (session) => {
        expect((await resetPasswordByMail(t, session.user.email)).statusCode).toBe(200);
      },
    ],
    [
      'a password change',
      async (session) => {
        const changed = await post(
          '/api/auth/password',
          { currentPassword: PASSWORD, newPassword: 'a brand new password' },
          session.auth,
        );
        expect(changed.statusCode).toBe(200);
      },
    ],
    [
      '"sign out other devices"',
      async (session) => {
        expect((await post('/api/auth/sessions/sign-out-others', undefined, session.auth)).statusCode).toBe(
          200,
        );
      },
    ],
  ];

  it.each(recoveries)('retires a pending change on %s', async (_name, recover) => {
    const owner = await signUp(t.app);
    // Someone else, signed in to the account, asks to move it to their address.
    const intruder = await logIn(t.app, owner.user.email, PASSWORD);
    const { code } = await askForChange(intruder);
    await recover(owner);
    const refused = await post('/api/auth/verify-email', { code });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('auth/invalid-action-code');
    const row = await t.app.database.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', owner.user.uid)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(owner.user.email);
  });

  it('counts a request for a taken address first, answers it like a free one, and tells that address', async () => {
    const taken = await signUp(t.app, { name: 'Taken Name' });
    const session = await signUp(t.app, { name: 'Asker Name' });
    const free = await post('/api/auth/email', { email: uniqueEmail('free') }, session.auth);
    const answers = [];
    for (let i = 0; i < 2; i++)
      answers.push(await post('/api/auth/email', { email: taken.user.email }, session.auth));
    expect(answers.map((a) => [a.statusCode, a.body])).toEqual([
      [200, free.body],
      [200, free.body],
    ]);
    // Three requests were counted: the fourth is refused whatever the address.
    const fourth = await post('/api/auth/email', { email: uniqueEmail('free') }, session.auth);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.code).toBe('auth/too-many-requests');

    const told = (await mailsTo(t, taken.user.email)).filter((m) =>
      m.subject?.startsWith('This address already has an account'),
    );
    expect(told).toHaveLength(2);
    expect(told[0]?.text).not.toMatch(/Asker Name|Taken Name|verify-email/);
    expect(await emailOf(session)).toBe(session.user.email);
  });
});
