import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Reports, moderation cases and the audit log (issue 15 item 4, decision 032):
 *
 * - `moderation_cases`: the reports of one thing (a listing, a message, a person) while it
 *   waits for an admin; one open case per thing (a partial unique index), a new one if the
 *   thing is reported again after a decision. Message cases keep their conversation, so the
 *   conversations module can let admins read exactly the threads a report concerns.
 * - `reports`: one row per reporter per case.
 * - `audit_log`: every admin action; append-only, enforced by the database itself.
 * - `conversation_messages.removed_at`: a message a moderator removed (shown as such).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('moderation_cases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('conversation_id', 'text')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_reported_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('decision', 'text')
    .execute();
  await sql
    .raw(
      "create unique index moderation_cases_open_target on moderation_cases (target_kind, target_id) where state = 'open'",
    )
    .execute(db);
  await db.schema
    .createIndex('moderation_cases_queue')
    .on('moderation_cases')
    .columns(['state', 'last_reported_at'])
    .execute();
  await db.schema
    .createIndex('moderation_cases_conversation')
    .on('moderation_cases')
    .column('conversation_id')
    .execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('case_id', 'text', (c) => c.notNull().references('moderation_cases.id'))
    .addColumn('reporter_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('reports_case_reporter_unique', ['case_id', 'reporter_id'])
    .execute();

  // No foreign keys: a cascade or "set null" would be an update the log refuses.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('case_id', 'text')
    .addColumn('note', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_by_time').on('audit_log').columns(['at', 'id']).execute();

  await db.schema.alterTable('conversation_messages').addColumn('removed_at', 'text').execute();

  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const statements = postgres
    ? [
        `create function refocus_audit_log_append_only() returns trigger language plpgsql as $$
         begin raise exception 'audit_log is append-only'; end $$`,
        `create trigger audit_log_no_change before update or delete on audit_log
         for each row execute function refocus_audit_log_append_only()`,
        `create trigger audit_log_no_truncate before truncate on audit_log
         for each statement execute function refocus_audit_log_append_only()`,
      ]
    : [
        `create trigger audit_log_no_update before update on audit_log
         begin select raise(abort, 'audit_log is append-only'); end`,
        `create trigger audit_log_no_delete before delete on audit_log
         begin select raise(abort, 'audit_log is append-only'); end`,
      ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) await sql.raw('drop function refocus_audit_log_append_only() cascade').execute(db);
  await db.schema.alterTable('conversation_messages').dropColumn('removed_at').execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('reports').execute();
  await db.schema.dropTable('moderation_cases').execute();
}
