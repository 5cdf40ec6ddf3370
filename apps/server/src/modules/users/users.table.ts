import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The `users` table as stored. Flags are 0/1 integers because better-sqlite3 cannot bind
 * booleans; nothing outside users.repository.ts sees them in this form.
 */
export interface UsersTable {
  id: string;
  name: string;
  /** Stored lower-cased: emails compare case-insensitively. */
  email: string;
  password_hash: string | null;
  google_sub: string | null;
  photo_url: string | null;
  /** The stored image `photo_url` shows, when the photo was uploaded here (migration 009). */
  photo_image_id: string | null;
  seller: 0 | 1;
  admin: 0 | 1;
  disabled: 0 | 1;
  created_at: string;
  last_sign_in_at: string | null;
  deleted_at: string | null;
  /** When the address was confirmed (a link followed, or vouched for by Google or an operator). */
  email_verified_at: string | null;
  /** When the account accepted the seller terms to become a seller later (migration 011). */
  seller_terms_accepted_at: string | null;
  /** The stars others gave them in reviews, summed, and how many reviews (migration 018). */
  rating_sum: Generated<number>;
  rating_count: Generated<number>;
  /** The language they chose for their e-mails and notices; null follows the shop's (migration 047). */
  locale: string | null;
}

export type UserRecord = Selectable<UsersTable>;
export type NewUserRecord = Insertable<UsersTable>;
export type UserRecordUpdate = Updateable<UsersTable>;
