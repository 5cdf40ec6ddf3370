import type { Dialect } from '../db/database.js';
import type { Query } from './table-shapes.js';
import { quoted } from './values.js';

/**
 * Empties the database of every table, view, function and sequence, inside the restore's
 * transaction: the archive's schema is then made again by its own migrations. A restore that
 * fails rolls this back with everything else. Objects of PostgreSQL extensions are left alone.
 */
export async function resetSchema(query: Query, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    // Tables dropped out of order would fail their references' checks before the last is gone.
    await query('pragma defer_foreign_keys = on');
    const objects = (await query(
      `select type, name, sql from sqlite_master where type in ('table', 'view') and name not like 'sqlite_%'
       order by case when sql like 'CREATE VIRTUAL%' then 0 when type = 'view' then 1 else 2 end, name`,
    )) as { type: string; name: string }[];
    // A full-text table takes its shadow tables with it: those are gone by their turn.
    for (const { type, name } of objects) await query(`drop ${type} if exists ${quoted(name)}`);
    if ((await query(`select 1 from sqlite_master where name = 'sqlite_sequence'`)).length > 0) {
      await query('delete from sqlite_sequence');
    }
    return;
  }
  const notFromExtension = (catalog: string) =>
    `not exists (select 1 from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = o.oid and d.deptype = 'e')`;
  const relations = (await query(
    `select o.relname as name, o.relkind as kind from pg_class o
     where o.relnamespace = current_schema()::regnamespace and o.relkind in ('r', 'v', 'm', 'S', 'p')
       and ${notFromExtension('pg_class')}`,
  )) as { name: string; kind: string }[];
  const views = relations.filter((r) => r.kind === 'v' || r.kind === 'm');
  for (const view of views) {
    await query(
      `drop ${view.kind === 'm' ? 'materialized view' : 'view'} if exists ${quoted(view.name)} cascade`,
    );
  }
  const tables = relations.filter((r) => r.kind === 'r' || r.kind === 'p').map((r) => quoted(r.name));
  if (tables.length > 0) await query(`drop table if exists ${tables.join(', ')} cascade`);
  for (const sequence of relations.filter((r) => r.kind === 'S')) {
    await query(`drop sequence if exists ${quoted(sequence.name)} cascade`);
  }
  const functions = (await query(
    `select o.oid::regprocedure::text as signature from pg_proc o
     where o.pronamespace = current_schema()::regnamespace and ${notFromExtension('pg_proc')}`,
  )) as { signature: string }[];
  for (const { signature } of functions) await query(`drop routine if exists ${signature} cascade`);
}
