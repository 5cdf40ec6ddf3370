import type { SavedSearchFrequency } from '@refocus/contract';
import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { DB } from '../../db/schema.js';
import { KEYS_VERSION, parseSavedQuery } from './saved-search-query.js';
import { insertSavedSearch, type SavedSearchRow } from './saved-searches.repository.js';

export interface SavedSearchDraft {
  userId: string;
  name: string;
  /** The catalogue query string as the person saved it; read with the catalogue's own schema. */
  query: string;
  frequency: SavedSearchFrequency;
  /** Where alert links point when PUBLIC_URL is not set. */
  origin: string;
  createdAt: string;
}

/**
 * A new saved search as stored: its row and the key words that make listings candidates
 * (decision 035). One builder for a person's save and for the demo's searches, so both are
 * read and matched alike. Throws a 400 naming the problem when the query is not valid.
 */
export function newSavedSearch(draft: SavedSearchDraft): { row: SavedSearchRow; keys: string[] } {
  const saved = parseSavedQuery(draft.query);
  return {
    row: {
      id: uuidv7(),
      user_id: draft.userId,
      name: draft.name,
      query: saved.query,
      q: saved.q,
      category_id: saved.categoryId,
      min_price: saved.minPriceCents,
      max_price: saved.maxPriceCents,
      frequency: draft.frequency,
      paused: 0,
      origin: draft.origin,
      created_at: draft.createdAt,
      keys_version: KEYS_VERSION,
    },
    keys: saved.keys,
  };
}

/** Builds and writes one saved search in the caller's transaction, without the per-person limit (the demo's). */
export async function insertSavedSearchDraft(db: Kysely<DB>, draft: SavedSearchDraft): Promise<void> {
  const { row, keys } = newSavedSearch(draft);
  await insertSavedSearch(db, row, keys);
}
