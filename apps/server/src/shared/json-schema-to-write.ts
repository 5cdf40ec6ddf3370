import { z } from 'zod';
import { nullableTypeLists } from './nullable-type-lists.js';

/**
 * The JSON Schema `fast-json-stringify` writes values of `schema` by, or undefined when JSON
 * Schema cannot express it (a transform). Nullable primitives become type lists
 * (`nullable-type-lists.ts`): no ajv check per value.
 */
export function jsonSchemaToWrite(schema: z.ZodType): object | undefined {
  try {
    return nullableTypeLists(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' })) as object;
  } catch {
    return undefined;
  }
}
