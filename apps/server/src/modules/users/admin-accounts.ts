import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { hashPassword } from '../auth/auth.public.js';
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
    await insertUser(db, {
      name: account.name ?? 'Admin',
      email,
      passwordHash: await hashPassword(account.password),
      googleSub: null,
      photoUrl: null,
      seller: false,
      admin: true,
      lastSignInAt: null,
      // The operator named this address: it counts as confirmed.
      emailVerifiedAt: new Date().toISOString(),
    });
    return 'created';
  }
  const resetPassword = options.resetPassword && account.password;
  if (existing.admin && !resetPassword) return 'unchanged';
  await updateUser(db, existing.id, {
    admin: true,
    emailVerifiedAt: existing.emailVerifiedAt ?? new Date().toISOString(),
    ...(resetPassword ? { passwordHash: await hashPassword(account.password as string) } : {}),
  });
  return 'promoted';
}
