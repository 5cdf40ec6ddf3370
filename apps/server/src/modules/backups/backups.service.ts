import type { Readable } from 'node:stream';
import type { AuditAction, BackupFile, BackupProgress, BackupRun } from '@refocus/contract';
import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { Clock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { AppError } from '../../errors/app-error.js';
import { recordAudit } from '../audit/audit.public.js';
import { enqueueJob } from '../jobs/jobs.public.js';
import { BACKUP_JOB } from './backup-runner.js';
import { type BackupRunRow, insertRunIfFree, latestRun } from './backup-runs.repository.js';
import type { BackupStore } from './backup-store.js';
import { backupsErrors } from './backups-errors.js';

/** The admin page's backups (issue 46 item 4): list, start one, download one, delete one; each write audited. */
export class BackupsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly store: BackupStore,
    private readonly clock: Clock,
  ) {}

  list(): Promise<BackupFile[]> {
    return this.store.list();
  }

  /** The latest run over every instance, with its progress: the page asks while one goes. */
  async latest(): Promise<BackupRun | null> {
    const row = await latestRun(this.db);
    return row ? toBackupRun(row) : null;
  }

  /** Queues a backup now; 409 while another is queued or running (one at a time, every instance). */
  async start(adminId: string): Promise<BackupRun> {
    const now = this.clock().toISOString();
    const id = uuidv7();
    const started = await writeTransaction(this.db, async (trx) => {
      const row = {
        id,
        state: 'queued' as const,
        active: 1 as const,
        requested_by: adminId,
        created_at: now,
        updated_at: now,
      };
      if (!(await insertRunIfFree(trx, row))) return false;
      await enqueueJob(trx, { kind: BACKUP_JOB, payload: { runId: id } }, this.clock);
      await this.audit(trx, adminId, 'start-backup', id);
      return true;
    });
    if (!started) throw new AppError('conflict', backupsErrors.backupAlreadyRunningWait);
    return (await this.latest()) as BackupRun;
  }

  /** The archive to send; the download is in the audit log (it holds every person's data). */
  async download(adminId: string, name: string): Promise<{ body: Readable; size: number }> {
    const file = await this.store.open(name);
    if (!file) throw new AppError('not-found', backupsErrors.backupName);
    await writeTransaction(this.db, (trx) => this.audit(trx, adminId, 'download-backup', name));
    return file;
  }

  async remove(adminId: string, name: string): Promise<void> {
    if (!(await this.store.remove(name))) throw new AppError('not-found', backupsErrors.backupName);
    await writeTransaction(this.db, (trx) => this.audit(trx, adminId, 'delete-backup', name));
  }

  private audit(db: Kysely<DB>, adminId: string, action: AuditAction, target: string) {
    return recordAudit(db, {
      admin_id: adminId,
      action,
      target_kind: 'backup',
      target_id: target,
      at: this.clock().toISOString(),
    });
  }
}

function toBackupRun(row: BackupRunRow): BackupRun {
  return {
    id: row.id,
    state: row.state === 'skipped' ? 'done' : row.state,
    scheduled: row.slot !== null,
    name: row.file,
    progress: row.progress ? (JSON.parse(row.progress) as BackupProgress) : null,
    error: row.error,
    startedAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
