import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { RefreshSessions } from '../modules/auth/auth.public.js';
import { findLiveUserById } from '../modules/users/users.public.js';

/**
 * Whether a live event stream may go on: its account still exists and is not disabled, and
 * the sign-in session its access token names is still on — what the authenticator asks of
 * every request, asked again at each heartbeat (issue 41 item 8).
 */
export function streamSessionCheck(db: Kysely<DB>, sessions: RefreshSessions) {
  return async (userId: string, sessionId: string | undefined): Promise<boolean> => {
    const [user, live] = await Promise.all([
      findLiveUserById(db, userId),
      sessionId ? sessions.isLive(sessionId, userId) : true,
    ]);
    return user !== undefined && !user.disabled && live;
  };
}
