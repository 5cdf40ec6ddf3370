import type { PeopleQuery } from '@refocus/contract';
import { type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { hasRowLocks } from '../../db/write-transaction.js';

export type PeopleKind = 'sellers' | 'buyers';

/** Names sort without regard to case, the same on both databases (their collations differ). */
const SORT_KEYS = {
  joined: sql`created_at`,
  name: sql`lower(name)`,
  email: sql`email`,
} as const;

/** A LIKE pattern that finds `text` anywhere, its own `%`, `_` and `\` taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Live, non-admin accounts of one kind whose name or email contains `q` (any case): what the
 * admin's lists show. `lower()` on both sides: SQLite's LIKE ignores ASCII case, PostgreSQL's not.
 */
function people(db: Kysely<DB>, kind: PeopleKind, q: string | undefined) {
  return db
    .selectFrom('users')
    .where('deleted_at', 'is', null)
    .where('admin', '=', 0)
    .where('seller', '=', kind === 'sellers' ? 1 : 0)
    .$if(Boolean(q), (query) => {
      const pattern = containsPattern(q ?? '');
      return query.where((eb) =>
        eb.or([
          sql<SqlBool>`lower(name) like ${pattern} escape '\\'`,
          sql<SqlBool>`lower(email) like ${pattern} escape '\\'`,
        ]),
      );
    });
}

type PeopleListQuery = Pick<PeopleQuery, 'q' | 'sort' | 'order'>;

export async function listPeople(
  db: Kysely<DB>,
  kind: PeopleKind,
  { q, sort, order }: PeopleListQuery,
  offset: number,
  limit: number,
) {
  return people(db, kind, q)
    .select(['id', 'name', 'email', 'disabled', 'seller', 'created_at'])
    .orderBy(SORT_KEYS[sort], order)
    .orderBy('id', order)
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countPeople(db: Kysely<DB>, kind: PeopleKind, q: string | undefined): Promise<number> {
  const row = await people(db, kind, q)
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
    .set({
      deleted_at: at,
      name: 'Deleted user',
      photo_url: null,
      photo_image_id: null,
      password_hash: null,
      google_sub: null,
    })
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
