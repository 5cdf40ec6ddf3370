import type { AuditAction, AuditTargetKind } from '@refocus/contract';
import type { Insertable } from 'kysely';

/**
 * The `audit_log` table: every admin action, who, what, when and why (decision 032).
 * Append-only: the database refuses UPDATE and DELETE on it (migration 017).
 */
export interface AuditLogTable {
  id: string;
  admin_id: string;
  action: AuditAction;
  target_kind: AuditTargetKind;
  target_id: string;
  /** The report case the action decided, when it came from the queue. */
  case_id: string | null;
  note: string | null;
  at: string;
}

export type NewAuditLogRecord = Insertable<AuditLogTable>;
