import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { ServerLanguages } from '../i18n/server-languages.js';
import { type JobHandler, JobWorker } from '../modules/jobs/jobs.public.js';
import {
  createMailTransport,
  MAIL_JOB,
  type MailTransport,
  mailJobHandler,
} from '../modules/mail/mail.public.js';

/**
 * The durable job queue's worker (decision 014) with a handler for each kind of job: sending
 * mail here, the others from the services that queue them. Built stopped: `runJobs` starts it.
 */
export function createJobWorker(
  config: Config,
  database: Database,
  clock: Clock,
  log: FastifyBaseLogger,
  serviceJobs: Record<string, JobHandler>,
  languages: ServerLanguages,
): { jobWorker: JobWorker; mailTransport: MailTransport } {
  const mailTransport = createMailTransport(
    { smtpUrl: config.mail.smtpUrl, from: config.mail.from, dataDir: config.dataDir },
    log,
  );
  const handlers: Record<string, JobHandler> = {
    // Each message in its reader's language (decision 070).
    [MAIL_JOB]: mailJobHandler(
      mailTransport,
      { name: config.shopName, publicUrl: config.publicUrl },
      { db: database.db, languages },
    ),
    ...serviceJobs,
  };
  const jobWorker = new JobWorker({
    db: database.db,
    handlers,
    log,
    clock,
    leaseMs: config.jobLeaseMs,
    pollMs: config.jobPollMs,
  });
  return { jobWorker, mailTransport };
}
