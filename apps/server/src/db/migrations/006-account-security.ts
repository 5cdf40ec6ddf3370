import { type Kysely, sql } from 'kysely';

/**
 * Account security (issue #13, decisions 016 and 017):
 * - a sign-in session (a refresh-token family) remembers when its owner last proved who they
 *   are (`signed_in_at`, for "sensitive actions need a sign-in within 5 minutes") and the
 *   device it was started from (`user_agent`, for the sessions list);
 * - `totp_factors`: one authenticator app per user, its secret encrypted at rest, and the
 *   last time step used (a code is refused a second time inside its window);
 * - `recovery_codes`: ten single-use codes per enrolment, kept only as hashes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').addColumn('signed_in_at', 'text').execute();
  await db.schema.alterTable('refresh_tokens').addColumn('user_agent', 'text').execute();
  // Sessions started before this migration count their first token's creation as the sign-in.
  await sql`
    update refresh_tokens set signed_in_at = (
      select min(f.created_at) from refresh_tokens f where f.family_id = refresh_tokens.family_id
    )
  `.execute(db);

  await db.schema
    .createTable('totp_factors')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret_encrypted', 'text', (c) => c.notNull())
    .addColumn('enabled_at', 'text')
    .addColumn('last_used_step', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('recovery_codes_user_hash')
    .on('recovery_codes')
    .columns(['user_id', 'code_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.dropTable('totp_factors').execute();
  await db.schema.alterTable('refresh_tokens').dropColumn('user_agent').execute();
  await db.schema.alterTable('refresh_tokens').dropColumn('signed_in_at').execute();
}
