import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { type Clock, systemClock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { authErrors } from './auth-errors.js';
import {
  familyBelongsTo,
  findLiveRefreshTokenOfFamily,
  findRefreshTokenByHash,
  insertRefreshToken,
  listLiveRefreshTokensOfUser,
  revokeAllRefreshTokensOfUser,
  revokeRefreshFamily,
  revokeRefreshToken,
  revokeRefreshTokensOfUserExcept,
  setFamilySignedInAt,
} from './refresh-tokens.repository.js';

export const REFRESH_TOKEN_DAYS = 30;
const DAY = 86_400_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** Enough of a User-Agent header to name a device; the rest is not worth keeping. */
const USER_AGENT_MAX = 256;

/** A sign-in session as its tokens carry it: the family id and when its owner last proved who they are. */
export interface SessionRef {
  id: string;
  signedInAt: string | null;
}

export interface IssuedSession {
  token: string;
  session: SessionRef;
}

export interface LiveSession {
  id: string;
  userAgent: string | null;
  signedInAt: string | null;
  lastUsedAt: string;
}

/**
 * Rotating refresh tokens: 256 random bits, kept only as a hash. Each use replaces the
 * token by a new one of the same family (a sign-in session); presenting a token that was
 * already replaced means it leaked, so the whole family is revoked.
 */
export class RefreshSessions {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock = systemClock,
  ) {}

  /** A new sign-in session; its owner proved who they are just now. */
  async start(
    userId: string,
    db: Kysely<DB> = this.db,
    userAgent: string | undefined = undefined,
  ): Promise<IssuedSession> {
    const session = { id: uuidv7(), signedInAt: this.now() };
    const token = await this.issue(db, userId, session, userAgent?.slice(0, USER_AGENT_MAX) ?? null);
    return { token, session };
  }

  /** The user the token belongs to and its replacement, or `auth/user-token-expired`. */
  async rotate(token: string): Promise<{ userId: string } & IssuedSession> {
    const row = await findRefreshTokenByHash(this.db, hashToken(token));
    const now = this.now();
    if (!row || row.expires_at <= now) throw expired();
    if (row.revoked_at !== null) {
      await revokeRefreshFamily(this.db, row.family_id, now);
      throw expired(row.user_id);
    }
    const rotated = await this.db.transaction().execute(async (trx) => {
      // Another request used this token since we read it: end the transaction without
      // rolling anything back, then revoke outside it (below).
      if (!(await revokeRefreshToken(trx, row.id, now))) return undefined;
      const session = { id: row.family_id, signedInAt: row.signed_in_at };
      const next = await this.issue(trx, row.user_id, session, row.user_agent);
      return { userId: row.user_id, token: next, session };
    });
    if (!rotated) {
      // Its own statement, so the revocation commits although this request fails. On
      // PostgreSQL our UPDATE above waited for the winner's commit, so the token the winner
      // was just given is revoked too.
      await revokeRefreshFamily(this.db, row.family_id, now);
      throw expired();
    }
    return rotated;
  }

  /** Ends the session the refresh token belongs to (a sign-out); answers whose it was. */
  async end(token: string): Promise<{ userId: string; sessionId: string } | undefined> {
    const row = await findRefreshTokenByHash(this.db, hashToken(token));
    if (!row) return undefined;
    await revokeRefreshFamily(this.db, row.family_id, this.now());
    return { userId: row.user_id, sessionId: row.family_id };
  }

  /** Ends every sign-in session of the user (the account was deleted or blocked). */
  async endAll(userId: string, db: Kysely<DB> = this.db): Promise<void> {
    await revokeAllRefreshTokensOfUser(db, userId, this.now());
  }

  /** Whether the session is still on: ending a session ends its access tokens too. */
  async isLive(sessionId: string, userId: string): Promise<boolean> {
    const row = await findLiveRefreshTokenOfFamily(this.db, sessionId, this.now());
    return row?.user_id === userId;
  }

  /** The user's sessions that have not ended, most recently used first. */
  async list(userId: string): Promise<LiveSession[]> {
    const rows = await listLiveRefreshTokensOfUser(this.db, userId, this.now());
    return rows.map((row) => ({
      id: row.family_id,
      userAgent: row.user_agent,
      signedInAt: row.signed_in_at,
      lastUsedAt: row.created_at,
    }));
  }

  /** Ends one of the user's sessions; false when the user has no such session. */
  async endOne(userId: string, sessionId: string): Promise<boolean> {
    if (!(await familyBelongsTo(this.db, sessionId, userId))) return false;
    await revokeRefreshFamily(this.db, sessionId, this.now());
    return true;
  }

  /** Ends every session of the user but one (the caller's own, which stays signed in). */
  async endAllBut(
    userId: string,
    keepSessionId: string | undefined,
    db: Kysely<DB> = this.db,
  ): Promise<void> {
    await revokeRefreshTokensOfUserExcept(db, userId, keepSessionId, this.now());
  }

  /** The session as it stands: its owner last proved who they are when its tokens say (not now). */
  async current(sessionId: string, db: Kysely<DB> = this.db): Promise<SessionRef> {
    const row = await findLiveRefreshTokenOfFamily(db, sessionId, this.now());
    return { id: sessionId, signedInAt: row?.signed_in_at ?? null };
  }

  /** The session's owner proved who they are again (password, code): recent from now. */
  async markSignedIn(sessionId: string, db: Kysely<DB> = this.db): Promise<SessionRef> {
    const at = this.now();
    await setFamilySignedInAt(db, sessionId, at);
    return { id: sessionId, signedInAt: at };
  }

  /** The clock's time as the tables store it. */
  private now(): string {
    return this.clock().toISOString();
  }

  private async issue(
    db: Kysely<DB>,
    userId: string,
    session: SessionRef,
    userAgent: string | null,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock().getTime();
    await insertRefreshToken(db, {
      id: uuidv7(),
      user_id: userId,
      token_hash: hashToken(token),
      family_id: session.id,
      signed_in_at: session.signedInAt,
      user_agent: userAgent,
      expires_at: new Date(now + REFRESH_TOKEN_DAYS * DAY).toISOString(),
      revoked_at: null,
      created_at: new Date(now).toISOString(),
    });
    return token;
  }
}

/** The refresh token is unknown, expired or revoked; `userId` names its owner when the token was ours. */
export class SessionEnded extends AppError {
  constructor(readonly userId?: string) {
    super('auth/user-token-expired', authErrors.sessionExpired);
  }
}

const expired = (userId?: string) => new SessionEnded(userId);
