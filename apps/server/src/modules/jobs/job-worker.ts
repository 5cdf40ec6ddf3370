import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { claimDueJob, deleteDoneJobs, type JobRow, markJobDone, markJobFailed } from './jobs.repository.js';

/** Does one job. Throwing means "try again later"; the payload is the JSON the job was given. */
export type JobHandler = (payload: unknown, job: { id: string; attempt: number }) => Promise<void>;

export interface JobWorkerOptions {
  db: Kysely<DB>;
  handlers: Record<string, JobHandler>;
  log: FastifyBaseLogger;
  clock: Clock;
  /** How long a claimed job is its worker's; past it, another worker takes it (the first one died). */
  leaseMs?: number;
  /** How often the loop looks for due jobs. */
  pollMs?: number;
  /** Attempts before a job is dead. */
  maxAttempts?: number;
}

const MINUTE = 60_000;

/** Which instance holds a job, for the admins' list and the multi-instance test. */
const WORKER_NAME = `${os.hostname()}:${process.pid}`;
const DAY = 24 * 60 * MINUTE;

/** 30 s after the first failure, doubling, at most an hour: a mail server down for a while is waited out. */
const retryDelayMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 60 * MINUTE);

/**
 * Runs the durable jobs (decision 014): claims a due job with a lease, runs its kind's
 * handler, then marks it done, or queued again after a backoff, or dead after
 * `maxAttempts`. A job whose worker died mid-way (the process killed) is claimed again once
 * its lease passes, so nothing is lost across a restart; a handler must therefore tolerate
 * running twice (an e-mail may, rarely, arrive twice — never not at all).
 */
export class JobWorker {
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly maxAttempts: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = true;
  /** Set by `stop`: the job in hand finishes, no further one is claimed. */
  private stopping = false;
  private lastPrune = 0;

  constructor(private readonly options: JobWorkerOptions) {
    this.leaseMs = options.leaseMs ?? 5 * MINUTE;
    this.pollMs = options.pollMs ?? 1000;
    this.maxAttempts = options.maxAttempts ?? 8;
  }

  /** Starts the loop in this process (`main` does; tests that want it say so). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopping = false;
    this.schedule(0);
  }

  /** Stops taking jobs and waits for the one in hand. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Runs every job due now, one after another; answers how many ran. Tests call it directly. */
  async runDue(): Promise<number> {
    let ran = 0;
    while (!this.stopping) {
      const now = this.options.clock();
      const job = await claimDueJob(
        this.options.db,
        now.toISOString(),
        new Date(now.getTime() + this.leaseMs).toISOString(),
        WORKER_NAME,
      );
      if (!job) return ran;
      await this.runOne(job);
      ran++;
    }
    return ran;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => this.schedule(this.pollMs));
    }, delayMs);
  }

  private async tick(): Promise<void> {
    try {
      await this.runDue();
      const now = this.options.clock().getTime();
      if (now - this.lastPrune > 60 * MINUTE) {
        this.lastPrune = now;
        await deleteDoneJobs(this.options.db, new Date(now - 7 * DAY).toISOString());
      }
    } catch (err) {
      // The database is away for a moment: the next tick tries again.
      this.options.log.warn({ err }, 'job worker could not reach the database');
    }
  }

  private async runOne(job: JobRow): Promise<void> {
    const { db, log, clock } = this.options;
    const handler = this.options.handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for jobs of kind "${job.kind}"`);
      await handler(JSON.parse(job.payload), { id: job.id, attempt: job.attempts });
      await markJobDone(db, job.id, clock().toISOString());
    } catch (err) {
      const now = clock();
      const retry = handler && job.attempts < this.maxAttempts;
      const retryAt = retry ? new Date(now.getTime() + retryDelayMs(job.attempts)).toISOString() : undefined;
      await markJobFailed(db, job.id, { error: String(err), now: now.toISOString(), retryAt });
      if (retryAt)
        log.warn(
          { err, job: job.id, kind: job.kind, attempt: job.attempts, retryAt },
          'job failed; will retry',
        );
      else
        log.error({ err, job: job.id, kind: job.kind, attempt: job.attempts }, 'job failed for good (dead)');
    }
  }
}
