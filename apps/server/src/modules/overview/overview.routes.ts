import { AdminOverviewSchema } from '@refocus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER } from '../../plugins/route-docs.js';
import type { OverviewService } from './overview.service.js';

/** `GET /api/admin/overview`: counts and the last 30 days, for the admins' dashboard home. */
export function overviewRoutes(overview: OverviewService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/admin/overview',
      {
        schema: {
          tags: ['admin'],
          summary:
            'People by role, listings and bookings by status, sign-ups and new listings per day (admins)',
          security: BEARER,
          response: { 200: AdminOverviewSchema },
        },
        config: { access: 'admin' },
      },
      async (_request, reply) => {
        // Counts of the whole shop: never kept by a shared cache.
        reply.header('cache-control', 'private, no-store');
        return overview.overview();
      },
    );
  };
}
