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
 * Query keys whose value is a secret a link carries: the action code of a verification,
 * reset or change-email link (`code`; `oobCode` in the older client's vocabulary), an
 * unsubscribe token, and Google's authorization code and state on the sign-in callback.
 * Whoever reads the log could otherwise follow the link before its owner.
 */
const SECRET_QUERY_KEYS = new Set(['code', 'oobcode', 'token', 'state']);

/** The URL with every secret query value written as `[redacted]`; the rest is kept as sent. */
function redactActionCodes(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const pairs = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals < 0 ? pair : pair.slice(0, equals);
      return SECRET_QUERY_KEYS.has(decodedKey(key).toLowerCase()) ? `${key}=[redacted]` : pair;
    });
  return `${url.slice(0, query)}?${pairs.join('&')}`;
}

/** A key as the page reads it (`%63ode` is `code`); a malformed escape is taken as written. */
function decodedKey(key: string): string {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
}

/**
 * One log line per finished request instead of Fastify's two ("incoming request",
 * "request completed"): method, URL (e-mail addresses and link secrets redacted), status and time, plus the
 * code and reason of a 4xx. Given to Fastify as its `logController`.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const url = redactActionCodes(redactEmails(request.url));
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
