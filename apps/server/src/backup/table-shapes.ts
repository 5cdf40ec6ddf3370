import type { Dialect } from '../db/database.js';
import type { ColumnType } from './manifest.js';

/** A query on whichever connection is at hand: the backup's snapshot or the restore's transaction. */
export type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export interface TableShape {
  name: string;
  columns: { name: string; type: ColumnType; nullable: boolean }[];
  primaryKey: string[];
  /** Its foreign keys: the restore writes a referenced table first. */
  references: { column: string; table: string }[];
}

/**
 * Tables a backup leaves out, because the restore makes them again: the migrator's own (the
 * level is in the manifest) and the storefront's (decision 038), which the listings' triggers
 * and migrations fill from `products` and `users` — its entries, kept counts and search indexes,
 * whose shape differs between the databases (FTS5 tables, a tsvector column). And the backup runs
 * (decision 063): an archive taken mid-run would bring back a run nobody is running.
 */
const REBUILT = /^(kysely_|storefront_|sqlite_|backup_runs$)/;

/** The tables a backup holds, each with its columns, key and references. */
export async function describeTables(query: Query, dialect: Dialect): Promise<TableShape[]> {
  const names =
    dialect === 'sqlite'
      ? await query(
          `select name from sqlite_master where type = 'table' and sql not like 'CREATE VIRTUAL%' order by name`,
        )
      : await query(
          `select table_name as name from information_schema.tables
           where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
        );
  const shapes: TableShape[] = [];
  for (const { name } of names as { name: string }[]) {
    if (REBUILT.test(name)) continue;
    shapes.push(dialect === 'sqlite' ? await sqliteShape(query, name) : await postgresShape(query, name));
  }
  return shapes;
}

async function sqliteShape(query: Query, name: string): Promise<TableShape> {
  const columns = (await query(
    'select name, type, "notnull" as not_null, pk from pragma_table_info(?) order by cid',
    [name],
  )) as { name: string; type: string; not_null: number; pk: number }[];
  const references = (await query('select "from" as "column", "table" from pragma_foreign_key_list(?)', [
    name,
  ])) as TableShape['references'];
  return checked({
    name,
    columns: columns.map((c) => ({
      name: c.name,
      type: typeOf(name, c.name, c.type),
      nullable: !c.not_null,
    })),
    primaryKey: columns
      .filter((c) => c.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((c) => c.name),
    references,
  });
}

async function postgresShape(query: Query, name: string): Promise<TableShape> {
  const columns = (await query(
    `select column_name as name, data_type as type, is_nullable = 'YES' as nullable
     from information_schema.columns where table_schema = current_schema() and table_name = $1
     order by ordinal_position`,
    [name],
  )) as { name: string; type: string; nullable: boolean }[];
  const key = (await query(
    `select a.attname as name from pg_index i
     join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
     where i.indrelid = $1::regclass and i.indisprimary
     order by array_position(i.indkey::int2[], a.attnum)`,
    [name],
  )) as { name: string }[];
  const references = (await query(
    `select a.attname as "column", c.confrelid::regclass::text as "table" from pg_constraint c
     join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
     where c.contype = 'f' and c.conrelid = $1::regclass`,
    [name],
  )) as TableShape['references'];
  return checked({
    name,
    columns: columns.map((c) => ({ name: c.name, type: typeOf(name, c.name, c.type), nullable: c.nullable })),
    primaryKey: key.map((k) => k.name),
    references,
  });
}

/** SQLite's type affinity rules, and PostgreSQL's names, folded into the archive's three types. */
function typeOf(table: string, column: string, declared: string): ColumnType {
  const type = declared.toLowerCase();
  if (type.includes('int')) return 'integer';
  if (/char|clob|text/.test(type)) return 'text';
  if (/real|floa|doub/.test(type)) return 'real';
  throw new Error(`${table}.${column} is of type ${declared}, which backups do not carry yet.`);
}

function checked(shape: TableShape): TableShape {
  // Rows are written in key order, so two backups of the same data are the same bytes.
  if (shape.primaryKey.length === 0) throw new Error(`Table ${shape.name} has no primary key.`);
  return shape;
}
