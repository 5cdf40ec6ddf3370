import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { findLiveUserByEmail, normalizeEmail, type UserRow, updateUser } from './users.repository.js';

export class UsersService {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * `POST /api/user` of the older client: the caller saves their own record (name and the
   * seller choice made at registration). `admin` is never taken from a client.
   */
  async saveOwnRecord(
    caller: UserRow,
    record: { name: string; email: string; seller: boolean },
  ): Promise<UserRow> {
    if (normalizeEmail(record.email) !== caller.email) {
      throw new AppError('forbidden', 'You can only save your own user record.', 'email');
    }
    const changes = { name: record.name, seller: record.seller ? 1 : 0 };
    await updateUser(this.db, caller.id, changes);
    return { ...caller, ...changes };
  }

  /**
   * A role of the account with this email, told only to that account itself or to an
   * admin; everyone else hears `false`, so the check reveals nothing about other people.
   */
  async hasRole(caller: UserRow | undefined, email: string, role: 'admin' | 'seller'): Promise<boolean> {
    if (!caller) return false;
    const target = normalizeEmail(email);
    const subject =
      target === caller.email
        ? caller
        : caller.admin === 1
          ? await findLiveUserByEmail(this.db, target)
          : undefined;
    return subject?.[role] === 1;
  }
}
