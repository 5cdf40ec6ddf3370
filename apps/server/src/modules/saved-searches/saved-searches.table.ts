import type { SavedSearchFrequency } from '@refocus/contract';
import type { ColumnType } from 'kysely';

/** The `saved_searches` table (migration 023, decision 035). Prices in whole cents. */
export interface SavedSearchesTable {
  id: string;
  user_id: string;
  name: string;
  /** The catalogue query string as saved (no page or cursor). */
  query: string;
  q: string | null;
  category_id: number | null;
  min_price: number | null;
  max_price: number | null;
  frequency: SavedSearchFrequency;
  paused: 0 | 1;
  /** Links in alerts start with PUBLIC_URL, or else with this: where the search was saved from. */
  origin: string;
  created_at: string;
  /** The spellings its keys were filed under (`KEYS_VERSION`, migration 041); older ones are filed again. */
  keys_version: ColumnType<number, number | undefined, number>;
}

/** A word one of which a new listing must hold to be a candidate for the search; `''`: any listing. */
export interface SavedSearchKeysTable {
  key: string;
  saved_search_id: string;
}

/** A listing that matched a search: once ever; `sent_at` null while it waits to be e-mailed. */
export interface SavedSearchHitsTable {
  saved_search_id: string;
  product_id: string;
  user_id: string;
  frequency: SavedSearchFrequency;
  matched_at: string;
  sent_at: string | null;
}

/** One row: the storefront entries up to (mark_created_at, mark_seq) have been matched. */
export interface SavedSearchStateTable {
  id: number;
  mark_created_at: string;
  mark_seq: number;
}
