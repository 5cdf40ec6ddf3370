import type { BackupProgress } from '@refocus/contract';
import type { Kysely } from 'kysely';
import { backupFileName, writeBackup } from '../../backup/write-backup.js';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { DB } from '../../db/schema.js';
import type { JobHandler } from '../jobs/jobs.public.js';
import { type BackupRunRow, claimRun, updateRun } from './backup-runs.repository.js';
import type { BackupStore } from './backup-store.js';

export const BACKUP_JOB = 'backup';

/** A running run moves its row at least this often, so other instances know it is alive. */
const HEARTBEAT_MS = 30_000;
/** A running row unmoved for this long belongs to an instance that died: the scheduler queues it again. */
export const STALE_MS = 4 * HEARTBEAT_MS;

export interface BackupRunnerDeps {
  db: Kysely<DB>;
  config: Pick<Config, 'database' | 'dataDir' | 's3' | 'shopName' | 'backups'>;
  store: BackupStore;
  clock: Clock;
  log: { error(details: object, message: string): void };
}

/**
 * Takes backups (decision 063). Its job claims the run and returns at once, the backup going on
 * beside the job worker: a backup of a large shop takes many minutes, and the worker's other
 * jobs (mail) must not wait for it. The run's row is its durability instead: moved every 30 s,
 * and queued again by the scheduler once it stops moving (the instance died).
 */
export class BackupRunner {
  private current: Promise<void> = Promise.resolve();

  constructor(private readonly deps: BackupRunnerDeps) {}

  readonly jobHandler: JobHandler = async (payload) => {
    const { db, clock } = this.deps;
    const { runId } = payload as { runId: string };
    const now = clock();
    const run = await claimRun(
      db,
      runId,
      now.toISOString(),
      new Date(now.getTime() - STALE_MS).toISOString(),
    );
    if (run) this.current = this.current.then(() => this.take(run));
  };

  /** Resolves when the backup in hand, if any, has ended: tests wait for it, and so does closing. */
  settled(): Promise<void> {
    return this.current;
  }

  /**
   * Writes the archive with `writeBackup` (on SQLite it reads in turns of 1000 rows, so requests
   * keep being answered), stores it, keeps the newest `BACKUP_KEEP`. A failure is recorded with
   * its reason, not retried: the next scheduled run, or an admin, tries again.
   */
  private async take(run: BackupRunRow): Promise<void> {
    const { db, clock, store, config } = this.deps;
    const name = backupFileName(config, clock());
    const moved = () => clock().toISOString();
    const report = (progress: BackupProgress) =>
      updateRun(db, run.id, { progress: JSON.stringify(progress), updated_at: moved() });
    const heartbeat = setInterval(
      () => void updateRun(db, run.id, { updated_at: moved() }).catch(() => {}),
      HEARTBEAT_MS,
    ).unref();
    try {
      await updateRun(db, run.id, { file: name, progress: JSON.stringify({ step: 'snapshot' }) });
      await writeBackup(config, store.localPath(name), { onProgress: report });
      await report({ step: 'storing' });
      const size = await store.commit(name);
      await updateRun(db, run.id, { state: 'done', active: null, size, updated_at: moved() });
      await keepNewest(store, config.backups.keep);
    } catch (error) {
      try {
        store.discard(name);
      } catch {
        // Nothing was written where it could not be.
      }
      this.deps.log.error({ err: error, run: run.id }, 'backup failed');
      const reason = String((error as Error).message ?? error).slice(0, 1000);
      await updateRun(db, run.id, {
        state: 'failed',
        active: null,
        error: reason,
        updated_at: moved(),
      }).catch(
        // The database is gone (the server is closing): the row goes stale and is queued again.
        () => {},
      );
    } finally {
      clearInterval(heartbeat);
    }
  }
}

/** Deletes all but the newest `keep` archives. */
async function keepNewest(store: BackupStore, keep: number): Promise<void> {
  for (const old of (await store.list()).slice(keep)) await store.remove(old.name);
}
