import type SQLite from 'better-sqlite3';
import pg from 'pg';
import type { NewProductRow } from '../modules/products/index.js';

/** Column order shared by both writers. */
const COLUMNS = [
  'id',
  'seller_id',
  'image_id',
  'name',
  'img_url',
  'category_id',
  'location',
  'resale_price',
  'original_price',
  'year_of_use',
  'seller_name',
  'condition',
  'seller_number',
  'year_of_purchase',
  'description',
  'status',
  'created_at',
  'updated_at',
  'deleted_at',
] as const satisfies readonly (keyof NewProductRow)[];

const PG_TYPES: Record<(typeof COLUMNS)[number], string> = {
  id: 'text',
  seller_id: 'text',
  image_id: 'text',
  name: 'text',
  img_url: 'text',
  category_id: 'integer',
  location: 'text',
  resale_price: 'integer',
  original_price: 'integer',
  year_of_use: 'double precision',
  seller_name: 'text',
  condition: 'text',
  seller_number: 'text',
  year_of_purchase: 'integer',
  description: 'text',
  status: 'text',
  created_at: 'text',
  updated_at: 'text',
  deleted_at: 'text',
};

export interface BulkWriter {
  /** Writes one batch of listings in one transaction. */
  write(rows: NewProductRow[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * SQLite: one prepared INSERT run per row inside a transaction per batch. Durability is
 * relaxed for the bulk load only (synchronous=OFF: a crash mid-way loses the last batches,
 * never corrupts); FULL is restored before the generator finishes.
 */
export function sqliteBulkWriter(sqlite: SQLite.Database): BulkWriter {
  sqlite.pragma('synchronous = OFF');
  const insert = sqlite.prepare(
    `insert into products (${COLUMNS.join(', ')}) values (${COLUMNS.map(() => '?').join(', ')})`,
  );
  const writeAll = sqlite.transaction((rows: NewProductRow[]) => {
    for (const row of rows) insert.run(COLUMNS.map((c) => row[c] ?? null));
  });
  return {
    write: async (rows) => {
      writeAll(rows);
    },
    close: async () => {
      sqlite.pragma('synchronous = FULL');
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
    },
  };
}

/** PostgreSQL: one `insert … select from unnest(arrays)` per batch: one statement, no parameter limit. */
export async function postgresBulkWriter(url: string): Promise<BulkWriter> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const text = `insert into products (${COLUMNS.join(', ')}) select * from unnest(${COLUMNS.map(
    (c, i) => `$${i + 1}::${PG_TYPES[c]}[]`,
  ).join(', ')})`;
  return {
    write: async (rows) => {
      const columns = COLUMNS.map((c) => rows.map((row) => row[c] ?? null));
      await client.query(text, columns);
    },
    close: async () => {
      await client.query('analyze products');
      await client.end();
    },
  };
}
