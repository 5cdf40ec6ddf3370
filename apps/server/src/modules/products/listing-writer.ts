import type { Product } from '@refocus/contract';
import fastJson from 'fast-json-stringify';
import type { WrittenRows } from '../../db/sqlite-read-pool.js';
import { listingJsonSchema } from './listing-json-schema.js';
import { toPublicProduct } from './product-mapper.js';
import type { ProductRow } from './storefront.repository.js';

/** One listing as list answers write it: the same bytes as inside the written array. */
const writeProduct: (product: Product) => string = fastJson(
  listingJsonSchema as Parameters<typeof fastJson>[0],
);

/** A storefront row as the public JSON of its listing; `origin` prefixes image URLs. */
function writeListing(row: ProductRow, origin: string): string {
  return writeProduct(toPublicProduct(row, origin));
}

/**
 * Writes the rows of a storefront read as their listings' JSON, in one buffer (decision 054):
 * run by the SQLite read worker that read them, so neither the rows nor their writing cross to
 * the event loop. Where no worker writes (PostgreSQL, no read workers, tsx and Vitest), the
 * event loop runs it on the rows it read.
 */
export function writeListingRows(
  rows: readonly (ProductRow & { seq: number | bigint })[],
  origin: string,
): WrittenRows {
  const texts = rows.map((row) => writeListing(row, origin));
  const ends: number[] = [];
  let end = 0;
  for (const text of texts) {
    end += Buffer.byteLength(text);
    ends.push(end);
  }
  // A buffer of its own: a small one from Node's shared pool would cross to the event loop with
  // the whole 8 KiB slab it is a view of.
  const bytes = Buffer.allocUnsafeSlow(end);
  texts.forEach((text, i) => {
    bytes.write(text, ends[i - 1] ?? 0);
  });
  return { keys: rows.map((row) => Number(row.seq)), ends, bytes };
}
