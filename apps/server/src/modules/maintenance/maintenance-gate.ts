import { MaintenanceStatusSchema } from '@refocus/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error.js';
import { PLUGIN } from '../../plugins/plugin-names.js';
import { maintenanceErrors } from './maintenance-errors.js';
import type { MaintenanceMode } from './maintenance-mode.js';
import { maintenancePage } from './maintenance-page.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once no request is in hand here (live streams aside), or after `timeoutMs`. */
    requestsDrained(timeoutMs: number): Promise<void>;
  }
}

/** What visitors are told to wait before they try again. */
const RETRY_AFTER_SECONDS = 30;
/** The maintenance page reloads itself this often. */
const RELOAD_SECONDS = 10;
/**
 * Answered in maintenance too: liveness and readiness (a load balancer keeps sending visitors
 * to an instance that draws the maintenance page, instead of its own error page) and the
 * maintenance status the admin page follows. None of them reads the data being replaced.
 */
const ALWAYS_ANSWERED = new Set(['/api/health', '/api/ready', '/api/maintenance']);
/** Live event streams stay open for hours: a drain does not wait for them. */
const STREAMS = '/api/events';

export interface MaintenanceGateOptions {
  maintenance: MaintenanceMode;
  shopName: string;
}

const answeredAnyway = (request: FastifyRequest) =>
  ALWAYS_ANSWERED.has(request.routeOptions.url ?? '') || request.url.startsWith('/assets/');

/**
 * In maintenance (decision 065) every request but those above is answered 503 with
 * `Retry-After`: the API with the `maintenance` error, a page with the maintenance page. It runs
 * first, before the page cache could answer a page of the catalogue being replaced. It also
 * counts the requests in hand, so a restore starts once those that came before it have ended.
 */
export const maintenanceGate = fp(
  async (app: FastifyInstance, { maintenance, shopName }: MaintenanceGateOptions) => {
    let inHand = 0;
    let drainedNow: (() => void) | undefined;
    const page = maintenancePage(shopName, RELOAD_SECONDS);

    app.decorate('requestsDrained', (timeoutMs: number) => {
      if (inHand === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(done, timeoutMs);
        function done() {
          clearTimeout(timer);
          drainedNow = undefined;
          resolve();
        }
        drainedNow = done;
      });
    });

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (answeredAnyway(request)) return;
      if (maintenance.isOn()) {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
        if (request.url.startsWith('/api/')) {
          throw new AppError('maintenance', maintenanceErrors.shopBeingRestoredFrom);
        }
        return reply.code(503).type('text/html; charset=utf-8').send(page);
      }
      if (request.url.startsWith(STREAMS)) return;
      inHand++;
      reply.raw.once('close', () => {
        inHand--;
        if (inHand === 0) drainedNow?.();
      });
    });

    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/maintenance',
      {
        schema: {
          tags: ['health'],
          summary: 'Whether the shop is in maintenance (a restore), and the step it is at',
          response: { 200: MaintenanceStatusSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return maintenance.status();
      },
    );
  },
  { name: PLUGIN.maintenanceGate, dependencies: [PLUGIN.errorHandler] },
);
