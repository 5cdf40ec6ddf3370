import type { FastifyRequest } from 'fastify';

interface Parser {
  safeParse(value: unknown): { success: boolean; data?: unknown };
}

const isParser = (schema: unknown): schema is Parser =>
  typeof (schema as Parser | undefined)?.safeParse === 'function';

/** JSON with object keys sorted, so `?b=1&a=2` and `?a=2&b=1` write the same text. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/**
 * The cache key of a catalogue read: its route and its parameters and query as the route's
 * own schemas read them (defaults filled in, unknown keys dropped, order ignored), so
 * `?q=nikon&x=1`, `?x=1&q=nikon` and `?q=nikon` are one page. Undefined when they do not
 * validate: validation then answers 400, and nothing is kept.
 */
export function pageKeyOf(request: FastifyRequest): string | undefined {
  const schema = request.routeOptions.schema;
  const read = (parser: unknown, value: unknown) => {
    if (!isParser(parser)) return { success: true, data: value ?? {} };
    return parser.safeParse(value);
  };
  const params = read(schema?.params, request.params);
  const query = read(schema?.querystring, request.query);
  if (!params.success || !query.success) return undefined;
  return `${request.routeOptions.url} ${canonical(params.data)} ${canonical(query.data)}`;
}
