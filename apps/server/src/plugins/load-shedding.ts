import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.js';
import { platformErrors } from '../errors/platform-errors.js';
import { PLUGIN } from './plugin-names.js';

export interface LoadSheddingOptions {
  /** Mean event-loop delay (ms) above which new requests are refused; 0 = never. */
  maxEventLoopDelayMs: number;
}

/** What a refused client is told to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

/** Liveness and readiness answer whatever the load: a load balancer must not see a busy instance as dead. */
const ALWAYS_ANSWERED = new Set(['/api/health', '/api/ready']);

function refuse(request: FastifyRequest): Promise<void> | undefined {
  if (ALWAYS_ANSWERED.has(request.routeOptions.url ?? '')) return undefined;
  return Promise.reject(new AppError('overloaded', platformErrors.serverOverloadedRightNow));
}

/**
 * Under overload, answer 503 with `Retry-After` at once instead of queueing requests into
 * timeouts (decision 008). Two sources refuse work: this plugin when the event loop falls
 * behind (`@fastify/under-pressure`), and the database layer when its read queue is full or
 * a PostgreSQL statement times out; every 503 carries `Retry-After`.
 */
async function loadSheddingPlugin(app: FastifyInstance, options: LoadSheddingOptions): Promise<void> {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    }
    return payload;
  });
  if (options.maxEventLoopDelayMs > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      retryAfter: RETRY_AFTER_SECONDS,
      pressureHandler: (request) => refuse(request),
    });
  }
}

/** Registered right after the error handler, which turns its refusals into our error shape. */
export const loadShedding = fp(loadSheddingPlugin, {
  name: 'load-shedding',
  fastify: '5.x',
  dependencies: [PLUGIN.errorHandler],
});
