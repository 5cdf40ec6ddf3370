import {
  BackupListSchema,
  BackupNameParamsSchema,
  BackupRunSchema,
  BackupRunStatusSchema,
  RestoreRunSchema,
} from '@refocus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/access-control.js';
import { BEARER, errorResponses } from '../../plugins/route-docs.js';
import type { BackupRestorer } from './backup-restorer.js';
import type { BackupsService } from './backups.service.js';

const security = BEARER;
const params = BackupNameParamsSchema;

/** Dashboard → Backups (issue 46 item 4, decision 063): admins only, every write audited. */
export function backupRoutes(backups: BackupsService, restorer: BackupRestorer) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/admin/backups',
      {
        schema: {
          tags: ['admin'],
          summary: 'Backup archives in DATA_DIR/backups or the bucket, newest first (admins)',
          security,
          response: { 200: BackupListSchema },
        },
        config: { access: 'admin' },
      },
      async () => backups.list(),
    );

    api.get(
      '/api/admin/backups/progress',
      {
        schema: {
          tags: ['admin'],
          summary:
            'The latest backup run and the step it is at, over every instance, and the latest restore this instance ran (admins)',
          security,
          response: { 200: BackupRunStatusSchema },
        },
        config: { access: 'admin' },
      },
      async () => ({ run: await backups.latest(), restore: restorer.latest() }),
    );

    api.post(
      '/api/admin/backups',
      {
        schema: {
          tags: ['admin'],
          summary: 'Start a backup now (admins); follow it at /api/admin/backups/progress',
          description: 'Errors: 409 `conflict` while another backup is queued or running.',
          security,
          response: { 202: BackupRunSchema, ...errorResponses(409) },
        },
        config: { access: 'admin' },
      },
      async (request, reply) => reply.code(202).send(await backups.start(callerOf(request).id)),
    );

    api.get(
      '/api/admin/backups/:name',
      {
        schema: {
          tags: ['admin'],
          summary: 'Download one backup archive, as an attachment (admins)',
          security,
          params,
        },
        // The answer is the archive itself; failures are the JSON error body.
        config: { access: 'admin', documentedErrors: [400, 404] },
      },
      async (request, reply) => {
        const { name } = request.params;
        const file = await backups.download(callerOf(request).id, name);
        return reply
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('content-length', file.size)
          .header('cache-control', 'no-store')
          .type('application/gzip')
          .send(file.body);
      },
    );

    api.post(
      '/api/admin/backups/:name/restore',
      {
        schema: {
          tags: ['admin'],
          summary: 'Restore the shop from one backup, in maintenance on every instance (admins)',
          description:
            'The archive is checked first: 400 `bad-request` when it is damaged, 409 `conflict` when ' +
            'this build cannot restore it, a backup is running, or a restore is under way. Then the ' +
            'shop goes into maintenance (every request but `/api/maintenance`, `/api/health` and ' +
            '`/api/ready` is answered 503 with `Retry-After`) and comes back when the data is replaced. ' +
            'Follow it at `/api/maintenance`, then at `/api/admin/backups/progress`.',
          security,
          params,
          response: { 202: RestoreRunSchema, ...errorResponses(400, 404, 409) },
        },
        config: { access: 'admin' },
      },
      async (request, reply) =>
        reply.code(202).send(await restorer.start(callerOf(request).id, request.params.name)),
    );

    api.delete(
      '/api/admin/backups/:name',
      {
        schema: {
          tags: ['admin'],
          summary: 'Delete one backup archive (admins)',
          security,
          params,
          response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(400, 404) },
        },
        config: { access: 'admin' },
      },
      async (request) => {
        await backups.remove(callerOf(request).id, request.params.name);
        return { ok: true as const };
      },
    );
  };
}
