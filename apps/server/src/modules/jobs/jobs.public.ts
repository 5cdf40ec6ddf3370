/**
 * What other modules may use of `jobs` (decision 014): enqueue a job inside the transaction
 * that causes it, and name the handler that runs it.
 */
export { enqueueJob } from './job-queue.js';
export type { JobHandler } from './job-worker.js';
