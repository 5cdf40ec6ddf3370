import type { MessageDescriptor } from '@formatjs/intl';
import type { ErrorCode } from '@refocus/contract';
import { ENGLISH_IN_DOLLARS } from '../i18n/server-languages.js';

/** Values an error message's ICU placeholders take (`{min, number, price}` → `{ min: 400 }`). */
type MessageValues = Record<string, string | number | Date>;

/**
 * A message for people (decision 070): its id in the catalogue, its English (`defaultMessage`),
 * and the values of its placeholders. The error handler answers it in the request's language.
 */
export interface ErrorMessage {
  id: string;
  defaultMessage: string;
  values?: MessageValues;
}

/** A descriptor's English with its values filled in; a plain string is its own English. */
export function englishOf(message: string | ErrorMessage): string {
  if (typeof message === 'string') return message;
  const { values, ...descriptor } = message;
  // Logs and `Error.message` are in English and dollars; answers use the shop's words (error-handler.ts).
  return ENGLISH_IN_DOLLARS.intl('en').formatMessage(descriptor as MessageDescriptor, values);
}

/** The one error type services throw; the error handler turns it into `{error:{code,message}}`. */
export class AppError extends Error {
  /** The translatable message, when it was given as a descriptor (else only the English `message`). */
  readonly descriptor?: ErrorMessage;

  constructor(
    readonly code: ErrorCode,
    message: string | ErrorMessage,
    readonly field?: string,
    options?: ErrorOptions,
  ) {
    super(englishOf(message), options);
    this.name = 'AppError';
    if (typeof message !== 'string') this.descriptor = message;
  }
}

/**
 * A refusal that hands the client a short-lived challenge to finish with (a second factor,
 * or the password that links a Google identity): answered as `error.challenge`.
 */
export class ChallengeError extends AppError {
  constructor(
    code: ErrorCode,
    message: string | ErrorMessage,
    readonly challenge: string,
  ) {
    super(code, message);
  }
}

/** One table maps each code to its HTTP status. `auth/…` codes default to 400. */
const STATUS_BY_CODE: Record<string, number> = {
  'bad-request': 400,
  'validation-failed': 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'payload-too-large': 413,
  'unsupported-media-type': 415,
  'rate-limited': 429,
  internal: 500,
  'not-ready': 503,
  busy: 503,
  overloaded: 503,
  maintenance: 503,
  'auth/wrong-password': 401,
  'auth/id-token-expired': 401,
  'auth/user-token-expired': 401,
  'auth/user-disabled': 403,
  'auth/email-not-verified': 403,
  'auth/expired-action-code': 400,
  'auth/invalid-action-code': 400,
  'auth/email-already-in-use': 409,
  'auth/account-exists-with-different-credential': 409,
  'auth/credential-already-in-use': 409,
  'auth/requires-recent-login': 401,
  'auth/multi-factor-auth-required': 401,
  'auth/invalid-verification-code': 400,
  'auth/invalid-multi-factor-session': 400,
  'auth/too-many-requests': 429,
};

export function statusOf(code: string): number {
  return STATUS_BY_CODE[code] ?? 400;
}
