import { HealthSchema, ReadySchema } from '@refocus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';

/** Liveness (the process answers) and readiness (the database answers, and we are not shutting down). */
export function healthRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/health',
      { schema: { tags: ['health'], summary: 'The process is up', response: { 200: HealthSchema } } },
      () => ({ status: 'ok' as const }),
    );

    api.get(
      '/api/ready',
      {
        schema: { tags: ['health'], summary: 'The database answers', response: { 200: ReadySchema } },
      },
      async () => {
        if (closing) throw new AppError('not-ready', 'shutting down');
        await database.ping().catch(() => {
          throw new AppError('not-ready', 'database does not answer');
        });
        return { status: 'ready' as const, database: database.dialect };
      },
    );
  };
}
