import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.js';
import { hasRowLocks } from '../../db/write-transaction.js';
import type { JobsTable } from './jobs.table.js';

export type JobRow = Selectable<JobsTable>;

export async function insertJob(
  db: Kysely<DB>,
  job: Pick<JobRow, 'id' | 'kind' | 'payload' | 'run_at' | 'created_at'>,
): Promise<void> {
  await db
    .insertInto('jobs')
    .values({
      ...job,
      state: 'queued',
      attempts: 0,
      lease_until: null,
      last_error: null,
      claimed_by: null,
      updated_at: job.created_at,
    })
    .execute();
}

/**
 * Takes the next due job — queued and its time come, or running with its lease passed (its
 * worker died) — and leases it, in one statement. PostgreSQL: `FOR UPDATE SKIP LOCKED`, so
 * workers of several instances never take the same row nor wait for each other. SQLite has
 * one writer at a time, so the statement alone is atomic.
 */
export async function claimDueJob(
  db: Kysely<DB>,
  now: string,
  leaseUntil: string,
  claimedBy: string,
): Promise<JobRow | undefined> {
  let due = db
    .selectFrom('jobs')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', now)]),
        eb.and([eb('state', '=', 'running'), eb('lease_until', '<=', now)]),
      ]),
    )
    .orderBy('run_at')
    .limit(1);
  if (hasRowLocks(db)) due = due.forUpdate().skipLocked();
  return db
    .updateTable('jobs')
    .set((eb) => ({
      state: 'running',
      lease_until: leaseUntil,
      claimed_by: claimedBy,
      attempts: eb('attempts', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', due)
    .returningAll()
    .executeTakeFirst();
}

export async function markJobDone(db: Kysely<DB>, id: string, now: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ state: 'done', lease_until: null, last_error: null, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: run again at `retryAt`, or, with no `retryAt`, dead (kept for an operator). */
export async function markJobFailed(
  db: Kysely<DB>,
  id: string,
  failure: { error: string; now: string; retryAt: string | undefined },
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      state: failure.retryAt ? 'queued' : 'dead',
      run_at: failure.retryAt ?? failure.now,
      lease_until: null,
      last_error: failure.error.slice(0, 2000),
      updated_at: failure.now,
    })
    .where('id', '=', id)
    .execute();
}

/** Finished jobs older than `before` are forgotten; dead ones stay until an operator looks. */
export async function deleteDoneJobs(db: Kysely<DB>, before: string): Promise<void> {
  await db.deleteFrom('jobs').where('state', '=', 'done').where('updated_at', '<', before).execute();
}
