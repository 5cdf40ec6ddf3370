import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { nullableTypeLists } from './nullable-type-lists.js';

/**
 * A function that writes values of `schema` as JSON with `fast-json-stringify`, from the
 * schema's JSON Schema: only the properties the schema names, in its order, with no copy of
 * the value. Undefined when JSON Schema cannot express the schema (a transform): the caller
 * then keeps zod's own serializer. Nullable primitives are written as type lists
 * (`nullable-type-lists.ts`): no ajv check per value.
 *
 * The response serializer writes every answer with it, and the storefront writes each
 * listing of a list with it (decision 051): one listing written alone is the same bytes as
 * that listing inside a written array.
 */
export function jsonWriterFor(schema: z.ZodType): ((value: unknown) => string) | undefined {
  let jsonSchema: unknown;
  try {
    jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
  } catch {
    return undefined;
  }
  return fastJson(nullableTypeLists(jsonSchema) as Parameters<typeof fastJson>[0]);
}
