import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { type Clock, systemClock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { findLiveUserById, type User } from '../users/users.public.js';
import type { AccessTokens, TokenSession } from './access-tokens.js';
import { authErrors } from './auth-errors.js';
import type { RefreshSessions } from './refresh-sessions.js';

/** How recent a sign-in a sensitive action needs (decision 016). */
const RECENT_LOGIN_SECONDS = 5 * 60;

export interface Identified {
  user: User;
  session: TokenSession;
}

/**
 * Answers "who is asking, and may they?" for every protected route. The token says who;
 * the database says whether that account still exists, whether the token's sign-in session
 * is still on, and what the account may do, on every call, so a deletion, a block, a
 * sign-out elsewhere or a role change takes effect at once.
 */
export class Authenticator {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly tokens: AccessTokens,
    private readonly sessions: RefreshSessions,
    /** The time recent sign-ins are judged by (`requireRecentLogin`); the sessions read the same clock. */
    readonly clock: Clock = systemClock,
  ) {}

  /** The caller, or undefined when the request carries no token at all. */
  async optional(request: FastifyRequest): Promise<Identified | undefined> {
    const header = request.headers.authorization;
    if (!header) return undefined;
    const token = /^Bearer ([A-Za-z0-9._~+/=-]+)$/i.exec(header)?.[1];
    if (!token) throw new AppError('unauthenticated', authErrors.authorizationMustBearerAccess);
    const verified = await this.tokens.verify(token);
    if (verified === 'expired') throw new AppError('auth/id-token-expired', authErrors.accessTokenExpired);
    if (verified === 'invalid') throw new AppError('unauthenticated', authErrors.accessTokenValid);
    const [user, live] = await Promise.all([
      findLiveUserById(this.db, verified.userId),
      verified.sessionId ? this.sessions.isLive(verified.sessionId, verified.userId) : true,
    ]);
    if (!user) throw new AppError('auth/user-token-expired', authErrors.accountGone);
    if (user.disabled) throw new AppError('auth/user-disabled', authErrors.accountBeenDisabled);
    if (!live) throw new AppError('auth/user-token-expired', authErrors.sessionSignedOut);
    return {
      user,
      session: { sessionId: verified.sessionId, authTime: verified.authTime, expiresAt: verified.expiresAt },
    };
  }

  async user(request: FastifyRequest): Promise<Identified> {
    const identified = await this.optional(request);
    if (!identified) throw new AppError('unauthenticated', authErrors.signInToDoThis);
    return identified;
  }

  async seller(request: FastifyRequest): Promise<Identified> {
    const identified = await this.user(request);
    if (!identified.user.seller) throw new AppError('forbidden', authErrors.onlySellersDo);
    return identified;
  }

  async admin(request: FastifyRequest): Promise<Identified> {
    const identified = await this.user(request);
    if (!identified.user.admin) throw new AppError('forbidden', authErrors.onlyAdminsDo);
    return identified;
  }
}

/** Refuses unless the caller proved who they are within the five minutes before `now`. */
export function requireRecentLogin(session: TokenSession, now: Date): void {
  const age = now.getTime() / 1000 - session.authTime;
  if (session.authTime === 0 || age > RECENT_LOGIN_SECONDS || age < -60) {
    throw new AppError('auth/requires-recent-login', authErrors.securityEnterPasswordAgain);
  }
}
