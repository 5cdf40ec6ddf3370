import { z } from 'zod';
import { PageQuerySchema } from './page-query.js';
import { validationText, vm } from './validation-messages.js';

/**
 * The durable job queue as admins see it (issue 16, decision 014). `failing` is a queued job
 * that failed at least once and waits for its next try; `dead` gave up for good.
 */
export const JOB_LIST_STATES = ['dead', 'failing', 'queued', 'running', 'done'] as const;
export const JobListStateSchema = z.enum(JOB_LIST_STATES, {
  error: validationText(vm.commonStateMustOne, { values: JOB_LIST_STATES.join(', ') }),
});
export type JobListState = z.infer<typeof JobListStateSchema>;

export const AdminJobsQuerySchema = PageQuerySchema.extend({
  state: JobListStateSchema.default('dead'),
});

export const AdminJobSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  state: JobListStateSchema,
  attempts: z.number(),
  lastError: z.string().nullable(),
  /** When it runs next (queued, failing), or when it gave up (dead). */
  runAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The instance (host:pid) that last took it. */
  claimedBy: z.string().nullable(),
});
export type AdminJob = z.infer<typeof AdminJobSchema>;
export const AdminJobListSchema = z.array(AdminJobSchema);

/** How many jobs are in each state, over every instance (one database). */
export const JobQueueDepthSchema = z.object(
  Object.fromEntries(JOB_LIST_STATES.map((s) => [s, z.number()])) as Record<JobListState, z.ZodNumber>,
);
export type JobQueueDepth = z.infer<typeof JobQueueDepthSchema>;
