import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { signUp, type TestSession, uniqueEmail } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testClock } from '../../../test/test-clock.js';
import { currentTotpCode } from './totp.js';

const PASSWORD = 'correct horse battery';
const STEP = 30_000;

interface Enrolled {
  session: TestSession;
  secret: string;
  recoveryCodes: string[];
  /** The moment enrolment was confirmed (the test clock, at a step's start). */
  at: number;
}

describe.each(TEST_DIALECTS)('two-step sign-in (TOTP) on %s', (dialect) => {
  let t: TestApp;
  // The app's time: codes, challenges and recent sign-ins are judged by it, and the tests move it.
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock });
  });
  afterAll(() => t.close());

  const post = (app: FastifyInstance, url: string, payload: unknown, headers = {}) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers });
  const login = (email: string) => post(t.app, '/api/auth/login', { email, password: PASSWORD });
  const secondStep = (challenge: string, code: string) =>
    post(t.app, '/api/auth/mfa/sign-in', { challenge, code });

  /** Signs up and turns two-step sign-in on, the clock moved on to a step's start. */
  async function enrol(): Promise<Enrolled> {
    const at = Math.ceil(clock().getTime() / STEP) * STEP + 1000;
    clock.set(at);
    const session = await signUp(t.app, { email: uniqueEmail('mfa') });
    const started = await post(t.app, '/api/auth/mfa/totp/enrol', {}, session.auth);
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCode } = started.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Refocus:.*secret=/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg');

    const wrong = await post(
      t.app,
      '/api/auth/mfa/totp/confirm',
      { code: '000000' === currentTotpCode(secret, at) ? '111111' : '000000' },
      session.auth,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('auth/invalid-verification-code');
    const confirmed = await post(
      t.app,
      '/api/auth/mfa/totp/confirm',
      { code: currentTotpCode(secret, at) },
      session.auth,
    );
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json();
    return { session, secret, recoveryCodes, at };
  }

  async function challengeFor(email: string): Promise<string> {
    const first = await login(email);
    expect(first.statusCode).toBe(401);
    expect(first.json().error.code).toBe('auth/multi-factor-auth-required');
    expect(first.cookies.find((c) => c.name === 'refocus_refresh')).toBeUndefined();
    expect(first.json().accessToken).toBeUndefined();
    return first.json().error.challenge;
  }

  it('enrols with a QR code and a confirming code, and answers 10 distinct recovery codes', async () => {
    const { session, recoveryCodes } = await enrol();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const status = await t.app.inject({ url: '/api/auth/mfa', headers: session.auth });
    expect(status.json()).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    // Stored encrypted, and the recovery codes only as hashes.
    const factor = await t.app.database.db
      .selectFrom('totp_factors')
      .selectAll()
      .where('user_id', '=', session.user.uid)
      .executeTakeFirstOrThrow();
    expect(factor.secret_encrypted).toMatch(/^v1\./);
    const hashes = await t.app.database.db
      .selectFrom('recovery_codes')
      .select('code_hash')
      .where('user_id', '=', session.user.uid)
      .execute();
    expect(hashes.map((h) => h.code_hash)).not.toContain(recoveryCodes[0]);
    // A second enrolment while one is on is refused.
    expect((await post(t.app, '/api/auth/mfa/totp/enrol', {}, session.auth)).statusCode).toBe(409);
  });

  it('asks an enrolled user for a code at sign-in, refuses a wrong one, and signs in with the right one', async () => {
    const { session, secret, at } = await enrol();
    const challenge = await challengeFor(session.user.email);

    const wrong = await secondStep(challenge, currentTotpCode(secret, at + 10 * STEP));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('auth/invalid-verification-code');

    clock.set(at + STEP);
    const right = await secondStep(challenge, currentTotpCode(secret, at + STEP));
    expect(right.statusCode).toBe(200);
    expect(right.json().user.uid).toBe(session.user.uid);
    // A code from the app: the answer has the session's fields only.
    expect(Object.keys(right.json()).sort()).toEqual(['accessToken', 'expiresIn', 'user']);
    expect(right.cookies.find((c) => c.name === 'refocus_refresh')?.value).toBeTruthy();
    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${right.json().accessToken}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a code replayed inside its window, and accepts the next step', async () => {
    const { session, secret, at } = await enrol();
    clock.set(at + 2 * STEP);
    const code = currentTotpCode(secret, at + 2 * STEP);
    expect((await secondStep(await challengeFor(session.user.email), code)).statusCode).toBe(200);
    // Same code, same 30 s step, a new sign-in: refused.
    clock.set(at + 2 * STEP + 5000);
    const replay = await secondStep(await challengeFor(session.user.email), code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe('auth/invalid-verification-code');
    expect(replay.json().error.message).toMatch(/just been used/);
    // A code of an older step inside the window is refused too: steps only move forward.
    const older = await secondStep(
      await challengeFor(session.user.email),
      currentTotpCode(secret, at + STEP),
    );
    expect(older.statusCode).toBe(400);
    clock.set(at + 3 * STEP);
    const next = await secondStep(
      await challengeFor(session.user.email),
      currentTotpCode(secret, at + 3 * STEP),
    );
    expect(next.statusCode).toBe(200);
  });

  it('accepts the code of the step before or after now, not of two steps away', async () => {
    const { session, secret, at } = await enrol();
    const attempt = async (codeAt: number) =>
      secondStep(await challengeFor(session.user.email), currentTotpCode(secret, codeAt));
    clock.set(at + 3 * STEP);
    for (const tooFar of [at + STEP, at + 5 * STEP]) {
      const refused = await attempt(tooFar);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toMatch(/not right/);
    }
    // A phone clock a step behind or ahead still works.
    expect((await attempt(at + 2 * STEP)).statusCode).toBe(200);
    expect((await attempt(at + 4 * STEP)).statusCode).toBe(200);
  });

  it('lets two requests with one code through only once', async () => {
    const { session, secret, at } = await enrol();
    clock.set(at + 4 * STEP);
    const code = currentTotpCode(secret, at + 4 * STEP);
    const [a, b] = [await challengeFor(session.user.email), await challengeFor(session.user.email)];
    const answers = await Promise.all([secondStep(a, code), secondStep(b, code)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('accepts each recovery code once, and counts them down', async () => {
    const { session, recoveryCodes } = await enrol();
    const code = recoveryCodes[3]!;
    const first = await secondStep(
      await challengeFor(session.user.email),
      code.toLowerCase().replaceAll('-', ' '),
    );
    expect(first.statusCode).toBe(200);
    // The sign-in says how many are left (issue 42, item 1), beside the session's usual fields.
    expect(first.json()).toMatchObject({ accessToken: expect.any(String), recoveryCodesLeft: 9 });
    const next = await secondStep(await challengeFor(session.user.email), recoveryCodes[0]!);
    expect(next.json().recoveryCodesLeft).toBe(8);
    const again = await secondStep(await challengeFor(session.user.email), code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('auth/invalid-verification-code');
    const status = await t.app.inject({ url: '/api/auth/mfa', headers: session.auth });
    expect(status.json().recoveryCodesLeft).toBe(8);
  });

  it('expires the challenge after 5 minutes and refuses a forged one', async () => {
    const { session, secret, at } = await enrol();
    const [challenge, other] = [
      await challengeFor(session.user.email),
      await challengeFor(session.user.email),
    ];
    clock.set(at + 5 * 60_000 - 1000);
    const inTime = await secondStep(other, currentTotpCode(secret, at + 5 * 60_000 - 1000));
    expect(inTime.statusCode).toBe(200);
    clock.set(at + 5 * 60_000 + STEP);
    const late = await secondStep(challenge, currentTotpCode(secret, at + 5 * 60_000 + STEP));
    expect(late.statusCode).toBe(400);
    expect(late.json().error.code).toBe('auth/invalid-multi-factor-session');
    const forged = await secondStep(`${challenge.slice(0, -4)}AAAA`, '123456');
    expect(forged.json().error.code).toBe('auth/invalid-multi-factor-session');
    // An access token is no challenge.
    const token = await secondStep(session.accessToken, '123456');
    expect(token.json().error.code).toBe('auth/invalid-multi-factor-session');
  });

  it('slows down wrong codes with auth/too-many-requests and Retry-After', async () => {
    const { session, secret, at } = await enrol();
    const challenge = await challengeFor(session.user.email);
    const wrongCode = currentTotpCode(secret, at + 50 * STEP);
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await secondStep(challenge, wrongCode));
    const codes = answers.map((r) => r.json().error.code);
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('auth/invalid-verification-code'));
    expect(codes).toContain('auth/too-many-requests');
    const throttled = answers.find((r) => r.statusCode === 429)!;
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right code waits its turn.
    const right = await secondStep(challenge, currentTotpCode(secret, at));
    expect(right.statusCode).toBe(429);
  });

  it('turns off with a code after a recent sign-in; sign-in then needs no code', async () => {
    const { session, secret, at } = await enrol();
    clock.set(at + 6 * STEP);
    const wrong = await post(t.app, '/api/auth/mfa/totp/disable', { code: '12345' }, session.auth);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('auth/invalid-verification-code');
    const off = await post(
      t.app,
      '/api/auth/mfa/totp/disable',
      { code: currentTotpCode(secret, at + 6 * STEP) },
      session.auth,
    );
    expect(off.statusCode).toBe(200);
    expect((await login(session.user.email)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/mfa', headers: session.auth })).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
  });

  it('asks for the code again when re-authenticating', async () => {
    const { session, secret, at } = await enrol();
    clock.set(at + 20 * 60_000);
    const passwordOnly = await post(t.app, '/api/auth/reauthenticate', { password: PASSWORD }, session.auth);
    expect(passwordOnly.statusCode).toBe(401);
    expect(passwordOnly.json().error.code).toBe('auth/multi-factor-auth-required');
    const both = await post(
      t.app,
      '/api/auth/reauthenticate',
      { password: PASSWORD, code: currentTotpCode(secret, at + 20 * 60_000) },
      session.auth,
    );
    expect(both.statusCode).toBe(200);
  });
});
