import type { ConversationRole, ConversationSummary } from '@refocus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { User } from '../users/users.public.js';
import { type ConversationRow, findConversation } from './conversations.repository.js';
import { conversationsErrors } from './conversations-errors.js';

/** The caller's side of the thread, if they are one of its two people. */
export function roleOf(row: ConversationRow, caller: User): ConversationRole | undefined {
  if (row.buyer_id === caller.id) return 'buyer';
  if (row.seller_id === caller.id) return 'seller';
  return undefined;
}

/**
 * The thread and the caller's side of it when the caller may read it: its two people, and
 * admins (read-only) only when a report concerns one of its messages (decision 032); the
 * thread's messages and photos alike. Otherwise 404 (no such thread) or 403.
 */
export async function readableThread(
  db: Kysely<DB>,
  reportedThread: (conversationId: string) => Promise<boolean>,
  caller: User,
  conversationId: string,
): Promise<{ row: ConversationRow; role: ConversationSummary['myRole'] }> {
  const row = await findConversation(db, conversationId);
  if (!row) throw new AppError('not-found', conversationsErrors.suchConversation);
  const adminMayRead = caller.admin && (await reportedThread(row.id));
  const role = roleOf(row, caller) ?? (adminMayRead ? 'admin' : undefined);
  if (!role) throw new AppError('forbidden', conversationsErrors.conversationYours);
  return { row, role };
}
