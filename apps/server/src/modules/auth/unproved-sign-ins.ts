import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type User, updateUser } from '../users/users.public.js';
import { deleteTotpFactor, findTotpFactor } from './mfa.repository.js';

/**
 * Pre-account takeover (issue 41, item 1): someone signs up with another person's address,
 * never confirms it, and adds a way in of their own — their Google account, their
 * authenticator app. When the address's owner then proves the address with a reset link,
 * those go: the Google link, the second factor (pending or on) and its recovery codes.
 * Call it in the reset's transaction, only for an account whose address was never
 * confirmed. Answers whether anything was there to drop.
 */
export async function dropUnprovedSignIns(
  db: Kysely<DB>,
  user: Pick<User, 'id' | 'googleSub'>,
): Promise<boolean> {
  const hadFactor = (await findTotpFactor(db, user.id)) !== undefined;
  if (user.googleSub) await updateUser(db, user.id, { googleSub: null });
  await deleteTotpFactor(db, user.id);
  return hadFactor || user.googleSub !== null;
}
