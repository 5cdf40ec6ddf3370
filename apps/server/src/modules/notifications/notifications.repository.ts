import type { NotificationKind } from '@refocus/contract';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { NotificationsTable } from './notifications.table.js';

export type NotificationRow = Selectable<NotificationsTable>;

export async function insertNotification(db: Kysely<DB>, row: NotificationRow): Promise<void> {
  await db.insertInto('notifications').values(row).execute();
}

/** One person's notifications, newest first (index `notifications_user_newest`). */
export function listNotifications(db: Kysely<DB>, userId: string, offset: number, limit: number) {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countNotifications(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Unread ones, through the partial index that holds only them. */
export async function countUnread(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Marks these (or, without ids, all) of one person's unread notifications read; others' are untouched. */
export async function markRead(db: Kysely<DB>, userId: string, at: string, ids?: readonly string[]) {
  let query = db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids) {
    if (ids.length === 0) return;
    query = query.where('id', 'in', ids);
  }
  await query.execute();
}

/** The kinds this person turned e-mail off (or back on) for. */
export function listPreferences(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('notification_preferences')
    .select(['kind', 'email'])
    .where('user_id', '=', userId)
    .execute();
}

export async function wantsEmail(db: Kysely<DB>, userId: string, kind: NotificationKind): Promise<boolean> {
  const row = await db
    .selectFrom('notification_preferences')
    .select('email')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row ? row.email === 1 : true;
}

export async function setPreference(
  db: Kysely<DB>,
  userId: string,
  kind: NotificationKind,
  email: boolean,
): Promise<void> {
  await db
    .insertInto('notification_preferences')
    .values({ user_id: userId, kind, email: email ? 1 : 0 })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ email: email ? 1 : 0 }))
    .execute();
}

export async function insertNotifications(db: Kysely<DB>, rows: NotificationRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('notifications').values(rows).execute();
}

/**
 * The live accounts among these ids, each with whether it wants e-mail of this kind (and its
 * address confirmed, for mail only to confirmed addresses): one query
 * for a whole batch of recipients (a listing's savers may be thousands).
 */
export function findRecipients(db: Kysely<DB>, ids: readonly string[], kind: NotificationKind) {
  return db
    .selectFrom('users as u')
    .leftJoin('notification_preferences as np', (join) =>
      join.onRef('np.user_id', '=', 'u.id').on('np.kind', '=', kind),
    )
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.locale',
      'u.disabled',
      'u.email_verified_at',
      'np.email as wants_email',
    ])
    .where('u.id', 'in', ids)
    .where('u.deleted_at', 'is', null)
    .execute();
}

/**
 * Takes the person's e-mail slot for this kind when their last such e-mail is older than
 * `cutoff` (or there was none): one conditional upsert, so of two notices at once only one
 * mails. False when the slot is taken.
 */
export async function claimMailSlot(
  db: Kysely<DB>,
  userId: string,
  kind: NotificationKind,
  now: string,
  cutoff: string,
): Promise<boolean> {
  const result = await db
    .insertInto('notification_mail_slots')
    .values({ user_id: userId, kind, mailed_at: now })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'kind'])
        .doUpdateSet({ mailed_at: now })
        .where('notification_mail_slots.mailed_at', '<=', cutoff),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
