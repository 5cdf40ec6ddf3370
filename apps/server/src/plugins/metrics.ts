import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.js';
import { platformErrors } from '../errors/platform-errors.js';
import type { Metrics } from '../metrics/metrics.js';
import { PLUGIN } from './plugin-names.js';

export interface MetricsOptions {
  metrics: Metrics;
  /** Unset: no `/metrics` route (the counters still run, for nobody). */
  token: string | undefined;
}

/**
 * Counts every answer by route pattern (never the raw URL: ids would make a series each)
 * and serves `GET /metrics` in Prometheus' text format to whoever shows the token. It is
 * left out of the OpenAPI document and of the counts themselves.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { metrics, token }: MetricsOptions) => {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      if (route === '/metrics') return;
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      metrics.requests.inc(labels);
      metrics.requestSeconds.observe(labels, reply.elapsedTime / 1000);
    });
    if (!token) return;

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!showsToken(request, token)) {
        throw new AppError('unauthenticated', platformErrors.sendMetricsTokenAs);
      }
      reply.type(metrics.registry.contentType);
      return metrics.registry.metrics();
    });
  },
  { name: PLUGIN.metrics, dependencies: [PLUGIN.errorHandler] },
);

function showsToken(request: FastifyRequest, token: string): boolean {
  const sent = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
