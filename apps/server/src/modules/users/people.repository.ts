import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { hasRowLocks } from '../../db/write-transaction.js';

export type PeopleKind = 'sellers' | 'buyers';

/** Live, non-admin accounts of one kind: what the admin's lists show. */
function people(db: Kysely<DB>, kind: PeopleKind) {
  return db
    .selectFrom('users')
    .where('deleted_at', 'is', null)
    .where('admin', '=', 0)
    .where('seller', '=', kind === 'sellers' ? 1 : 0);
}

export async function listPeople(db: Kysely<DB>, kind: PeopleKind, offset: number, limit: number) {
  return people(db, kind)
    .select(['id', 'name', 'email', 'disabled'])
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countPeople(db: Kysely<DB>, kind: PeopleKind): Promise<number> {
  const row = await people(db, kind)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Marks the account deleted: it leaves every list, its email is free again, and what it
 * said about itself (name, photo, password, Google link) is dropped.
 */
export async function markPersonDeleted(db: Kysely<DB>, userId: string, at: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ deleted_at: at, name: 'Deleted user', photo_url: null, password_hash: null, google_sub: null })
    .where('id', '=', userId)
    .execute();
}

/** The live admins' ids, locked (on PostgreSQL) so that two admins cannot both leave at once. */
export async function lockLiveAdmins(trx: Transaction<DB>): Promise<string[]> {
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('admin', '=', 1)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .$if(hasRowLocks(trx), (q) => q.forUpdate())
    .execute();
  return rows.map((r) => r.id);
}
