import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_SECONDS = 60 * 60;
const ISSUER = 'refocus';
const AUDIENCE = 'refocus-api';

/**
 * What an access token says besides who: the sign-in session it belongs to (`sid`, so ending
 * the session ends the token) and when its owner last proved who they are (`auth_time`, for
 * actions that need a recent sign-in). Both are absent from tokens issued before decision 016.
 */
export interface TokenSession {
  sessionId: string | undefined;
  /** Seconds since the epoch; 0 when unknown (never recent). */
  authTime: number;
  /** Seconds since the epoch when the access token stops being accepted; 0 when unknown. */
  expiresAt: number;
}

/**
 * Short-lived, stateless access tokens (HS256 JWT); the user's rights are read from the database.
 * Their hour is jose's, the real time, not the app's Clock: a test that moves the clock days
 * ahead (review windows, leases) keeps its sessions' tokens. What they carry from the clock
 * (`auth_time`) is judged by the clock (`requireRecentLogin`).
 */
export class AccessTokens {
  constructor(private readonly secret: Uint8Array) {}

  sign(userId: string, session?: { id: string; signedInAt: string | null }): Promise<string> {
    const claims = session
      ? { sid: session.id, auth_time: session.signedInAt ? toSeconds(session.signedInAt) : 0 }
      : {};
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
      .sign(this.secret);
  }

  /** The user id of a valid token; `expired` or `invalid` otherwise. */
  async verify(token: string): Promise<({ userId: string } & TokenSession) | 'expired' | 'invalid'> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        // A token without an expiry would be valid for ever: refuse any that lacks one of these.
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      if (!payload.sub) return 'invalid';
      return {
        userId: payload.sub,
        sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
        authTime: typeof payload.auth_time === 'number' ? payload.auth_time : 0,
        expiresAt: payload.exp ?? 0,
      };
    } catch (error) {
      return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
    }
  }
}

const toSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);
