/**
 * What other modules may use of `auth` (decision 021): deleting a person ends all their
 * sign-in sessions, and notices link back to the shop like every e-mailed link.
 *
 * And what the rest of the server needs (issue 39): the app wires the token secret, the
 * password hasher, the sessions, throttles and e-mail links into the auth services
 * (app.ts, app/auth-services.ts); access control asks the `Authenticator` who is calling and
 * names the caller's session; start-up and `admin:create` make sure of an admin account; the
 * demo seed hashes its accounts' password.
 *
 * Nothing exported from users.public.ts may import this file: auth builds on users (the
 * authenticator, sign-up and e-mail links read accounts), so the other way would be a cycle.
 */
export { AccessTokens, type TokenSession } from './access-tokens.js';
export { ensureAdmin } from './admin-accounts.js';
export { Authenticator, requireRecentLogin } from './authenticator.js';
export { EmailVerification } from './email-verification.js';
export { GoogleSignIn } from './google-sign-in.js';
export { linkOrigin } from './link-origin.js';
export { LoginThrottle } from './login-throttle.js';
export { MfaThrottle } from './mfa-throttle.js';
export { PASSWORD_RESET_JOB, PasswordReset } from './password-reset.js';
export { hashPassword, type PasswordCost, PasswordHasher } from './passwords.js';
export { RefreshSessions } from './refresh-sessions.js';
export { SignInChallenges } from './sign-in-challenges.js';
export { resolveTokenSecret } from './token-secret.js';
export { TotpSecretBox } from './totp-secret-box.js';
