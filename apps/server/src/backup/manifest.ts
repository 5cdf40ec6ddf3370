import { z } from 'zod';

/** Raised by a later format that an older build cannot read; read by every build since. */
export const FORMAT_VERSION = 1;

/** The entries besides the tables and photos (decision 061). */
export const MANIFEST_ENTRY = 'manifest.json';
export const CHECKSUMS_ENTRY = 'SHA256SUMS';
export const tableEntry = (table: string) => `tables/${table}.jsonl`;
export const STOREFRONT_SEQS_ENTRY = 'storefront/seqs.jsonl';
export const photoEntry = (imageId: string, file: string) => `photos/${imageId}/${file}`;
export const PHOTO_ENTRY = /^photos\/([0-9a-f]{64})\/([0-9]{2,4}\.webp)$/;

/**
 * How a value is written in the archive and checked on the way back, whichever database it
 * came from: text as a JSON string, integers as JSON numbers within 2^53, reals as JSON numbers
 * (shortest round-trip form, so a double comes back bit for bit).
 */
const columnTypeSchema = z.enum(['text', 'integer', 'real']);
export type ColumnType = z.infer<typeof columnTypeSchema>;

const tableSchema = z.object({
  name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
  columns: z.array(z.object({ name: z.string(), type: columnTypeSchema, nullable: z.boolean() })).min(1),
  primaryKey: z.array(z.string()).min(1),
  rows: z.number().int().nonnegative(),
});
export type TableManifest = z.infer<typeof tableSchema>;

export const manifestSchema = z.object({
  format: z.literal(FORMAT_VERSION),
  app: z.object({ name: z.literal('refocus'), version: z.string() }),
  createdAt: z.string(),
  shop: z.string(),
  /** Where it was taken: informative; a restore goes to either. */
  dialect: z.enum(['sqlite', 'postgres']),
  /** Every migration the database had, in order: the last is its level. */
  migrations: z.array(z.string()).min(1),
  tables: z.array(tableSchema),
  /** The last storefront seq handed out (decision 038): new listings continue after it. */
  storefrontLastSeq: z.number().int().nonnegative(),
  photos: z.object({ images: z.number().int(), files: z.number().int(), bytes: z.number().int() }),
  /** sha256 of the SHA256SUMS entry, which names the sha256 of every other entry. */
  checksums: z.string().regex(/^[0-9a-f]{64}$/),
});
export type Manifest = z.infer<typeof manifestSchema>;
