import { createHash, randomInt } from 'node:crypto';

const RECOVERY_CODE_COUNT = 10;
/** No 0/O or 1/I/L: codes are read off paper and typed by hand. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GROUPS = 3;
const GROUP_LENGTH = 5;

/**
 * Recovery codes: 15 random characters of a 31-letter alphabet (about 74 bits), shown once
 * as `XXXXX-XXXXX-XXXXX`. With that much entropy a guess is hopeless, so a plain SHA-256 of
 * the normalised code is a safe way to keep them (no slow hash needed, ASVS 6.5.2).
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: GROUPS }, () =>
      Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    ).join('-'),
  );
}

/** Case, spaces and dashes do not matter when a code is typed. */
function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

export function looksLikeRecoveryCode(code: string): boolean {
  return normalizeRecoveryCode(code).length === GROUPS * GROUP_LENGTH;
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}
