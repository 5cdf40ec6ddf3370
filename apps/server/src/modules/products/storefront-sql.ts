import type { Kysely, RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { SearchTerms } from './search-terms.js';
import type { KeptReads } from './storefront-kept-reads.js';
import type { PositionRow, StorefrontFilter, StorefrontOrder, StorefrontSide } from './storefront-query.js';

/** Seqs read above or below these (exclusive), when set. */
export interface Bounds {
  below?: number;
  above?: number;
}

/** The reads a search by relevance needs over the matches of its words (storefront-relevance.ts). */
export interface Matches {
  seqs(bounds: Bounds, direction: 'asc' | 'desc', limit: number, offset: number): Promise<number[]>;
  count(bounds: Bounds): Promise<number>;
  /**
   * The newest `limit` matches, and a way to tell which of a window of them hold every word in
   * their name or brand: PostgreSQL tells it in the same read (one round trip less, and no
   * statement with the window's 500 seqs as parameters); SQLite reads its small title index.
   */
  newest(limit: number): Promise<{ seqs: number[]; titled(window: number[]): Promise<Set<number>> }>;
}

/** What the words of a list sorted by price or date ask of its entries `e`. */
export interface SortWords {
  /** The condition, checked on each entry as the sort's index is walked. */
  each: RawBuilder<unknown>;
  /**
   * The same condition read as one set before the walk (SQLite: the matches' rowids, probed per
   * entry), for a walk that `each` would make long: words that are common overall but rare
   * where the walk starts (`eos` among the cheapest listings). Absent where the database's
   * planner makes that choice (PostgreSQL) or the matches are few (they are sorted directly).
   */
  asSet?: RawBuilder<unknown>;
}

/** A keyset or offset window over a sorted list: its conditions on `e` and the rows to skip. */
interface Seek {
  where: RawBuilder<unknown>[];
  offset: number;
}

/**
 * What the storefront asks each database in its own way (decision 058): full-text search
 * (FTS5 tables on SQLite, a tsvector column on PostgreSQL) and the plans SQLite's planner,
 * without statistics, cannot find alone. One implementation per database, chosen once when the
 * app starts (`storefront-databases.ts`); filters, sorts, paging and kept counts are the same SQL on both.
 */
export interface StorefrontSql {
  /** The matches of the filter's words on one side, for relevance. */
  matches(db: Kysely<DB>, filter: StorefrontFilter, side: StorefrontSide, kept: KeptReads): Matches;
  /**
   * The condition the words put on the entries `e` of a list sorted by price or date; what it
   * reads of the words alone may be kept for the catalogue version (`kept.ofWords`).
   */
  wordsForSort(db: Kysely<DB>, side: StorefrontSide, terms: SearchTerms, kept: KeptReads): Promise<SortWords>;
  /** The index a sorted list without words reads through, when the database must be told (else empty). */
  indexHint(
    db: Kysely<DB>,
    side: StorefrontSide,
    filter: StorefrontFilter,
    order: Exclude<StorefrontOrder, 'relevance'>,
  ): Promise<RawBuilder<unknown>>;
  /** A page of camera details sorted by price read by walking their indexes; undefined: the plain plan reads it. */
  walkDetails(
    db: Kysely<DB>,
    filter: StorefrontFilter,
    order: Exclude<StorefrontOrder, 'relevance'>,
    descending: boolean,
    seek: Seek,
    limit: number,
  ): Promise<PositionRow[] | undefined>;
  /** The sorted arms of both sides as one list, each arm needing at most `pageEnd` rows. */
  bothSides(
    onSale: RawBuilder<unknown>,
    sold: RawBuilder<unknown>,
    ordered: RawBuilder<unknown>,
    pageEnd: number,
  ): RawBuilder<unknown>;
  /** `select {columns}` of the entries `e` of one side matching the words and `where`, for facet counts. */
  wordMatches(
    db: Kysely<DB>,
    side: StorefrontSide,
    terms: SearchTerms,
    columns: RawBuilder<unknown>,
    where: RawBuilder<unknown>,
    kept: KeptReads,
  ): Promise<RawBuilder<unknown>>;
  /** How many listings of one side hold some spelling of one word group, counted up to `cap`. */
  wordListings(
    db: Kysely<DB>,
    side: StorefrontSide,
    group: SearchTerms[number],
    cap: number,
  ): Promise<number>;
  /**
   * Words of the catalogue's vocabulary that may be within `distance` edits of `word` (typo
   * tolerance, decision 066): a superset the caller measures again, and may miss a few at 2.
   */
  similarWords(db: Kysely<DB>, side: StorefrontSide, word: string, distance: 1 | 2): Promise<string[]>;
  /**
   * Writes the search index's brand words (`brands.search_words`) of the brand's listings again,
   * on both sides, after an admin renamed the brand. Run it in the rename's transaction.
   */
  rewriteBrandWords(db: Kysely<DB>, categoryId: number): Promise<void>;
}
