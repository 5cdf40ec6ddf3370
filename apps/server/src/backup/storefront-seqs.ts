import type { Dialect } from '../db/database.js';
import type { Query } from './table-shapes.js';

/**
 * The storefront is rebuilt by the listings' own triggers on restore, but its order is not
 * derived: every list sorts by `seq`, the order listings entered the storefront (a listing back
 * on sale gets a new one), and saved-search alerts keep a mark in seqs (decision 038). A backup
 * keeps each listing's seq and the last one handed out; a restore hands each the same again.
 */

export async function hasTable(query: Query, dialect: Dialect, table: string): Promise<boolean> {
  const rows =
    dialect === 'sqlite'
      ? await query(`select 1 from sqlite_master where type = 'table' and name = ?`, [table])
      : await query('select 1 where to_regclass($1) is not null', [table]);
  return rows.length > 0;
}

/** Selects `[product_id, seq]` of every storefront entry, in seq order; none before migration 003. */
export async function storefrontSeqsSelect(query: Query, dialect: Dialect): Promise<string | undefined> {
  if (!(await hasTable(query, dialect, 'storefront_entries'))) return undefined;
  const sold = (await hasTable(query, dialect, 'storefront_sold_entries'))
    ? ' union all select product_id, seq from storefront_sold_entries'
    : '';
  return `select product_id, seq from (select product_id, seq from storefront_entries${sold}) s order by seq`;
}

/** The last seq handed out, above every entry's: a deleted entry's seq is never given again. */
export async function storefrontLastSeq(query: Query, dialect: Dialect): Promise<number> {
  if (!(await hasTable(query, dialect, 'storefront_entries'))) return 0;
  const select = await storefrontSeqsSelect(query, dialect);
  const [top] = await query(`select coalesce(max(seq), 0) as seq from (${select}) entries`);
  const [counter] =
    dialect === 'sqlite'
      ? await query(`select seq from sqlite_sequence where name = 'storefront_entries'`)
      : await query(
          // The sequence's name comes from the catalog; before its first value it is not called yet.
          `select case when is_called then last_value else last_value - 1 end as seq from ${await sequenceName(query)}`,
        );
  return Math.max(Number(top?.seq ?? 0), Number(counter?.seq ?? 0));
}

async function sequenceName(query: Query): Promise<string> {
  const [row] = await query(`select pg_get_serial_sequence('storefront_entries', 'seq') as name`);
  return String(row?.name);
}

/** The next entry the storefront's triggers make gets `seq`. */
export async function nextStorefrontSeq(query: Query, dialect: Dialect, seq: number): Promise<void> {
  if (dialect === 'postgres') {
    await query(`select setval(pg_get_serial_sequence('storefront_entries', 'seq'), $1, false)`, [seq]);
    return;
  }
  // AUTOINCREMENT hands out one past the larger of this row and the largest seq present.
  await query(`delete from sqlite_sequence where name = 'storefront_entries'`);
  await query(`insert into sqlite_sequence (name, seq) values ('storefront_entries', cast(? as integer))`, [
    seq - 1,
  ]);
}

/** Whether the schema the restore writes into has a storefront yet (migration 003). */
export const hasStorefront = (query: Query, dialect: Dialect) =>
  hasTable(query, dialect, 'storefront_entries');
