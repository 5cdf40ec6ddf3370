import { type QueryExecutorProvider, sql } from 'kysely';

/** An index or trigger as SQLite keeps it: its name and the statement that created it. */
export interface SchemaObject {
  name: string;
  sql: string;
}

/** What `setAside` dropped; `restore` creates it again, as it was. */
export interface SetAside {
  restore(): Promise<void>;
}

/**
 * A table's own indexes (not those of its constraints, which have no SQL) or its triggers.
 * Bulk writes set them aside: an index sorted once by CREATE INDEX costs a fraction of one grown
 * row by row, and a per-row trigger's work can be done once for every row.
 */
export async function schemaObjectsOf(
  db: QueryExecutorProvider,
  type: 'index' | 'trigger',
  table: string,
): Promise<SchemaObject[]> {
  const { rows } = await sql<SchemaObject>`
    select name, sql from sqlite_master where type = ${type} and tbl_name = ${table} and sql is not null`.execute(
    db,
  );
  return rows;
}

/**
 * Drops these indexes or triggers. Only inside the caller's transaction, which puts them back
 * (`restore`) before it commits: no other writer can run while they are missing, and an error
 * rolls the drop back with everything else.
 */
export async function setAside(
  db: QueryExecutorProvider,
  type: 'index' | 'trigger',
  objects: readonly SchemaObject[],
): Promise<SetAside> {
  for (const { name } of objects) await sql`drop ${sql.raw(type)} ${sql.id(name)}`.execute(db);
  return {
    restore: async () => {
      for (const object of objects) await sql.raw(object.sql).execute(db);
    },
  };
}
