import type { JobListState } from '@refocus/contract';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { JobsTable } from './jobs.table.js';

export type AdminJobRow = Selectable<JobsTable>;

/** A listed state as a condition on rows: `failing` is queued after at least one failure. */
function inState(eb: ExpressionBuilder<DB, 'jobs'>, state: JobListState) {
  switch (state) {
    case 'failing':
      return eb.and([eb('state', '=', 'queued'), eb('last_error', 'is not', null)]);
    case 'queued':
      return eb.and([eb('state', '=', 'queued'), eb('last_error', 'is', null)]);
    default:
      return eb('state', '=', state);
  }
}

/** One state's jobs, the latest change first (index `jobs_state_updated`, migration 010). */
export function listJobs(
  db: Kysely<DB>,
  state: JobListState,
  offset: number,
  limit: number,
): Promise<AdminJobRow[]> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where((eb) => inState(eb, state))
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

/** Jobs per stored state, and how many of the queued ones have failed before. */
export async function countJobsByState(db: Kysely<DB>): Promise<Record<JobListState, number>> {
  const rows = await db
    .selectFrom('jobs')
    .select((eb) => [
      'state',
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.count<number | string>('last_error').as('failed'),
    ])
    .groupBy('state')
    .execute();
  const depth: Record<JobListState, number> = { dead: 0, failing: 0, queued: 0, running: 0, done: 0 };
  for (const row of rows) {
    const total = Number(row.total);
    if (row.state === 'queued') {
      depth.failing = Number(row.failed);
      depth.queued = total - depth.failing;
    } else depth[row.state] = total;
  }
  return depth;
}

export function findJob(db: Kysely<DB>, id: string): Promise<AdminJobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A dead or failing job runs again now, as if new: a fresh count of attempts and no error
 * (the log keeps the old one). Answers false when the job is in another state by now (taken, done).
 */
export async function requeueJob(db: Kysely<DB>, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ state: 'queued', attempts: 0, run_at: now, lease_until: null, last_error: null, updated_at: now })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('state', '=', 'dead'),
        eb.and([eb('state', '=', 'queued'), eb('last_error', 'is not', null)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Forgets a dead job; answers false when it is not (or no longer) dead. */
export async function discardDeadJob(db: Kysely<DB>, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('jobs')
    .where('id', '=', id)
    .where('state', '=', 'dead')
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
