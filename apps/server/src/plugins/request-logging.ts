import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PLUGIN } from './plugin-names.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Why a 4xx was answered, logged on the request's one finished line. */
    rejection: { code: string; reason: string } | undefined;
  }
}

/** An e-mail address in a path (`/api/user/admin/ada@example.com`) is personal data: not for logs. */
const EMAIL = /[^/?&=\s]+(?:@|%40)[^/?&=\s]+/gi;

export function redactEmails(text: string): string {
  return text.replace(EMAIL, '[email]');
}

/**
 * One log line per finished request (Fastify's own pair of "incoming"/"completed" lines is
 * turned off in `buildApp`): method, URL, status and time, plus the error code of a 4xx.
 * Every answer carries its request id, so a user's report can be matched to the line.
 */
export const requestLogging = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('rejection', undefined);
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    app.addHook('onResponse', async (request, reply) => {
      const url = redactEmails(request.url);
      const status = reply.statusCode;
      const ms = Math.round(reply.elapsedTime * 10) / 10;
      const line = { method: request.method, url, status, ms, ...request.rejection };
      request.log.info(line, `${request.method} ${url} ${status} ${ms}ms`);
    });
  },
  { name: PLUGIN.requestLogging },
);
