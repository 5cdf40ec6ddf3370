import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import type { Dialect } from '../db/database.js';
import { planInserts } from './insert-order.js';
import type { Manifest, TableManifest } from './manifest.js';
import { hasStorefront, hasTable, nextStorefrontSeq } from './storefront-seqs.js';
import { describeTables, type Query } from './table-shapes.js';
import { checkedValue, quoted } from './values.js';

/** Parameters per INSERT: well inside both databases' limits, few round trips. */
const PARAMETERS_PER_INSERT = 10_000;

export interface Staged {
  dir: string;
  table(name: string): string;
  seqs: string;
}

/**
 * Writes the archive's rows into a schema just migrated to the archive's level, in an order
 * that satisfies every foreign key. Listings go in the storefront's order so that its triggers
 * rebuild the storefront with the seqs it had (storefront-seqs.ts). Answers how many listings
 * could not get their seq back (0 unless the archive is inconsistent).
 */
export async function loadTables(
  query: Query,
  dialect: Dialect,
  manifest: Manifest,
  staged: Staged,
): Promise<number> {
  const target = await describeTables(query, dialect);
  for (const table of manifest.tables)
    assertSameShape(
      table,
      target.find((t) => t.name === table.name),
    );
  const tables = new Map(manifest.tables.map((table) => [table.name, table]));
  const plan = planInserts(target.filter((shape) => tables.has(shape.name)));
  // The rows a migration put in (the catalogue version's row, the seeded brands and models)
  // give way to the archive's: referencing tables emptied before those they reference.
  for (const name of [...plan.order].reverse()) {
    if ((await query(`select 1 from ${quoted(name)} limit 1`)).length > 0)
      await query(`delete from ${quoted(name)}`);
  }
  const later: { table: TableManifest; column: string; key: unknown[]; value: unknown }[] = [];
  let misplaced = 0;
  for (const name of plan.order) {
    const table = tables.get(name)!;
    const deferred = plan.deferred.get(name) ?? [];
    const rows = checkedRows(table, staged.table(name), (row) => {
      for (const column of deferred) {
        const at = table.columns.findIndex((c) => c.name === column);
        if (row[at] === null) continue;
        later.push({
          table,
          column,
          key: table.primaryKey.map((k) => row[columnIndex(table, k)]),
          value: row[at],
        });
        row[at] = null;
      }
    });
    if (name === 'products' && (await hasStorefront(query, dialect))) {
      misplaced = await loadListingsInSeqOrder(query, dialect, table, rows, staged.seqs);
    } else {
      await insertRows(query, dialect, name, table, rows);
    }
  }
  for (const { table, column, key, value } of later) {
    const where = table.primaryKey
      .map((k, i) => `${quoted(k)} = ${placeholder(dialect, i + 2)}`)
      .join(' and ');
    await query(
      `update ${quoted(table.name)} set ${quoted(column)} = ${placeholder(dialect, 1)} where ${where}`,
      [value, ...key],
    );
  }
  if (dialect === 'postgres') await resetCounters(query, manifest.tables);
  return misplaced;
}

/** PostgreSQL: each identity or serial column of a restored table counts on from its largest value. */
async function resetCounters(query: Query, tables: readonly TableManifest[]): Promise<void> {
  const counted = (await query(
    `select table_name as table, column_name as column from information_schema.columns
     where table_schema = current_schema() and table_name = any($1)
       and (is_identity = 'YES' or column_default like 'nextval(%')`,
    [tables.map((t) => t.name)],
  )) as { table: string; column: string }[];
  for (const { table, column } of counted) {
    await query(
      `select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${quoted(column)}) from ${quoted(table)}), 0) + 1, false)`,
      [quoted(table), column],
    );
  }
}

function assertSameShape(table: TableManifest, target: { columns: { name: string }[] } | undefined): void {
  const wanted = table.columns.map((c) => c.name).join(', ');
  const found = target?.columns.map((c) => c.name).join(', ');
  if (wanted !== found) {
    throw new Error(
      `The archive's table ${table.name} (${wanted}) does not match the schema its migrations make here (${found ?? 'no such table'}).`,
    );
  }
}

const columnIndex = (table: TableManifest, column: string) =>
  table.columns.findIndex((c) => c.name === column);
const placeholder = (dialect: Dialect, n: number) => (dialect === 'postgres' ? `$${n}` : '?');

