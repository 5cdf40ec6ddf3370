import type { Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { SavedSearchesTable } from './saved-searches.table.js';

export type SavedSearchRow = Selectable<SavedSearchesTable>;

/** A person's saved searches, oldest first (index `saved_searches_user`). */
export function listSavedSearches(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('saved_searches')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function countSavedSearches(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('saved_searches')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function findSavedSearch(db: Kysely<DB>, id: string) {
  return db.selectFrom('saved_searches').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The search with its candidate keys (`''` for a search without words). */
export async function insertSavedSearch(db: Kysely<DB>, row: SavedSearchRow, keys: string[]): Promise<void> {
  await db.insertInto('saved_searches').values(row).execute();
  await db
    .insertInto('saved_search_keys')
    .values((keys.length > 0 ? keys : ['']).map((key) => ({ key, saved_search_id: row.id })))
    .execute();
}

export async function updateSavedSearch(
  db: Kysely<DB>,
  id: string,
  changes: Updateable<SavedSearchesTable>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('saved_searches').set(changes).where('id', '=', id).execute();
}

/** Hits waiting to be sent go with the search (foreign keys cascade). */
export async function deleteSavedSearch(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('saved_searches').where('id', '=', id).execute();
}

/** Searches whose keys were filed under older spellings than `version`, a few at a time. */
export function searchesFiledBefore(db: Kysely<DB>, version: number, limit: number) {
  return db
    .selectFrom('saved_searches')
    .select(['id', 'query'])
    .where('keys_version', '<', version)
    .limit(limit)
    .execute();
}

/** Files a search under `keys` instead of its old ones, as of `version`. */
export async function refileSavedSearch(db: Kysely<DB>, id: string, keys: string[], version: number) {
  await db.deleteFrom('saved_search_keys').where('saved_search_id', '=', id).execute();
  await db
    .insertInto('saved_search_keys')
    .values((keys.length > 0 ? keys : ['']).map((key) => ({ key, saved_search_id: id })))
    .execute();
  await db.updateTable('saved_searches').set({ keys_version: version }).where('id', '=', id).execute();
}
