import type { Kysely } from 'kysely';
import { type Clock, systemClock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { findLiveUserByEmail, insertUser, normalizeEmail, updateUser } from '../users/users.public.js';
import { hashPassword } from './passwords.js';

/**
 * Makes sure an admin account exists for this email: creates it, or promotes the existing
 * account. The only ways to get an admin are this (CLI, or ADMIN_EMAIL on start) — no client can.
 * Here in auth, beside sign-up, since it sets a password: users then needs nothing of auth
 * that auth needs of users (the two public files import each other otherwise).
 */
export async function ensureAdmin(
  db: Kysely<DB>,
  account: { email: string; password?: string; name?: string },
  options: { resetPassword: boolean; clock?: Clock } = { resetPassword: false },
): Promise<'created' | 'promoted' | 'unchanged'> {
  const email = normalizeEmail(account.email);
  const now = (options.clock ?? systemClock)().toISOString();
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
      emailVerifiedAt: now,
      createdAt: now,
    });
    return 'created';
  }
  const resetPassword = options.resetPassword && account.password;
  if (existing.admin && !resetPassword) return 'unchanged';
  await updateUser(db, existing.id, {
    admin: true,
    emailVerifiedAt: existing.emailVerifiedAt ?? now,
    ...(resetPassword ? { passwordHash: await hashPassword(account.password as string) } : {}),
  });
  return 'promoted';
}
