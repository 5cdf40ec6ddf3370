import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ActionCodesTable } from './action-codes.table.js';

export type ActionCodeRow = Selectable<ActionCodesTable>;

export async function insertActionCode(db: Kysely<DB>, row: ActionCodeRow): Promise<void> {
  await db.insertInto('action_codes').values(row).execute();
}

export async function findActionCodeByHash(
  db: Kysely<DB>,
  codeHash: string,
): Promise<ActionCodeRow | undefined> {
  return db.selectFrom('action_codes').selectAll().where('code_hash', '=', codeHash).executeTakeFirst();
}

/** Uses the code once: false when another request used it first. */
export async function useActionCode(db: Kysely<DB>, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('action_codes')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A new link replaces the user's older ones for the same purpose: only the latest works. */
export async function retireActionCodes(
  db: Kysely<DB>,
  userId: string,
  purpose: ActionCodeRow['purpose'],
  at: string,
): Promise<void> {
  await db
    .updateTable('action_codes')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
