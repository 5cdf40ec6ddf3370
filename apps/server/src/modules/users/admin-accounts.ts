import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { DB } from '../../db/schema.js';
import { hashPassword } from '../auth/passwords.js';
import { findLiveUserByEmail, insertUser, normalizeEmail, updateUser } from './users.repository.js';

/**
 * Makes sure an admin account exists for this email: creates it, or promotes the existing
 * account. The only ways to get an admin are this (CLI, or ADMIN_EMAIL on start) — no client can.
 */
export async function ensureAdmin(
  db: Kysely<DB>,
  account: { email: string; password?: string; name?: string },
  options: { resetPassword: boolean } = { resetPassword: false },
): Promise<'created' | 'promoted' | 'unchanged'> {
  const email = normalizeEmail(account.email);
  const existing = await findLiveUserByEmail(db, email);
  if (!existing) {
    if (!account.password) throw new Error('A password is needed to create an admin account.');
    const now = new Date().toISOString();
    await insertUser(db, {
      id: uuidv7(),
      name: account.name ?? 'Admin',
      email,
      password_hash: await hashPassword(account.password),
      google_sub: null,
      photo_url: null,
      seller: 0,
      admin: 1,
      disabled: 0,
      created_at: now,
      last_sign_in_at: null,
      deleted_at: null,
      // The operator named this address: it counts as confirmed.
      email_verified_at: now,
    });
    return 'created';
  }
  const resetPassword = options.resetPassword && account.password;
  if (existing.admin === 1 && !resetPassword) return 'unchanged';
  await updateUser(db, existing.id, {
    admin: 1,
    email_verified_at: existing.email_verified_at ?? new Date().toISOString(),
    ...(resetPassword ? { password_hash: await hashPassword(account.password as string) } : {}),
  });
  return 'promoted';
}
