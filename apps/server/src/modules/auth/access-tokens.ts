import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_SECONDS = 60 * 60;
const ISSUER = 'refocus';
const AUDIENCE = 'refocus-api';

/** Short-lived, stateless access tokens (HS256 JWT); the user's rights are read from the database. */
export class AccessTokens {
  constructor(private readonly secret: Uint8Array) {}

  sign(userId: string): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
      .sign(this.secret);
  }

  /** The user id of a valid token; `expired` or `invalid` otherwise. */
  async verify(token: string): Promise<{ userId: string } | 'expired' | 'invalid'> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        // A token without an expiry would be valid for ever: refuse any that lacks one of these.
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      return payload.sub ? { userId: payload.sub } : 'invalid';
    } catch (error) {
      return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
    }
  }
}