/** The table's rows from its JSON lines, each value checked against its column's type. */
async function* checkedRows(
  table: TableManifest,
  file: string,
  adjust: (row: unknown[]) => void,
): AsyncGenerator<unknown[]> {
  const lines = readline.createInterface({
    input: fs.createReadStream(file),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let line = 0;
  for await (const text of lines) {
    line++;
    if (text === '') continue;
    const row = JSON.parse(text) as unknown[];
    if (!Array.isArray(row) || row.length !== table.columns.length) {
      throw new Error(
        `${path.basename(file)} line ${line} does not have the table's ${table.columns.length} columns.`,
      );
    }
    const values = row.map((value, i) => checkedValue(table.name, table.columns[i]!, value));
    adjust(values);
    yield values;
  }
}

/** Multi-row INSERTs of `rows` into `into`, which has the table's columns. */
async function insertRows(
  query: Query,
  dialect: Dialect,
  into: string,
  table: TableManifest,
  rows: AsyncIterable<unknown[]>,
): Promise<void> {
  const perInsert = Math.max(1, Math.floor(PARAMETERS_PER_INSERT / table.columns.length));
  const columns = table.columns.map((c) => quoted(c.name)).join(', ');
  let batch: unknown[][] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    let n = 0;
    const tuples = batch.map((row) => `(${row.map(() => placeholder(dialect, ++n)).join(', ')})`);
    await query(`insert into ${quoted(into)} (${columns}) values ${tuples.join(', ')}`, batch.flat());
    batch = [];
  };
  for await (const row of rows) {
    batch.push(row);
    if (batch.length >= perInsert) await flush();
  }
  await flush();
}

/**
 * Listings without a storefront entry first, then the others in seq order, the storefront's
 * counter set before each run of consecutive seqs: the triggers hand out the seqs the archive
 * had. Staged in temporary tables, since the archive keeps listings in key order.
 */
async function loadListingsInSeqOrder(
  query: Query,
  dialect: Dialect,
  table: TableManifest,
  rows: AsyncIterable<unknown[]>,
  seqsFile: string,
): Promise<number> {
  await query('create temp table restore_listings as select * from products where 1 = 0');
  await query('create temp table restore_seqs (product_id text primary key, seq integer not null)');
  await insertRows(query, dialect, 'restore_listings', table, rows);
  const seqShape: TableManifest = {
    name: 'restore_seqs',
    columns: [
      { name: 'product_id', type: 'text', nullable: false },
      { name: 'seq', type: 'integer', nullable: false },
    ],
    primaryKey: ['product_id'],
    rows: 0,
  };
  await insertRows(
    query,
    dialect,
    'restore_seqs',
    seqShape,
    checkedRows(seqShape, seqsFile, () => {}),
  );
  await query(`insert into products select * from restore_listings p
    where not exists (select 1 from restore_seqs s where s.product_id = p.id) order by p.id`);
  const seqs = (
    await query(
      `select s.seq, case when p.status = 'sold' then 1 else 0 end as sold
       from restore_seqs s join restore_listings p on p.id = s.product_id order by s.seq`,
    )
  ).map((row) => ({ seq: Number(row.seq), sold: Number(row.sold) }));
  // A run is one side's: SQLite writes an AUTOINCREMENT counter back at the end of a statement,
  // and the sold side's trigger reads that counter (migration 027).
  const continues = (i: number) =>
    seqs[i + 1]!.seq === seqs[i]!.seq + 1 && seqs[i + 1]!.sold === seqs[i]!.sold;
  for (let start = 0; start < seqs.length; ) {
    let end = start;
    while (end + 1 < seqs.length && continues(end)) end++;
    await nextStorefrontSeq(query, dialect, seqs[start]!.seq);
    await query(
      `insert into products select p.* from restore_listings p join restore_seqs s on s.product_id = p.id
       where s.seq between ${placeholder(dialect, 1)} and ${placeholder(dialect, 2)} order by s.seq`,
      [seqs[start]!.seq, seqs[end]!.seq],
    );
    start = end + 1;
  }
  const sold = await hasTable(query, dialect, 'storefront_sold_entries');
  const [placed] = await query(
    `select count(*) as n from restore_seqs s where exists (select 1 from storefront_entries e where e.product_id = s.product_id and e.seq = s.seq)${
      sold
        ? ' or exists (select 1 from storefront_sold_entries e where e.product_id = s.product_id and e.seq = s.seq)'
        : ''
    }`,
  );
  await query('drop table restore_listings');
  await query('drop table restore_seqs');
  return seqs.length - Number(placed?.n ?? 0);
}
