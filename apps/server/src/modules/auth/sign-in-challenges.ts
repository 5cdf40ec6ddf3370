import { jwtVerify, SignJWT } from 'jose';
import { type Clock, systemClock } from '../../clock.js';
import { AppError } from '../../errors/app-error.js';
import { authErrors } from './auth-errors.js';

const ISSUER = 'refocus';
/** Each kind has its own audience: a challenge of one kind is never accepted as another, nor as an access token. */
const MFA_AUDIENCE = 'refocus-mfa-challenge';
const LINK_AUDIENCE = 'refocus-google-link';
const MFA_CHALLENGE_SECONDS = 5 * 60;
const LINK_CHALLENGE_SECONDS = 10 * 60;

/**
 * Half-finished sign-ins, handed to the client as short-lived signed tokens (HS256 under the
 * token secret) and nothing kept on the server:
 * - MFA: the password (or Google) was right, the second factor is still owed;
 * - Google link: Google vouched for an address that has a password account; the Google
 *   identity is linked once the password is proved.
 * Neither is worth anything alone: each needs the code or the password that follows it,
 * and those attempts are rate-limited.
 */
export class SignInChallenges {
  constructor(
    private readonly secret: Uint8Array,
    /** When a challenge is issued and whether it has expired: a test moves it past the 5 minutes. */
    private readonly clock: Clock = systemClock,
  ) {}

  mfa(userId: string): Promise<string> {
    return this.sign({}, userId, MFA_AUDIENCE, MFA_CHALLENGE_SECONDS);
  }

  async openMfa(challenge: string): Promise<{ userId: string }> {
    const payload = await this.verify(
      challenge,
      MFA_AUDIENCE,
      () =>
        new AppError('auth/invalid-multi-factor-session', authErrors.signAttemptExpiredPlease2, 'challenge'),
    );
    return { userId: payload.sub as string };
  }

  googleLink(userId: string, googleSub: string): Promise<string> {
    return this.sign({ gsub: googleSub }, userId, LINK_AUDIENCE, LINK_CHALLENGE_SECONDS);
  }

  async openGoogleLink(challenge: string): Promise<{ userId: string; googleSub: string }> {
    const payload = await this.verify(
      challenge,
      LINK_AUDIENCE,
      () => new AppError('auth/invalid-credential', authErrors.googleSignExpiredPlease, 'challenge'),
    );
    if (typeof payload.gsub !== 'string')
      throw new AppError('auth/invalid-credential', authErrors.linkChallenge);
    return { userId: payload.sub as string, googleSub: payload.gsub };
  }

  private sign(claims: Record<string, unknown>, userId: string, audience: string, seconds: number) {
    const now = this.clock();
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt(now)
      .setExpirationTime(new Date(now.getTime() + seconds * 1000))
      .sign(this.secret);
  }

  private async verify(token: string, audience: string, refusal: () => AppError) {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        issuer: ISSUER,
        audience,
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat', 'sub'],
        currentDate: this.clock(),
      });
      return payload;
    } catch {
      throw refusal();
    }
  }
}
