import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

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

/** Marks the account deleted: it leaves every list, its email is free again. */
export async function markPersonDeleted(db: Kysely<DB>, userId: string, at: string): Promise<void> {
  await db.updateTable('users').set({ deleted_at: at }).where('id', '=', userId).execute();
}
