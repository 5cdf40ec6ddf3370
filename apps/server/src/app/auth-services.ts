import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import { AccessTokens } from '../modules/auth/access-tokens.js';
import { AuthService } from '../modules/auth/auth.service.js';
import { Authenticator } from '../modules/auth/authenticator.js';
import { EmailVerification } from '../modules/auth/email-verification.js';
import { GoogleSignIn } from '../modules/auth/google-sign-in.js';
import { LoginThrottle } from '../modules/auth/login-throttle.js';
import { MfaService } from '../modules/auth/mfa.service.js';
import { MfaThrottle } from '../modules/auth/mfa-throttle.js';
import { PasswordReset } from '../modules/auth/password-reset.js';
import type { PasswordHasher } from '../modules/auth/passwords.js';
import type { LimiterFactory } from '../modules/auth/progressive-delay.js';
import { RefreshSessions } from '../modules/auth/refresh-sessions.js';
import { SignInChallenges } from '../modules/auth/sign-in-challenges.js';
import { TotpSecretBox } from '../modules/auth/totp-secret-box.js';

/**
 * Signing in and staying signed in: tokens, sessions, e-mail links, second factors and Google,
 * each throttled through the shared limiters. All signed with the one token secret.
 */
export function wireAuthServices(parts: {
  config: Config;
  db: Kysely<DB>;
  clock: Clock;
  limiters: LimiterFactory;
  tokenSecret: Uint8Array;
  passwords: PasswordHasher;
}) {
  const { config, db, clock, limiters, tokenSecret, passwords } = parts;
  const tokens = new AccessTokens(tokenSecret);
  const sessions = new RefreshSessions(db);
  const authenticator = new Authenticator(db, tokens, sessions);
  const verification = new EmailVerification(db, clock, limiters);
  const passwordReset = new PasswordReset(db, sessions, clock, limiters, passwords);
  const mfa = new MfaService(db, new TotpSecretBox(tokenSecret), new MfaThrottle(limiters), 'Refocus');
  const auth = new AuthService(
    db,
    sessions,
    new LoginThrottle(limiters),
    verification,
    mfa,
    new SignInChallenges(tokenSecret),
    passwords,
  );
  const google = config.google ? new GoogleSignIn(config.google) : undefined;
  return { tokens, sessions, authenticator, verification, passwordReset, mfa, auth, google };
}
