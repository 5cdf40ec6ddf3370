import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { BackupRunsTable } from './backup-runs.table.js';

export type BackupRunRow = Selectable<BackupRunsTable>;

/**
 * Adds a run unless its slot is taken or another run is active (the two unique columns);
 * answers whether it was added. Two instances adding the same slot at once: one row, one run.
 */
export async function insertRunIfFree(db: Kysely<DB>, run: Insertable<BackupRunsTable>): Promise<boolean> {
  const result = await db
    .insertInto('backup_runs')
    .values(run)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Whether any scheduled moment was ever seen: the first one is marked without a run. */
export async function anyScheduledRun(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectFrom('backup_runs')
    .select('id')
    .where('slot', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The run the admin page shows: the latest one that is, or was, a backup. */
export async function latestRun(db: Kysely<DB>): Promise<BackupRunRow | undefined> {
  return db
    .selectFrom('backup_runs')
    .selectAll()
    .where('state', '!=', 'skipped')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Takes a queued run, or a running one nobody has moved since `staleBefore` (its worker died),
 * for this worker; answers undefined when another worker is on it or it has ended.
 */
export async function claimRun(
  db: Kysely<DB>,
  id: string,
  now: string,
  staleBefore: string,
): Promise<BackupRunRow | undefined> {
  return db
    .updateTable('backup_runs')
    .set({ state: 'running', updated_at: now, error: null })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('state', '=', 'queued'),
        eb.and([eb('state', '=', 'running'), eb('updated_at', '<', staleBefore)]),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
}

export async function updateRun(
  db: Kysely<DB>,
  id: string,
  change: Updateable<BackupRunsTable>,
): Promise<void> {
  await db.updateTable('backup_runs').set(change).where('id', '=', id).execute();
}

/** Runs left running by an instance that died, queued again; answers their ids. */
export async function requeueStaleRuns(db: Kysely<DB>, now: string, staleBefore: string): Promise<string[]> {
  const rows = await db
    .updateTable('backup_runs')
    .set({ state: 'queued', updated_at: now })
    .where('state', '=', 'running')
    .where('updated_at', '<', staleBefore)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Whether a backup is queued or running on any instance (a restore waits for it). */
export async function anyActiveRun(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('backup_runs').select('id').where('active', '=', 1).executeTakeFirst();
  return row !== undefined;
}
