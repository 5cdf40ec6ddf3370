declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Error statuses the route answers without the JSON error body (a page for a popup, say),
     * so they are documented without a response schema that would serialize them.
     */
    documentedErrors?: number[];
  }
}

/** What the derivation reads of a route: how it is declared, not what its handler does. */
export interface RouteShape {
  method: string | string[];
  url: string;
  schema?: { body?: unknown; params?: unknown; querystring?: unknown; response?: unknown } | undefined;
  config?: { access?: string; rateLimit?: unknown; documentedErrors?: number[] } | undefined;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * The error statuses a route can answer because of how it is declared, so the OpenAPI
 * document says what the server really does (checked against observed answers by
 * security/openapi-errors.test.ts):
 * - 401 and 403 when it reads a caller (`access` other than public): a missing, invalid or
 *   expired token, a deleted account; a disabled account or a missing role;
 * - 400 when it reads a body or validates its query; 413 and 415 when it reads a body;
 * - 429 when it has its own rate limit.
 * Whether a path parameter can be malformed (400) or name nothing (404), a write clash (409),
 * or a public route refuse its caller (401: a wrong password) is the route's own to declare.
 */
function derivedErrorStatuses(route: RouteShape): number[] {
  const statuses = new Set<number>();
  const access = route.config?.access ?? 'public';
  const takesBody = [route.method].flat().some((method) => BODY_METHODS.has(method));
  if (access !== 'public') statuses.add(401).add(403);
  if (takesBody || route.schema?.body || route.schema?.querystring) statuses.add(400);
  if (takesBody) statuses.add(413).add(415);
  if (route.config?.rateLimit) statuses.add(429);
  return [...statuses].sort();
}

/** The route's error statuses in the document: those of its shape and those it declares itself. */
export function documentedErrorStatuses(route: RouteShape): number[] {
  const declared = Object.keys((route.schema?.response as Record<string, unknown> | undefined) ?? {})
    .map(Number)
    .filter((status) => status >= 400 && status < 500);
  const other = route.config?.documentedErrors ?? [];
  return [...new Set([...derivedErrorStatuses(route), ...declared, ...other])].sort();
}
