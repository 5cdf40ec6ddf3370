import {
  AdminJobListSchema,
  AdminJobSchema,
  AdminJobsQuerySchema,
  JobQueueDepthSchema,
  opaqueId,
} from '@refocus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/access-control.js';
import { BEARER, errorResponses } from '../../plugins/route-docs.js';
import { setPagingHeaders } from '../../shared/paging-headers.js';
import type { JobsAdminService } from './jobs-admin.service.js';

const security = BEARER;
const params = z.object({ id: opaqueId('id') });

/** The job queue for admins: the dead-letter list, depth per state, retry and discard. */
export function jobsAdminRoutes(jobs: JobsAdminService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/admin/jobs',
      {
        schema: {
          tags: ['admin'],
          summary: 'Background jobs in one state (default `dead`), latest change first, paged (admins)',
          description:
            '`failing`: queued again after a failed attempt; `dead`: gave up after its last attempt. A bare array; the total in `X-Total-Count`.',
          security,
          querystring: AdminJobsQuerySchema,
          response: { 200: AdminJobListSchema, ...errorResponses(400) },
        },
        config: { access: 'admin' },
      },
      async (request, reply) => {
        const { items, total } = await jobs.list(request.query);
        setPagingHeaders(request, reply, { ...request.query, total });
        return items;
      },
    );

    api.get(
      '/api/admin/jobs/depth',
      {
        schema: {
          tags: ['admin'],
          summary: 'How many background jobs are in each state, over all instances (admins)',
          security,
          response: { 200: JobQueueDepthSchema },
        },
        config: { access: 'admin' },
      },
      async () => jobs.depth(),
    );

    api.post(
      '/api/admin/jobs/:id/retry',
      {
        schema: {
          tags: ['admin'],
          summary: 'Run a dead or failing job again now, with all its attempts back (admins)',
          description: 'Errors: 404 `not-found`; 409 `conflict` when the job is queued, running or done.',
          security,
          params,
          response: { 200: AdminJobSchema, ...errorResponses(400, 404, 409) },
        },
        config: { access: 'admin' },
      },
      async (request) => jobs.retry(callerOf(request).id, request.params.id),
    );

    api.delete(
      '/api/admin/jobs/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Discard a dead job (admins)',
          description: 'Errors: 404 `not-found`; 409 `conflict` when the job is not dead.',
          security,
          params,
          response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(404, 409) },
        },
        config: { access: 'admin' },
      },
      async (request) => {
        await jobs.discard(callerOf(request).id, request.params.id);
        return { ok: true as const };
      },
    );
  };
}
