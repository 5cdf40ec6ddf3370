import { HealthSchema, ReadySchema } from '@refocus/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { PLUGIN } from '../../plugins/plugin-names.js';
import { healthErrors } from './health-errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Shutdown's first step: `/api/ready` answers 503 from now on, so a load balancer stops
     * sending new requests while this instance still serves them (the drain delay).
     */
    stopBeingReady(): void;
  }
}

export interface HealthOptions {
  database: Database;
  /** Photo storage: `ping` resolves when the bucket answers (S3); absent for the disk. */
  storage: { kind: 'disk' | 's3'; ping?: () => Promise<void> };
  /** The shared Redis connection, when REDIS_URL is set. */
  redis?: Pick<Redis, 'status'>;
}

/**
 * Liveness (the process answers) and readiness: the database and photo storage answer, and
 * we are not shutting down. Redis is reported but not required: without it the shop serves
 * with per-instance limits (decision 018).
 */
export const health = fp(
  async (app: FastifyInstance, { database, storage, redis }: HealthOptions) => {
    let stopping = false;
    app.decorate('stopBeingReady', () => {
      stopping = true;
    });
    app.addHook('preClose', async () => {
      stopping = true;
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
        schema: {
          tags: ['health'],
          summary: 'The database and photo storage answer and the instance is not shutting down',
          response: { 200: ReadySchema },
        },
      },
      async () => {
        if (stopping) throw new AppError('not-ready', healthErrors.shuttingDown);
        await database.ping().catch(() => {
          throw new AppError('not-ready', healthErrors.databaseDoesAnswer);
        });
        await storage.ping?.().catch(() => {
          throw new AppError('not-ready', healthErrors.photoStorageDoesAnswer);
        });
        return {
          status: 'ready' as const,
          database: database.dialect,
          storage: storage.kind,
          redis: !redis ? ('off' as const) : redis.status === 'ready' ? ('up' as const) : ('down' as const),
        };
      },
    );
  },
  { name: PLUGIN.health, dependencies: [PLUGIN.errorHandler, PLUGIN.openApi] },
);
