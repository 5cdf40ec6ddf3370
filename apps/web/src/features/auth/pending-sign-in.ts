import { ApiError } from '../../lib/api-error';

/**
 * A sign-in that is half done: the server answered with a challenge. Either a second factor
 * is owed (`code`), or Google vouched for an address that has a password account and the
 * password links the two (`link`).
 */
export type PendingSignIn = { kind: 'code' | 'link'; challenge: string };

export function pendingSignInOf(error: unknown): PendingSignIn | null {
  if (!(error instanceof ApiError) || !error.challenge) return null;
  if (error.code === 'auth/multi-factor-auth-required') return { kind: 'code', challenge: error.challenge };
  if (error.code === 'auth/account-exists-with-different-credential') {
    return { kind: 'link', challenge: error.challenge };
  }
  return null;
}
