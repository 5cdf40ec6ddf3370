import type { Kysely } from 'kysely';

/**
 * Backup runs (issue 46 item 4, decision 063): one row per run, scheduled or started by an
 * admin. `slot` is unique, so of several instances one takes each scheduled run; `active` is 1
 * only while a run is queued or running and unique, so one runs at a time over all instances.
 * Progress lives here, so any instance answers the admin page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('backup_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slot', 'text', (c) => c.unique())
    .addColumn('active', 'integer', (c) => c.unique())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('file', 'text')
    .addColumn('size', 'integer')
    .addColumn('progress', 'text')
    .addColumn('error', 'text')
    .addColumn('requested_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('backup_runs').execute();
}
