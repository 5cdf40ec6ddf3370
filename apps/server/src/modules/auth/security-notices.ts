import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { enqueueMail, type SecurityEvent } from '../mail/mail.public.js';
import type { User } from '../users/users.public.js';

/**
 * The display name for a message to the account's address, or none: a name is whatever the
 * person who signed up typed, so it goes only to an address that proved to be theirs
 * (issue 41, item 5). Mail to an unconfirmed address greets without it.
 */
export function nameForMail(user: Pick<User, 'name' | 'emailVerifiedAt'>): string | undefined {
  return user.emailVerifiedAt === null ? undefined : user.name;
}

/**
 * Tells the account's own address that the way it signs in changed (issue 41): pass the
 * transaction of the change, so the message exists exactly when the change commits
 * (decision 014). `origin` is where the message's "reset my password" link points.
 */
export async function queueSecurityNotice(
  db: Kysely<DB>,
  user: Pick<User, 'email' | 'name' | 'emailVerifiedAt'>,
  event: SecurityEvent,
  origin: string,
  clock: Clock,
): Promise<void> {
  const name = nameForMail(user);
  await enqueueMail(
    db,
    {
      to: user.email,
      template: 'security-notice',
      data: { ...(name ? { name } : {}), event, link: '/forgot-password' },
      origin,
    },
    clock,
  );
}
