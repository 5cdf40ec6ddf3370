import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** One step either side of now: a phone clock a little off still works. */
const WINDOW = 1;

function totpOf(secretBase32: string, account = '', issuer = 'Refocus'): TOTP {
  return new TOTP({
    issuer,
    label: account,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret (160 bits, RFC 4226's recommendation), base32 as apps expect it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` URI an authenticator app scans. */
export function totpUri(secretBase32: string, account: string, issuer: string): string {
  return totpOf(secretBase32, account, issuer).toString();
}

/**
 * The time step the code belongs to, or null when it is not a current code. The caller
 * refuses a step it has already accepted: that is what stops a replay inside the window.
 */
export function matchingTotpStep(secretBase32: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The code of a secret at `now` (ms): what a phone would show then (tests compute it). */
export function currentTotpCode(secretBase32: string, now: number): string {
  return totpOf(secretBase32).generate({ timestamp: now });
}
