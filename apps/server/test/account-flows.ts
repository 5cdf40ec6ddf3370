import type { LightMyRequestResponse } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { currentTotpCode } from '../src/modules/auth/totp.js';
import { addressOf, codeIn, readOutbox } from './mail.js';
import type { TestSession } from './sessions.js';
import type { TestApp } from './test-app.js';
import type { testClock } from './test-clock.js';

/**
 * Account journeys the issue 41 tests share, through the API as a person would: read the
 * mail sent to an address, reset a password from its link, turn two-step sign-in on.
 */

/** Runs the due jobs (the mail worker among them) and answers every message to `to`, oldest first. */
export async function mailsTo(t: TestApp, to: string): Promise<ParsedMail[]> {
  await t.app.jobWorker.runDue();
  return (await readOutbox(t.dataDir)).filter((m) => addressOf(m) === to);
}

let client = 0;
/** A client address of its own for each request, so per-client limits never add up across tests. */
export const freshClient = () => `203.0.113.${(++client % 250) + 1}`;

/** Asks for a reset link for `email`, follows it with `password`: the confirmation's answer. */
export async function resetPasswordByMail(
  t: TestApp,
  email: string,
  password = 'a brand new password',
): Promise<LightMyRequestResponse> {
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { email },
    remoteAddress: freshClient(),
  });
  if (asked.statusCode !== 200) throw new Error(`reset request answered ${asked.statusCode}`);
  const mail = (await mailsTo(t, email)).filter((m) => m.subject?.startsWith('Reset your password')).at(-1);
  if (!mail) throw new Error(`no reset mail to ${email}`);
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { code: codeIn(mail, '/reset-password'), password },
  });
}

/**
 * Turns two-step sign-in on for the session's account, the clock moved to a step's start
 * (codes are judged by the app's clock). Answers the secret, the recovery codes and that moment.
 */
export async function enrolTwoStep(
  t: TestApp,
  session: TestSession,
  clock: ReturnType<typeof testClock>,
): Promise<{ secret: string; recoveryCodes: string[]; at: number }> {
  const at = Math.ceil(clock().getTime() / 30_000) * 30_000 + 1000;
  clock.set(at);
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/auth/mfa/totp/enrol',
    headers: session.auth,
  });
  if (started.statusCode !== 200) throw new Error(`enrol answered ${started.statusCode}: ${started.body}`);
  const { secret } = started.json();
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/auth/mfa/totp/confirm',
    headers: session.auth,
    payload: { code: currentTotpCode(secret, at) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm answered ${confirmed.statusCode}`);
  return { secret, recoveryCodes: confirmed.json().recoveryCodes, at };
}
