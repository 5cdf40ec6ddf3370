import type { Kysely } from 'kysely';
import type { DB, UsersTable } from '../../db/schema.js';

export type UserRow = UsersTable;

/** Emails compare case-insensitively; they are stored trimmed and lower-cased. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export async function findLiveUserById(db: Kysely<DB>, id: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function findLiveUserByEmail(db: Kysely<DB>, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function findLiveUserByGoogleSub(db: Kysely<DB>, sub: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('google_sub', '=', sub)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function insertUser(db: Kysely<DB>, user: UserRow): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function updateUser(
  db: Kysely<DB>,
  id: string,
  changes: Partial<
    Pick<
      UserRow,
      | 'name'
      | 'photo_url'
      | 'seller'
      | 'admin'
      | 'disabled'
      | 'password_hash'
      | 'last_sign_in_at'
      | 'email_verified_at'
      | 'google_sub'
      | 'email'
    >
  >,
): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}
