import { statusOf } from '../errors/app-error.js';

/**
 * Every error code the API answers, with what it means for a client: one row each in the
 * OpenAPI document's description (issue #13.8). `error-code-table.test.ts` fails when the
 * server throws a code that has no row here.
 */
const MEANINGS: Record<string, string> = {
  'bad-request': 'The request is malformed (JSON, multipart, URL).',
  'validation-failed': 'A field is invalid; `field` names it and `message` says why.',
  unauthenticated: 'Sign in first: no access token, or one that is not ours.',
  forbidden: 'Signed in, but this is not yours to do (role, owner, the last admin).',
  'not-found': 'Nothing here: an unknown id or email, or a listing off the storefront.',
  conflict: 'The state moved on: already booked, no longer available, a clash of writes.',
  'payload-too-large': 'The body or the photo is too large (10 MB, 40 megapixels).',
  'unsupported-media-type': 'Wrong content type, or a file that is not a JPEG, PNG, WebP, AVIF or GIF.',
  'rate-limited': 'Too many requests or uploads; `Retry-After` says when to try again.',
  'not-ready': 'The instance is starting or shutting down (readiness).',
  busy: 'The image queue is full; `Retry-After` says when to try again.',
  overloaded: 'The server is overloaded; `Retry-After` says when to try again.',
  maintenance:
    'The shop is in maintenance (a backup is being restored); `Retry-After` says when to try again.',
  internal: 'A bug on our side; the message says nothing more.',
  'auth/invalid-email': 'The email address is not valid.',
  'auth/weak-password': 'The password is too short or too long (8 to 128 characters).',
  'auth/invalid-display-name': 'The display name is empty or too long.',
  'auth/email-already-in-use': 'An account already has this email address.',
  'auth/wrong-password':
    'Wrong email or password (the same answer whether the email exists or not); to a signed-in caller changing the password or confirming it is them, that the password is not theirs.',
  'auth/invalid-credential': 'A Google answer or a sign-in challenge that could not be used: start again.',
  'auth/too-many-requests': 'Too many attempts; `Retry-After` says when to try again.',
  'auth/user-disabled': 'An admin disabled this account: no sign-in, refresh or API call.',
  'auth/user-token-expired': 'The session ended (signed out elsewhere, password changed): sign in again.',
  'auth/id-token-expired': 'The access token expired: refresh it and ask again.',
  'auth/email-not-verified': 'Listing and booking need a confirmed address: follow the e-mailed link.',
  'auth/expired-action-code':
    'The e-mailed link is too old (verification 24 h, reset 1 h): ask for a new one.',
  'auth/invalid-action-code': 'The e-mailed link was used already, replaced, or is garbled.',
  'auth/requires-recent-login': 'A sensitive action needs a sign-in within 5 minutes: re-authenticate.',
  'auth/multi-factor-auth-required': 'Two-step sign-in is on: finish with a code and `error.challenge`.',
  'auth/invalid-verification-code': 'The two-step code or recovery code is wrong or was used already.',
  'auth/invalid-multi-factor-session': 'The two-step challenge expired or is not ours: sign in again.',
  'auth/account-exists-with-different-credential':
    'A password account has this Google address: prove its password with `error.challenge` to link them.',
  'auth/credential-already-in-use': 'This Google account is linked to another Refocus account.',
  'auth/operation-not-allowed': 'Google sign-in is not configured on this shop.',
  'auth/popup-closed-by-user': 'The Google sign-in was closed before it finished.',
  'auth/network-request-failed': 'The identity provider did not answer.',
  'auth/internal-error': 'The identity provider answered something we could not use.',
};

/** The codes with a row, for the test. */
export const DOCUMENTED_ERROR_CODES = Object.keys(MEANINGS);

/** A Markdown table: code, HTTP status, meaning. */
export function errorCodeTable(): string {
  const rows = Object.entries(MEANINGS).map(
    ([code, meaning]) => `| \`${code}\` | ${statusOf(code)} | ${meaning} |`,
  );
  return ['| code | status | meaning |', '| --- | --- | --- |', ...rows].join('\n');
}
