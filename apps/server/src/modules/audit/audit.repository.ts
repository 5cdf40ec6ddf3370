import type { AuditLogQuery } from '@refocus/contract';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { DB } from '../../db/schema.js';
import type { AuditLogTable, NewAuditLogRecord } from './audit.table.js';

export type AuditEntryInput = Omit<NewAuditLogRecord, 'id' | 'case_id' | 'note'> & {
  case_id?: string | null;
  note?: string | null;
};

/**
 * Writes one entry. Pass the transaction of the action itself: the action and its entry
 * commit together or not at all.
 */
export async function recordAudit(db: Kysely<DB>, entry: AuditEntryInput): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: uuidv7(),
      admin_id: entry.admin_id,
      action: entry.action,
      target_kind: entry.target_kind,
      target_id: entry.target_id,
      case_id: entry.case_id ?? null,
      note: entry.note ?? null,
      at: entry.at,
    })
    .execute();
}

/** The log's filters (issue 42 item 13): who, which action, and the days from and to (UTC). */
export type AuditFilter = Pick<AuditLogQuery, 'adminId' | 'action' | 'from' | 'to'>;

const DAY = 24 * 3_600_000;

/** The entries a filter keeps; `at` is ISO 8601 in UTC, so days compare as text. */
function filtered<O>(query: SelectQueryBuilder<DB & { a: AuditLogTable }, 'a', O>, filter: AuditFilter) {
  let q = query;
  if (filter.adminId) q = q.where('a.admin_id', '=', filter.adminId);
  if (filter.action) q = q.where('a.action', '=', filter.action);
  if (filter.from) q = q.where('a.at', '>=', `${filter.from}T00:00:00.000Z`);
  if (filter.to) {
    // Up to the end of that day: before the next one starts.
    const next = new Date(Date.parse(`${filter.to}T00:00:00.000Z`) + DAY).toISOString();
    q = q.where('a.at', '<', next);
  }
  return q;
}

/**
 * Newest first; the admin's name, and the person or listing it is about, as they are now:
 * both joined by primary key, each only for entries of its kind.
 */
export async function listAuditEntries(db: Kysely<DB>, filter: AuditFilter, offset: number, limit: number) {
  return filtered(db.selectFrom('audit_log as a'), filter)
    .leftJoin('users as u', 'u.id', 'a.admin_id')
    .leftJoin('users as tu', (join) =>
      join.onRef('tu.id', '=', 'a.target_id').on('a.target_kind', '=', 'user'),
    )
    .leftJoin('products as tp', (join) =>
      join.onRef('tp.id', '=', 'a.target_id').on('a.target_kind', '=', 'listing'),
    )
    .select([
      'a.id',
      'a.admin_id',
      'a.action',
      'a.target_kind',
      'a.target_id',
      'a.case_id',
      'a.note',
      'a.at',
      'u.name as admin_name',
      'tu.name as user_name',
      'tu.email as user_email',
      'tu.seller as user_seller',
      'tu.admin as user_admin',
      'tu.deleted_at as user_deleted_at',
      'tp.name as listing_name',
      'tp.deleted_at as listing_deleted_at',
    ])
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export type AuditRow = Awaited<ReturnType<typeof listAuditEntries>>[number];

export async function countAuditEntries(db: Kysely<DB>, filter: AuditFilter): Promise<number> {
  const row = await filtered(db.selectFrom('audit_log as a'), filter)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The admins who have entries, by name: the choices of the log's "Admin" filter. */
export async function listAuditActors(db: Kysely<DB>) {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.name'])
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('audit_log as a').select(sql`1`.as('one')).whereRef('a.admin_id', '=', 'u.id')),
    )
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
}
