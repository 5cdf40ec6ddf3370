import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { DB } from '../../db/schema.js';
import type { NewAuditLogRecord } from './audit.table.js';

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

/** Newest first; the admin's name as the account shows it now. */
export async function listAuditEntries(db: Kysely<DB>, offset: number, limit: number) {
  return db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.admin_id')
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
    ])
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countAuditEntries(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
