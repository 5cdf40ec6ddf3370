import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolTwoStep } from '../../../test/account-flows.js';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { signUp, uniqueEmail } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testClock } from '../../../test/test-clock.js';
import { currentTotpCode } from './totp.js';

const PASSWORD = 'correct horse battery';

/**
 * Issue 41, item 3: for an account with two-step sign-in, changing the password proves the
 * password only, so its answer must not count as a recent sign-in (which opens e-mail
 * changes, Google linking and deletion): the token keeps the session's sign-in time.
 */
describe.each(TEST_DIALECTS)('password change and recent sign-in on %s', (dialect) => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, token: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });
  /** A sensitive action: it needs a sign-in within 5 minutes. */
  const changeEmail = (token: string) => post('/api/auth/email', { email: uniqueEmail('moved') }, token);
  const changePassword = (token: string, newPassword: string, currentPassword = PASSWORD) =>
    post('/api/auth/password', { currentPassword, newPassword }, token);

  it('answers a token with the old sign-in time when two-step sign-in is on', async () => {
    const person = await signUp(t.app);
    const { secret } = await enrolTwoStep(t, person, clock);
    clock.advance(10 * 60_000);
    const changed = await changePassword(person.accessToken, 'a brand new password');
    expect(changed.statusCode).toBe(200);
    const token = changed.json().accessToken;
    // The token still works, but not for a sensitive action.
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(200);
    const refused = await changeEmail(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('auth/requires-recent-login');
    // With the code too, the session is recent again.
    const proved = await post(
      '/api/auth/reauthenticate',
      { password: 'a brand new password', code: currentTotpCode(secret, clock().getTime()) },
      token,
    );
    expect(proved.statusCode).toBe(200);
    expect((await changeEmail(proved.json().accessToken)).statusCode).toBe(200);
  });

  it('still counts as a recent sign-in when the password is all the account asks for', async () => {
    const person = await signUp(t.app);
    clock.advance(10 * 60_000);
    const changed = await changePassword(person.accessToken, 'a brand new password');
    expect(changed.statusCode).toBe(200);
    expect((await changeEmail(changed.json().accessToken)).statusCode).toBe(200);
  });
});
