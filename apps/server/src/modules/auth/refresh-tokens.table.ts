import type { Insertable, Selectable } from 'kysely';

/** The `refresh_tokens` table: one row per issued token, kept only as a hash (refresh-sessions.ts). */
export interface RefreshTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  /** One sign-in session: every rotation of a token keeps its family. */
  family_id: string;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
  /** When the session's owner last proved who they are (sign-in or re-authentication). */
  signed_in_at: string | null;
  user_agent: string | null;
}

export type RefreshTokenRecord = Selectable<RefreshTokensTable>;
export type NewRefreshTokenRecord = Insertable<RefreshTokensTable>;
