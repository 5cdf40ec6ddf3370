import {
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationPreference,
  type Unsubscribe,
} from '@refocus/contract';
import type { Kysely } from 'kysely';
import { type Clock, systemClock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { AppError } from '../../errors/app-error.js';
import { findLiveUserById, type User } from '../users/users.public.js';
import {
  countNotifications,
  countUnread,
  listNotifications,
  listPreferences,
  markRead,
  type NotificationRow,
  setPreference,
} from './notifications.repository.js';
import { notificationsErrors } from './notifications-errors.js';
import type { UnsubscribeTokens } from './unsubscribe-tokens.js';

const toNotification = (row: NotificationRow): Notification => ({
  _id: row.id,
  kind: row.kind,
  text: row.text,
  link: row.link,
  createdAt: row.created_at,
  read: row.read_at !== null,
});

/** A person's own notifications and e-mail choices (issue 15, item 2). */
export class NotificationsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly tokens: UnsubscribeTokens,
    private readonly clock: Clock = systemClock,
  ) {}

  async list(caller: User, page: { page: number; limit: number }) {
    const [rows, total] = await Promise.all([
      listNotifications(this.db, caller.id, (page.page - 1) * page.limit, page.limit),
      countNotifications(this.db, caller.id),
    ]);
    return { items: rows.map(toNotification), total };
  }

  unread(caller: User): Promise<number> {
    return countUnread(this.db, caller.id);
  }

  /** Marks the caller's own (never anyone else's) as read; answers what is left unread. */
  async markRead(caller: User, ids?: string[]): Promise<number> {
    await markRead(this.db, caller.id, this.clock().toISOString(), ids);
    return countUnread(this.db, caller.id);
  }

  /** Every kind with its e-mail choice: on unless the person turned it off. */
  async preferences(caller: User): Promise<NotificationPreference[]> {
    const chosen = new Map(
      (await listPreferences(this.db, caller.id)).map((row) => [row.kind, row.email === 1]),
    );
    return NOTIFICATION_KINDS.map((kind) => ({ kind, email: chosen.get(kind) ?? true }));
  }

  async setPreferences(caller: User, changes: NotificationPreference[]): Promise<NotificationPreference[]> {
    await writeTransaction(this.db, async (trx) => {
      for (const { kind, email } of changes) await setPreference(trx, caller.id, kind, email);
    });
    return this.preferences(caller);
  }

  /** An e-mail's unsubscribe link: turns that one kind off, for that one person, without signing in. */
  async unsubscribe({ user, kind, token }: Unsubscribe): Promise<NotificationPreference> {
    if (!this.tokens.verify(user, kind, token)) {
      throw new AppError('bad-request', notificationsErrors.unsubscribeLinkValidChange, 'token');
    }
    if (!(await findLiveUserById(this.db, user)))
      throw new AppError('not-found', notificationsErrors.accountGone);
    await setPreference(this.db, user, kind, false);
    return { kind, email: false };
  }
}
