import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { bumpCatalogueVersion } from '../catalogue/catalogue.public.js';
import { updateUser } from './users.repository.js';

/**
 * Ends every sign-in session of an account: auth's `RefreshSessions`, which the caller hands
 * in (users.public.ts imports nothing of auth, which builds on it).
 */
interface AccountSessions {
  endAll(userId: string, trx: Transaction<DB>): Promise<void>;
}

/**
 * The one rule for disabling (or re-enabling) an account, whoever asks (the Accounts lists,
 * a moderation decision): its sessions end, its access token stops working at the next
 * request (the authenticator reads the account on every call), and triggers take its
 * listings off the storefront until it is enabled again (migration 005); the page cache's
 * version moves in the same transaction.
 */
export async function setAccountDisabled(
  trx: Transaction<DB>,
  sessions: AccountSessions,
  userId: string,
  disabled: boolean,
): Promise<void> {
  await updateUser(trx, userId, { disabled });
  if (disabled) await sessions.endAll(userId, trx);
  await bumpCatalogueVersion(trx);
}
