import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import {
  AccessTokens,
  Authenticator,
  EmailVerification,
  GoogleSignIn,
  LoginThrottle,
  MfaThrottle,
  type PasswordHasher,
  PasswordReset,
  SignInChallenges,
  TotpSecretBox,
} from '../modules/auth/auth.public.js';
import { AuthService } from '../modules/auth/auth.service.js';
import { MfaService } from '../modules/auth/mfa.service.js';
import type { LiveEvents } from '../modules/events/events.public.js';
import type { LimiterFactory } from '../shared-state/limiters.js';
import { StreamEndingSessions } from './stream-ending-sessions.js';

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
  /** Live event streams end with their sign-in session (issue 41 item 8). */
  liveEvents: LiveEvents;
}) {
  const { config, db, clock, limiters, tokenSecret, passwords, liveEvents } = parts;
  const tokens = new AccessTokens(tokenSecret);
  const sessions = new StreamEndingSessions(db, clock, liveEvents);
  const authenticator = new Authenticator(db, tokens, sessions, clock);
  const verification = new EmailVerification(db, clock, limiters);
  const passwordReset = new PasswordReset(db, sessions, clock, limiters, passwords);
  const mfa = new MfaService(db, new TotpSecretBox(tokenSecret), new MfaThrottle(limiters), 'Refocus', clock);
  const auth = new AuthService(
    db,
    sessions,
    new LoginThrottle(limiters),
    verification,
    mfa,
    new SignInChallenges(tokenSecret, clock),
    passwords,
    clock,
  );
  const google = config.google ? new GoogleSignIn(config.google) : undefined;
  return { tokens, sessions, authenticator, verification, passwordReset, mfa, auth, google };
}
