import {
  BackupListSchema,
  BackupNameParamsSchema,
  BackupRunSchema,
  BackupRunStatusSchema,
} from '@refocus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/access-control.js';
import { BEARER, errorResponses } from '../../plugins/route-docs.js';
import type { BackupsService } from './backups.service.js';

const security = BEARER;
const params = BackupNameParamsSchema;

/** Dashboard → Backups (issue 46 item 4, decision 063): admins only, every write audited. */
export function backupRoutes(backups: BackupsService) {
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
          summary: 'The latest backup run and the step it is at, over every instance (admins)',
          security,
          response: { 200: BackupRunStatusSchema },
        },
        config: { access: 'admin' },
      },
      async () => ({ run: await backups.latest() }),
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
