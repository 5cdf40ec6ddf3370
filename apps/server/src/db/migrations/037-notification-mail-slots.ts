import type { Kysely } from 'kysely';

/**
 * When each person was last e-mailed a notice of each kind (issue 41 item 4): notices of one
 * kind to one person are e-mailed at most once per 15 minutes, whoever causes them (a buyer
 * booking and cancelling the same camera, a seller moving a price up and down). One row per
 * person and kind, claimed by a conditional upsert, so two notices at once cannot both mail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_mail_slots')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('mailed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_mail_slots_pk', ['user_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_mail_slots').execute();
}
