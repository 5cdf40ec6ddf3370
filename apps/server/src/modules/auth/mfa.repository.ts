import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { RecoveryCodesTable, TotpFactorsTable } from './mfa.table.js';

export async function findTotpFactor(db: Kysely<DB>, userId: string): Promise<TotpFactorsTable | undefined> {
  return db.selectFrom('totp_factors').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Starts (or restarts) an enrolment: the secret waits for its confirming code. */
export async function savePendingTotpFactor(db: Kysely<DB>, row: TotpFactorsTable): Promise<void> {
  await db.deleteFrom('totp_factors').where('user_id', '=', row.user_id).execute();
  await db.insertInto('totp_factors').values(row).execute();
}

/** Turns a pending factor on; false when it was not pending any more. */
export async function enableTotpFactor(
  db: Kysely<DB>,
  userId: string,
  step: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('totp_factors')
    .set({ enabled_at: at, last_used_step: step })
    .where('user_id', '=', userId)
    .where('enabled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records the step of an accepted code, only if it is later than every step accepted
 * before: one atomic statement, so two requests with the same code cannot both pass.
 */
export async function claimTotpStep(db: Kysely<DB>, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('totp_factors')
    .set({ last_used_step: step })
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteTotpFactor(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom('totp_factors').where('user_id', '=', userId).execute();
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

export async function replaceRecoveryCodes(db: Kysely<DB>, userId: string, rows: RecoveryCodesTable[]) {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db.insertInto('recovery_codes').values(rows).execute();
}

/** Uses up one recovery code; false when there is no such unused code. */
export async function claimRecoveryCode(
  db: Kysely<DB>,
  userId: string,
  codeHash: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll().as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}
