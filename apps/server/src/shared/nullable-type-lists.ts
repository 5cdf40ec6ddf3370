/**
 * Rewrites `anyOf: [{ type: T, … }, { type: 'null' }]` (zod's JSON Schema of a nullable
 * string, number, integer or boolean) as `type: [T, 'null']` for `fast-json-stringify`.
 *
 * For an `anyOf` it validates each value with ajv to choose a branch, compiling those checks
 * the first time a route answers: 100–200 ms of event loop on a slow machine for a listing's
 * eight nullable fields, and about 150 ajv calls per page of 24 listings after that. With a
 * type list it only looks at the value's JavaScript type. Only what serialization ignores is
 * dropped with the branch (`minimum`, `maximum`, `enum`); any other `anyOf` stays as it is.
 */
export function nullableTypeLists(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableTypeLists);
  if (schema === null || typeof schema !== 'object') return schema;
  const rewritten: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) rewritten[key] = nullableTypeLists(value);
  const type = nullablePrimitive(rewritten.anyOf);
  if (type === undefined) return rewritten;
  const { anyOf: _replaced, ...rest } = rewritten;
  return { ...rest, type: [type, 'null'] };
}

const PRIMITIVES = new Set(['string', 'number', 'integer', 'boolean']);
const IGNORED_WHEN_WRITING = new Set(['type', 'minimum', 'maximum', 'enum']);

/** `T` when `anyOf` is exactly "a plain T, or null"; otherwise undefined. */
function nullablePrimitive(anyOf: unknown): string | undefined {
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return undefined;
  const isNull = (branch: unknown) =>
    typeof branch === 'object' &&
    branch !== null &&
    Object.keys(branch).length === 1 &&
    (branch as { type?: unknown }).type === 'null';
  const other = anyOf.find((branch) => !isNull(branch)) as Record<string, unknown> | undefined;
  if (!other || !anyOf.some(isNull)) return undefined;
  if (typeof other.type !== 'string' || !PRIMITIVES.has(other.type)) return undefined;
  if (!Object.keys(other).every((key) => IGNORED_WHEN_WRITING.has(key))) return undefined;
  return other.type;
}
