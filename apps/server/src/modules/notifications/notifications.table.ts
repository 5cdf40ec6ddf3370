import type { NotificationKind } from '@refocus/contract';

/** The `notifications` table (migration 020): what one person was told, and whether they saw it. */
export interface NotificationsTable {
  id: string;
  user_id: string;
  kind: NotificationKind;
  text: string;
  /** A path in the web app. */
  link: string;
  created_at: string;
  read_at: string | null;
}

/** The `notification_preferences` table: a row only for kinds whose e-mail a person changed. */
export interface NotificationPreferencesTable {
  user_id: string;
  kind: NotificationKind;
  email: 0 | 1;
}

/** The `notification_mail_slots` table (migration 037): when a person was last e-mailed a notice of a kind. */
export interface NotificationMailSlotsTable {
  user_id: string;
  kind: NotificationKind;
  mailed_at: string;
}
