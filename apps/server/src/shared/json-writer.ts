import fastJson from 'fast-json-stringify';
import type { z } from 'zod';
import { jsonSchemaToWrite } from './json-schema-to-write.js';

/**
 * A function that writes values of `schema` as JSON with `fast-json-stringify`, from the
 * schema's JSON Schema (`jsonSchemaToWrite`): only the properties the schema names, in its
 * order, with no copy of the value. Undefined when JSON Schema cannot express the schema (a
 * transform): the caller then keeps zod's own serializer.
 *
 * The response serializer writes every answer with it (decision 045).
 */
export function jsonWriterFor(schema: z.ZodType): ((value: unknown) => string) | undefined {
  const jsonSchema = jsonSchemaToWrite(schema);
  return jsonSchema === undefined ? undefined : fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}
