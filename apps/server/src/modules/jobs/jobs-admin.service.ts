import type { AdminJob, JobListState, JobQueueDepth } from '@refocus/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { AppError } from '../../errors/app-error.js';
import { recordAudit } from '../audit/audit.public.js';
import {
  type AdminJobRow,
  countJobsByState,
  discardDeadJob,
  findJob,
  listJobs,
  requeueJob,
} from './jobs-admin.repository.js';
import { jobsErrors } from './jobs-errors.js';

function toAdminJob(row: AdminJobRow): AdminJob {
  const failing = row.state === 'queued' && row.last_error !== null;
  return {
    _id: row.id,
    kind: row.kind,
    state: failing ? 'failing' : row.state,
    attempts: row.attempts,
    lastError: row.last_error,
    runAt: row.run_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    claimedBy: row.claimed_by,
  };
}

/** The dead-letter list (issue 16): what admins see of the job queue, and what they may do. */
export class JobsAdminService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async list(query: { state: JobListState; page: number; limit: number }) {
    const [rows, depth] = await Promise.all([
      listJobs(this.db, query.state, (query.page - 1) * query.limit, query.limit),
      countJobsByState(this.db),
    ]);
    return { items: rows.map(toAdminJob), total: depth[query.state] };
  }

  depth(): Promise<JobQueueDepth> {
    return countJobsByState(this.db);
  }

  /** A dead or failing job runs again at once, with all its attempts back; the audit log says who. */
  async retry(adminId: string, id: string): Promise<AdminJob> {
    const at = this.clock().toISOString();
    const requeued = await writeTransaction(this.db, async (trx) => {
      const job = await findJob(trx, id);
      if (!(await requeueJob(trx, id, at))) return false;
      await recordAudit(trx, { ...jobEntry(adminId, 'retry-job', id, job), at });
      return true;
    });
    if (!requeued) {
      const job = await findJob(this.db, id);
      if (!job) throw new AppError('not-found', jobsErrors.suchJob);
      throw new AppError('conflict', { ...jobsErrors.cannotRetry, values: { state: toAdminJob(job).state } });
    }
    const job = await findJob(this.db, id);
    if (!job) throw new AppError('not-found', jobsErrors.suchJob);
    return toAdminJob(job);
  }

  /** A dead job an admin has dealt with (or given up on) leaves the list; the audit log keeps it. */
  async discard(adminId: string, id: string): Promise<void> {
    const at = this.clock().toISOString();
    const discarded = await writeTransaction(this.db, async (trx) => {
      const job = await findJob(trx, id);
      if (!(await discardDeadJob(trx, id))) return false;
      await recordAudit(trx, { ...jobEntry(adminId, 'discard-job', id, job), at });
      return true;
    });
    if (discarded) return;
    const job = await findJob(this.db, id);
    if (!job) throw new AppError('not-found', jobsErrors.suchJob);
    throw new AppError('conflict', { ...jobsErrors.cannotDiscard, values: { state: toAdminJob(job).state } });
  }
}

/** Enough of a job's last error to say what failed; the job row keeps it whole while it lasts. */
const NOTE_ERROR_CHARS = 300;

/** An audit entry about a job: its kind and last error say what the admin acted on. */
function jobEntry(
  adminId: string,
  action: 'retry-job' | 'discard-job',
  id: string,
  job: AdminJobRow | undefined,
) {
  const note = job
    ? [`A ${job.kind} job`, job.last_error && `last error: ${job.last_error.slice(0, NOTE_ERROR_CHARS)}`]
    : [];
  return {
    admin_id: adminId,
    action,
    target_kind: 'job' as const,
    target_id: id,
    note: note.filter(Boolean).join('; ') || null,
  };
}
