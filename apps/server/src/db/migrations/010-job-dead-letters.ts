import type { Kysely } from 'kysely';

/**
 * The dead-letter list admins see (issue 16): which instance holds a running job
 * (`claimed_by`, its host and process id), and an index for the admin's list of one state,
 * newest change first (`GET /api/admin/jobs`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('claimed_by', 'text').execute();
  await db.schema.createIndex('jobs_state_updated').on('jobs').columns(['state', 'updated_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('jobs_state_updated').execute();
  await db.schema.alterTable('jobs').dropColumn('claimed_by').execute();
}
