import type { CaseState, ModerationAction, ReportReason, ReportTargetKind } from '@refocus/contract';
import type { Generated } from 'kysely';

/**
 * The `moderation_cases` table: the reports of one thing, decided once (decision 032). At
 * most one open case per thing; a thing reported again after a decision opens a new case.
 */
export interface ModerationCasesTable {
  id: string;
  target_kind: ReportTargetKind;
  target_id: string;
  /** A message's thread: admins may read exactly the threads a case concerns. */
  conversation_id: string | null;
  state: Generated<CaseState>;
  created_at: string;
  last_reported_at: string;
  decided_at: string | null;
  /** The admin who decided it. */
  decided_by: string | null;
  decision: ModerationAction | null;
}

/** The `reports` table: one per reporter per case. */
export interface ReportsTable {
  id: string;
  case_id: string;
  reporter_id: string;
  reason: ReportReason;
  /** What the reporter wrote; empty when they only chose a reason. */
  text: string;
  created_at: string;
}
