/**
 * The closed set of error codes the API answers with. `auth/…` names follow spec §8;
 * the others are ours. The server maps each code to one HTTP status in one table.
 */
export const ERROR_CODES = [
  'bad-request',
  'validation-failed',
  'not-found',
  'unauthenticated',
  'forbidden',
  'conflict',
  'payload-too-large',
  'unsupported-media-type',
  'rate-limited',
  'not-ready',
  'busy',
  'overloaded',
  'maintenance',
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number] | `auth/${string}`;

/** Every 4xx and 5xx answer has this body. */
export interface ErrorBody {
  error: {
    code: string;
    message: string;
    field?: string;
    /** With `auth/multi-factor-auth-required` and `auth/account-exists-with-different-credential`: what finishes the sign-in. */
    challenge?: string;
  };
}
