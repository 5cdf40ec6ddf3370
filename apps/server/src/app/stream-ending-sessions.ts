import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { DB } from '../db/schema.js';
import { RefreshSessions } from '../modules/auth/auth.public.js';
import type { LiveEvents } from '../modules/events/events.public.js';

/**
 * The sign-in sessions, which also end the live event streams opened in them (issue 41 item
 * 8): ending one session, all but the caller's ("sign out other devices", a new password) or
 * all of them (a disabled or deleted account, a password reset) tells every instance's streams
 * at once, over the live events' bus. Built here so neither module needs the other.
 *
 * A plain sign-out (`end`, by refresh token) ends the streams of that one session. Some of
 * these run inside the caller's transaction, so the streams may end just before the commit; a
 * transaction rolled back only costs the client a reconnection. A failed publish never fails
 * the sign-out: the heartbeat, which checks the session again, is the backstop for anything
 * missed.
 */
export class StreamEndingSessions extends RefreshSessions {
  constructor(
    db: Kysely<DB>,
    clock: Clock,
    private readonly events: LiveEvents,
  ) {
    super(db, clock);
  }

  override async endAll(userId: string, db?: Kysely<DB>): Promise<void> {
    await super.endAll(userId, db);
    await this.tell(userId, {});
  }

  override async endAllBut(
    userId: string,
    keepSessionId: string | undefined,
    db?: Kysely<DB>,
  ): Promise<void> {
    await super.endAllBut(userId, keepSessionId, db);
    await this.tell(userId, keepSessionId === undefined ? {} : { except: keepSessionId });
  }

  override async end(token: string): Promise<{ userId: string; sessionId: string } | undefined> {
    const ended = await super.end(token);
    if (ended) await this.tell(ended.userId, { only: ended.sessionId });
    return ended;
  }

  override async endOne(userId: string, sessionId: string): Promise<boolean> {
    const ended = await super.endOne(userId, sessionId);
    if (ended) await this.tell(userId, { only: sessionId });
    return ended;
  }

  private async tell(userId: string, which: { only?: string; except?: string }): Promise<void> {
    await this.events.sessionsEnded(userId, which).catch(() => undefined);
  }
}
