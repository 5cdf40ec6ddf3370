import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { NewRefreshTokenRecord, RefreshTokenRecord } from './refresh-tokens.table.js';

export async function insertRefreshToken(db: Kysely<DB>, row: NewRefreshTokenRecord): Promise<void> {
  await db.insertInto('refresh_tokens').values(row).execute();
}

export async function findRefreshTokenByHash(
  db: Kysely<DB>,
  tokenHash: string,
): Promise<RefreshTokenRecord | undefined> {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks one token used; false when another request already did (a concurrent reuse). */
export async function revokeRefreshToken(db: Kysely<DB>, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Revokes every token of the family, including one a concurrent rotation is issuing. Run
 * outside any transaction, it updates twice on purpose: on PostgreSQL the first UPDATE
 * waits for a rotation in flight (it holds the lock of the token it replaces) but cannot see
 * the token that rotation inserts; the second, a new statement, sees and revokes it. A
 * rotation starting later finds its token revoked and issues nothing.
 */
export async function revokeRefreshFamily(db: Kysely<DB>, familyId: string, at: string): Promise<void> {
  for (let pass = 0; pass < 2; pass++) {
    await db
      .updateTable('refresh_tokens')
      .set({ revoked_at: at })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}

export async function revokeAllRefreshTokensOfUser(
  db: Kysely<DB>,
  userId: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
