import type {
  CaseState,
  ModerationAction,
  ReportCasesQuery,
  ReportReason,
  ReportTargetKind,
} from '@refocus/contract';
import { type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { DB } from '../../db/schema.js';
import { hasRowLocks } from '../../db/write-transaction.js';

export interface Target {
  kind: ReportTargetKind;
  id: string;
  conversationId: string | null;
}

/**
 * The open case of a thing, made if there is none. Two first reports at once: the partial
 * unique index lets one insert win; the other finds its case. A case decided between our
 * insert and our lock (PostgreSQL) is no longer open: then a new one is made.
 */
export async function openCaseFor(trx: Transaction<DB>, target: Target, at: string): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    await trx
      .insertInto('moderation_cases')
      .values({
        id: uuidv7(),
        target_kind: target.kind,
        target_id: target.id,
        conversation_id: target.conversationId,
        state: 'open',
        created_at: at,
        last_reported_at: at,
      })
      // The literal predicate names the partial index (PostgreSQL cannot match a bound parameter).
      .onConflict((oc) =>
        oc.columns(['target_kind', 'target_id']).where(sql<SqlBool>`state = 'open'`).doNothing(),
      )
      .execute();
    const row = await trx
      .selectFrom('moderation_cases')
      .select('id')
      .where('target_kind', '=', target.kind)
      .where('target_id', '=', target.id)
      .where('state', '=', 'open')
      .$if(hasRowLocks(trx), (q) => q.forUpdate())
      .executeTakeFirst();
    if (row) return row.id;
  }
  throw new Error('no open moderation case after three tries');
}

/** The report; false when this reporter already has one on the case. */
export async function insertReport(
  trx: Transaction<DB>,
  report: { caseId: string; reporterId: string; reason: ReportReason; text: string; at: string },
): Promise<string | undefined> {
  const id = uuidv7();
  const result = await trx
    .insertInto('reports')
    .values({
      id,
      case_id: report.caseId,
      reporter_id: report.reporterId,
      reason: report.reason,
      text: report.text,
      created_at: report.at,
    })
    .onConflict((oc) => oc.columns(['case_id', 'reporter_id']).doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1) return undefined;
  await trx
    .updateTable('moderation_cases')
    .set({ last_reported_at: report.at })
    .where('id', '=', report.caseId)
    .execute();
  return id;
}

function cases(db: Kysely<DB>, query: Pick<ReportCasesQuery, 'kind' | 'state'>) {
  return db
    .selectFrom('moderation_cases')
    .$if(query.kind !== undefined, (q) => q.where('target_kind', '=', query.kind as ReportTargetKind))
    .$if(query.state !== undefined, (q) => q.where('state', '=', query.state as CaseState));
}

const CASE_COLUMNS = [
  'id',
  'target_kind',
  'target_id',
  'conversation_id',
  'state',
  'created_at',
  'last_reported_at',
  'decided_at',
  'decided_by',
  'decision',
] as const;

/** The queue: the most recently reported first. */
export async function listCases(db: Kysely<DB>, query: ReportCasesQuery) {
  return cases(db, query)
    .select(CASE_COLUMNS)
    .orderBy('last_reported_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
}

export async function countCases(db: Kysely<DB>, query: Pick<ReportCasesQuery, 'kind' | 'state'>) {
  const row = await cases(db, query)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export type CaseRow = NonNullable<Awaited<ReturnType<typeof findCase>>>;

export async function findCase(db: Kysely<DB>, id: string) {
  return db.selectFrom('moderation_cases').select(CASE_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The case, locked until the transaction ends: one decision per case. */
export async function lockCase(trx: Transaction<DB>, id: string) {
  return trx
    .selectFrom('moderation_cases')
    .select(CASE_COLUMNS)
    .where('id', '=', id)
    .$if(hasRowLocks(trx), (q) => q.forUpdate())
    .executeTakeFirst();
}

export async function decideCase(
  trx: Transaction<DB>,
  id: string,
  decision: { state: Exclude<CaseState, 'open'>; action: ModerationAction; adminId: string; at: string },
): Promise<void> {
  await trx
    .updateTable('moderation_cases')
    .set({
      state: decision.state,
      decision: decision.action,
      decided_by: decision.adminId,
      decided_at: decision.at,
    })
    .where('id', '=', id)
    .where('state', '=', 'open')
    .execute();
}

/** Whether the thing has an open case (other than a decided one being reopened). */
export async function hasOpenCase(
  trx: Transaction<DB>,
  kind: ReportTargetKind,
  id: string,
): Promise<boolean> {
  const row = await trx
    .selectFrom('moderation_cases')
    .select('id')
    .where('target_kind', '=', kind)
    .where('target_id', '=', id)
    .where('state', '=', 'open')
    .executeTakeFirst();
  return row !== undefined;
}

/** A decided case back in the queue, as if never decided (the audit log keeps the history). */
export async function reopenCase(trx: Transaction<DB>, id: string): Promise<void> {
  await trx
    .updateTable('moderation_cases')
    .set({ state: 'open', decision: null, decided_by: null, decided_at: null })
    .where('id', '=', id)
    .where('state', '!=', 'open')
    .execute();
}

/** The reports of some cases, oldest first, with the reporters' names and addresses. */
export async function reportsOf(db: Kysely<DB>, caseIds: string[]) {
  if (caseIds.length === 0) return [];
  return db
    .selectFrom('reports as r')
    .leftJoin('users as u', 'u.id', 'r.reporter_id')
    .select([
      'r.id',
      'r.case_id',
      'r.reporter_id',
      'r.reason',
      'r.text',
      'r.created_at',
      'u.name as reporter_name',
      'u.email as reporter_email',
      'u.deleted_at as reporter_deleted_at',
    ])
    .where('r.case_id', 'in', caseIds)
    .orderBy('r.created_at', 'asc')
    .orderBy('r.id', 'asc')
    .execute();
}

/** Whether any case, open or decided, concerns a message of this thread. */
export async function isConversationReported(db: Kysely<DB>, conversationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('moderation_cases')
    .select('id')
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
  return row !== undefined;
}
