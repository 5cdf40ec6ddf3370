import type { AdminJob, JobListState, JobQueueDepth } from '@refocus/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import {
  type AdminJobRow,
  countJobsByState,
  discardDeadJob,
  findJob,
  listJobs,
  requeueJob,
} from './jobs-admin.repository.js';

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

  /** A dead or failing job runs again at once, with all its attempts back. */
  async retry(id: string): Promise<AdminJob> {
    if (!(await requeueJob(this.db, id, this.clock().toISOString()))) {
      const job = await findJob(this.db, id);
      if (!job) throw new AppError('not-found', 'No such job.');
      throw new AppError(
        'conflict',
        `A ${toAdminJob(job).state} job cannot be retried; only dead or failing ones.`,
      );
    }
    const job = await findJob(this.db, id);
    if (!job) throw new AppError('not-found', 'No such job.');
    return toAdminJob(job);
  }

  /** A dead job an admin has dealt with (or given up on) leaves the list. */
  async discard(id: string): Promise<void> {
    if (await discardDeadJob(this.db, id)) return;
    const job = await findJob(this.db, id);
    if (!job) throw new AppError('not-found', 'No such job.');
    throw new AppError('conflict', `A ${toAdminJob(job).state} job cannot be discarded; only dead ones.`);
  }
}
