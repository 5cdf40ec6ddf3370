import { ProductSchema } from '@refocus/contract';
import { jsonSchemaToWrite } from '../../shared/json-schema-to-write.js';

/**
 * The JSON Schema a listing is written by. The read workers' bundle of the listing writer
 * carries it as data computed when the server is built (listing-writer-build.mjs), so a worker
 * never loads zod nor the contract's schemas (decision 054).
 */
export const listingJsonSchema: object =
  jsonSchemaToWrite(ProductSchema) ??
  (() => {
    throw new Error('ProductSchema has no JSON Schema to write listings by');
  })();
