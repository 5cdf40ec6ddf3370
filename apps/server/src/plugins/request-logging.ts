import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
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
 * One log line per finished request instead of Fastify's two ("incoming request",
 * "request completed"): method, URL (e-mail addresses redacted), status and time, plus the
 * code and reason of a 4xx. Given to Fastify as its `logController`.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const url = redactEmails(request.url);
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const line = { method: request.method, url, status, ms, ...request.rejection };
    const message = `${request.method} ${url} ${status} ${ms}ms`;
    if (error) reply.log.error({ ...line, err: error }, message);
    else reply.log.info(line, message);
  }
}

/** Every answer carries its request id, so a user's report can be matched to its log line. */
export const requestLogging = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('rejection', undefined);
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: PLUGIN.requestLogging },
);
