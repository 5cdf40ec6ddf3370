import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { type Clock, systemClock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { insertJob } from './jobs.repository.js';

/** What a job says: its kind picks the handler, its payload (JSON) is the handler's input. */
export interface JobRequest {
  kind: string;
  payload: unknown;
  /** Not before this time (default: now). */
  runAt?: Date;
}

/**
 * Adds a job. Pass the transaction of the change that causes it: the job exists exactly
 * when the change does (decision 014), and the worker does it after the commit.
 */
export async function enqueueJob(db: Kysely<DB>, job: JobRequest, clock: Clock = systemClock): Promise<void> {
  const now = clock();
  await insertJob(db, {
    id: uuidv7(),
    kind: job.kind,
    payload: JSON.stringify(job.payload),
    run_at: (job.runAt ?? now).toISOString(),
    created_at: now.toISOString(),
  });
}
