import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { KEYS_VERSION, parseSavedQuery } from './saved-search-query.js';
import { refileSavedSearch, searchesFiledBefore } from './saved-searches.repository.js';

/**
 * Files searches saved under older spellings of the catalogue's search under the current ones
 * (migration 041, decision 064), `limit` at a time; answers how many. A query the catalogue no
 * longer reads is filed under `''` (every listing is a candidate; the words are checked anyway),
 * so it never stops alerting.
 */
export async function refileOldSearches(db: Kysely<DB>, limit: number): Promise<number> {
  const old = await searchesFiledBefore(db, KEYS_VERSION, limit);
  for (const { id, query } of old) {
    let keys: string[];
    try {
      keys = parseSavedQuery(query).keys;
    } catch {
      keys = [''];
    }
    await refileSavedSearch(db, id, keys, KEYS_VERSION);
  }
  return old.length;
}
