import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

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
function pageKeyOf(request: FastifyRequest): string | undefined {
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

/** Longer URLs are worked out each time rather than kept: they are rare, and memory is not. */
const MAX_REMEMBERED_URL = 512;
const INVALID = '';

/**
 * `pageKeyOf`, remembered by the request's raw URL: a key depends on nothing else, and
 * validating the query with zod on every cache hit was a visible part of a hit's CPU. Bounded
 * (least recently used first), so a client sending endless distinct URLs costs no memory.
 */
export function rememberedPageKeys(max = 10_000): (request: FastifyRequest) => string | undefined {
  const keys = new LRUCache<string, string>({ max });
  return (request) => {
    if (request.url.length > MAX_REMEMBERED_URL) return pageKeyOf(request);
    const known = keys.get(request.url);
    if (known !== undefined) return known === INVALID ? undefined : known;
    const key = pageKeyOf(request);
    keys.set(request.url, key ?? INVALID);
    return key;
  };
}
