import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import {
  findRefreshTokenByHash,
  insertRefreshToken,
  revokeAllRefreshTokensOfUser,
  revokeRefreshFamily,
  revokeRefreshToken,
} from './refresh-tokens.repository.js';

export const REFRESH_TOKEN_DAYS = 30;
const DAY = 86_400_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Rotating refresh tokens: 256 random bits, kept only as a hash. Each use replaces the
 * token by a new one of the same family (a sign-in session); presenting a token that was
 * already replaced means it leaked, so the whole family is revoked.
 */
export class RefreshSessions {
  constructor(private readonly db: Kysely<DB>) {}

  async start(userId: string, db: Kysely<DB> = this.db): Promise<string> {
    return this.issue(db, userId, uuidv7());
  }

  /** The user the token belongs to and its replacement, or `auth/user-token-expired`. */
  async rotate(token: string): Promise<{ userId: string; token: string }> {
    const row = await findRefreshTokenByHash(this.db, hashToken(token));
    const now = new Date().toISOString();
    if (!row || row.expires_at <= now) throw expired();
    if (row.revoked_at !== null) {
      await revokeRefreshFamily(this.db, row.family_id, now);
      throw expired();
    }
    const rotated = await this.db.transaction().execute(async (trx) => {
      // Another request used this token since we read it: end the transaction without
      // rolling anything back, then revoke outside it (below).
      if (!(await revokeRefreshToken(trx, row.id, now))) return undefined;
      return { userId: row.user_id, token: await this.issue(trx, row.user_id, row.family_id) };
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

  async end(token: string): Promise<void> {
    const row = await findRefreshTokenByHash(this.db, hashToken(token));
    if (row) await revokeRefreshFamily(this.db, row.family_id, new Date().toISOString());
  }

  /** Ends every sign-in session of the user (the account was deleted or blocked). */
  async endAll(userId: string, db: Kysely<DB> = this.db): Promise<void> {
    await revokeAllRefreshTokensOfUser(db, userId, new Date().toISOString());
  }

  private async issue(db: Kysely<DB>, userId: string, familyId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await insertRefreshToken(db, {
      id: uuidv7(),
      user_id: userId,
      token_hash: hashToken(token),
      family_id: familyId,
      expires_at: new Date(now + REFRESH_TOKEN_DAYS * DAY).toISOString(),
      revoked_at: null,
      created_at: new Date(now).toISOString(),
    });
    return token;
  }
}

const expired = () =>
  new AppError('auth/user-token-expired', 'Your session has expired. Please sign in again.');
