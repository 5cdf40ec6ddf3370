/**
 * What other modules may use of `jobs` (decision 014): enqueue a job inside the transaction
 * that causes it, and name the handler that runs it. The app builds the worker that runs them
 * (app/job-worker.ts).
 */
export { enqueueJob } from './job-queue.js';
export { type JobHandler, JobWorker } from './job-worker.js';
