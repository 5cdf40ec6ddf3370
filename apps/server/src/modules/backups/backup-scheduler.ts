import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { type BackupSchedule, latestSlot } from '../../backup-schedule.js';
import type { Clock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { RepeatingRun } from '../../shared/repeating-run.js';
import { enqueueJob } from '../jobs/jobs.public.js';
import { BACKUP_JOB, STALE_MS } from './backup-runner.js';
import { anyScheduledRun, insertRunIfFree, requeueStaleRuns } from './backup-runs.repository.js';

/** How often each instance looks whether a scheduled backup is due: a run starts within this. */
const LOOK_EVERY_MS = 60_000;

/**
 * Scheduled backups (decision 063). Every instance looks each minute; the run for a scheduled
 * moment is a row keyed by that moment, added with its job in one transaction, so of several
 * instances exactly one adds it and the durable job queue runs it once. A moment missed while
 * every instance was down is taken when one comes back; the very first moment a shop sees is
 * only marked, so a new shop (or a test server) does not back up at its first start. A run whose
 * instance died mid-way is queued again here too.
 */
export class BackupScheduler {
  private readonly repeating = new RepeatingRun(
    () => this.queueDue(),
    (err) => this.deps.log.warn({ err }, 'could not look for a due backup; will try again'),
  );

  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      schedule: BackupSchedule | undefined;
      clock: Clock;
      log: { warn(details: object, message: string): void };
    },
  ) {}

  start(): void {
    this.repeating.start(LOOK_EVERY_MS, 0);
  }

  stop(): Promise<void> {
    return this.repeating.stop();
  }

  /**
   * Queues again the runs of an instance that died, then the latest scheduled backup unless it
   * was queued already; answers whether it queued that one.
   */
  async queueDue(): Promise<boolean> {
    const { db, schedule, clock } = this.deps;
    const now = clock();
    const at = now.toISOString();
    return writeTransaction(db, async (trx) => {
      const stale = await requeueStaleRuns(trx, at, new Date(now.getTime() - STALE_MS).toISOString());
      for (const runId of stale) await enqueueJob(trx, { kind: BACKUP_JOB, payload: { runId } }, clock);
      if (!schedule) return false;
      const base = { id: uuidv7(), slot: latestSlot(schedule, now), created_at: at, updated_at: at };
      if (!(await anyScheduledRun(trx))) {
        await insertRunIfFree(trx, { ...base, state: 'skipped', active: null });
        return false;
      }
      const added = await insertRunIfFree(trx, { ...base, state: 'queued', active: 1 });
      if (added) await enqueueJob(trx, { kind: BACKUP_JOB, payload: { runId: base.id } }, clock);
      return added;
    });
  }
}
