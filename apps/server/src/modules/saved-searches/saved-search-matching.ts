import type { CatalogueFilters } from '@refocus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import {
  listingTokens,
  lookupKeys,
  matchesTerms,
  type SearchTerms,
  searchTermsOf,
} from '../products/products.public.js';
import { detailsMatch, type ListingDetails } from './saved-search-details.js';

/** A listing new on the storefront, with what matching reads of it. */
interface NewListing extends ListingDetails {
  seq: number;
  created_at: string;
  category_id: number;
  resale_price: number;
  product_id: string;
  name: string;
  description: string;
  location: string;
  /** The words the search index holds for its brand (`brands.search_words`). */
  brand: string;
}

export interface Hit {
  saved_search_id: string;
  product_id: string;
  user_id: string;
  frequency: 'instant' | 'daily';
}

/** A place in the storefront's order of arrival: entries after it are new to the alerts. */
export interface Mark {
  created_at: string;
  seq: number;
}

/** Keys per candidate query: well under every database's limit on bound values. */
const KEYS_PER_QUERY = 500;

/**
 * The storefront entries after the mark, oldest first, that are at least `settledBefore`
 * old: a listing's `created_at` is taken just before its transaction commits, so a
 * transaction still open cannot commit an entry behind a mark that already passed it.
 */
export function newListingsAfter(
  db: Kysely<DB>,
  mark: Mark,
  settledBefore: string,
  limit: number,
): Promise<NewListing[]> {
  return (
    db
      .selectFrom('storefront_entries as e')
      .innerJoin('products as p', 'p.id', 'e.product_id')
      .leftJoin('brands as b', 'b.id', 'e.category_id')
      .select([
        'e.seq',
        'e.created_at',
        'e.category_id',
        'e.resale_price',
        'e.product_id',
        'p.name',
        'p.description',
        'p.location',
        'e.item_type',
        'e.grade',
        'e.works',
        'e.lens_mount',
        (eb) => eb.fn.coalesce('b.search_words', eb.val('')).as('brand'),
      ])
      // One range of the (created_at, seq) index, read in order up to `limit`. Written as an
      // `or` of "later" and "as old, higher seq", it made SQLite gather and sort every entry
      // after the mark: with a million listings behind it, 46 s on the event loop.
      .where((eb) => eb(eb.refTuple('e.created_at', 'e.seq'), '>', eb.tuple(mark.created_at, mark.seq)))
      .where('e.created_at', '<=', settledBefore)
      .orderBy('e.created_at')
      .orderBy('e.seq')
      .limit(limit)
      .execute()
  );
}

/**
 * The searches one listing matches (decision 035). Candidates come from the index: searches
 * filed under one of the listing's words or their prefixes (or under `''`: no words), not
 * paused, whose brand and price range admit the listing and that existed when it was listed.
 * Then each candidate's words and camera-detail filters (decision 037) are checked in code
 * with the catalogue's own semantics.
 */
export async function searchesMatching(
  db: Kysely<DB>,
  listing: NewListing,
  termsOf: (q: string) => SearchTerms,
  filtersOf: (query: string) => CatalogueFilters,
): Promise<Hit[]> {
  const tokens = listingTokens(listing);
  const keys = ['', ...lookupKeys(tokens)];
  const seen = new Set<string>();
  const hits: Hit[] = [];
  for (let i = 0; i < keys.length; i += KEYS_PER_QUERY) {
    const candidates = await db
      .selectFrom('saved_search_keys as k')
      .innerJoin('saved_searches as s', 's.id', 'k.saved_search_id')
      .select(['s.id', 's.user_id', 's.q', 's.query', 's.frequency'])
      .where('k.key', 'in', keys.slice(i, i + KEYS_PER_QUERY))
      .where('s.paused', '=', 0)
      .where('s.created_at', '<', listing.created_at)
      .where((eb) => eb.or([eb('s.category_id', 'is', null), eb('s.category_id', '=', listing.category_id)]))
      .where((eb) => eb.or([eb('s.min_price', 'is', null), eb('s.min_price', '<=', listing.resale_price)]))
      .where((eb) => eb.or([eb('s.max_price', 'is', null), eb('s.max_price', '>=', listing.resale_price)]))
      .execute();
    for (const search of candidates) {
      if (seen.has(search.id)) continue;
      seen.add(search.id);
      if (search.q !== null && !matchesTerms(termsOf(search.q), tokens)) continue;
      if (!detailsMatch(filtersOf(search.query), listing)) continue;
      hits.push({
        saved_search_id: search.id,
        product_id: listing.product_id,
        user_id: search.user_id,
        frequency: search.frequency,
      });
    }
  }
  return hits;
}

/** Parses each distinct saved query once per run. */
export function termsCache(): (q: string) => SearchTerms {
  const cache = new Map<string, SearchTerms>();
  return (q) => {
    let terms = cache.get(q);
    if (!terms) {
      terms = searchTermsOf(q);
      cache.set(q, terms);
    }
    return terms;
  };
}

/** Records hits once ever per search and listing: a listing that leaves and returns is not news again. */
export async function recordHits(db: Kysely<DB>, hits: Hit[], at: string): Promise<void> {
  for (let i = 0; i < hits.length; i += 200) {
    await db
      .insertInto('saved_search_hits')
      .values(hits.slice(i, i + 200).map((hit) => ({ ...hit, matched_at: at, sent_at: null })))
      .onConflict((oc) => oc.columns(['saved_search_id', 'product_id']).doNothing())
      .execute();
  }
}

/** The mark, locked on PostgreSQL so that two instances never match the same listings at once. */
/** Whether `a` comes after `b` in the storefront's order of arrival (created_at, then seq). */
export function isAfter(a: Mark, b: Mark): boolean {
  return a.created_at > b.created_at || (a.created_at === b.created_at && a.seq > b.seq);
}

/**
 * When the oldest active (not paused) saved search was saved, if there is one. A search alerts
 * only on listings posted after it, so no entry up to this moment can match any search.
 */
export async function oldestActiveSearch(db: Kysely<DB>): Promise<string | undefined> {
  const row = await db
    .selectFrom('saved_searches')
    .select('created_at')
    .where('paused', '=', 0)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
}

/** The newest storefront entry posted at or before `at`: one step back along the date index. */
export async function lastEntryUpTo(db: Kysely<DB>, at: string): Promise<Mark | undefined> {
  return db
    .selectFrom('storefront_entries')
    .select(['created_at', 'seq'])
    .where('created_at', '<=', at)
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function lockMark(db: Kysely<DB>, postgres: boolean) {
  const query = db
    .selectFrom('saved_search_state')
    .select(['mark_created_at', 'mark_seq'])
    .where('id', '=', 1);
  return (postgres ? query.forUpdate() : query).executeTakeFirstOrThrow();
}

export async function moveMark(db: Kysely<DB>, to: Mark): Promise<void> {
  await db
    .updateTable('saved_search_state')
    .set({ mark_created_at: to.created_at, mark_seq: to.seq })
    .where('id', '=', 1)
    .execute();
}

/**
 * Sent hits are kept a while (a listing is never news twice), then forgotten; so are hits
 * that were never sent by then (their search paused, their listing gone, their owner disabled).
 */
export async function pruneSentHits(db: Kysely<DB>, before: string): Promise<void> {
  await db.deleteFrom('saved_search_hits').where('sent_at', '<', before).execute();
  await db
    .deleteFrom('saved_search_hits')
    .where('sent_at', 'is', null)
    .where('matched_at', '<', before)
    .execute();
}
