import { type CatalogueFilters, type DetailFilterName, FACET_NAMES, type TotalKind } from '@refocus/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { SortKey } from './listing-cursor.js';
import type { SearchTerms } from './search-terms.js';

/**
 * What the storefront reads share (decisions 007, 037, 038): the filter, its conditions on the
 * entries, page positions, and the two sides a list can read — the listings on sale
 * (`storefront_entries`, always) and the sold ones (`storefront_sold_entries`, only with
 * "include sold"). Both sides have the same columns and index shapes; a read names its side's
 * tables through a `StorefrontSide` and aliases the entries `e`, so one query text serves both.
 */

export interface StorefrontFilter {
  /** The visitor's words, already cut into quoted atoms (search-terms.ts); empty: no search. */
  terms: SearchTerms;
  categoryId?: number;
  minPriceCents?: number;
  maxPriceCents?: number;
  /** Camera details (decision 037): the options of one detail are ORed, details ANDed. */
  details?: DetailChoices;
  /** Sold listings too (decision 038). Only ever `true` when set, so the default list's cursor digest is unchanged. */
  includeSold?: true;
}

export type StorefrontOrder = 'relevance' | 'newest' | 'price_asc' | 'price_desc';

/** Where a page starts: an offset (`?page=`) or a keyset position (`cursor`). */
export type Position = { offset: number } | { direction: 'after' | 'before'; key: SortKey };

export interface PagePosition {
  seq: number;
  key: SortKey;
}

export interface PositionRow {
  seq: number | string;
  k: string | number;
}

/** Counts above this are not finished: the total says "at least this many". */
export const COUNT_CAP = 10_000;

/** A list's total (`X-Total-Count`). */
export interface StorefrontCount {
  total: number;
  /** `at-least` when the count stopped at COUNT_CAP; `estimated` for a search above its window (decision 053). */
  kind: TotalKind;
}

/**
 * The total of a list without words read from both sides ("include sold"): summed, capped
 * once any side is. (A search's sides are merged before its total is estimated: decision 053.)
 */
export function combinedCount(counts: StorefrontCount[]): StorefrontCount {
  if (counts.length === 1) return counts[0] as StorefrontCount;
  const total = counts.reduce((sum, count) => sum + count.total, 0);
  if (counts.every((count) => count.kind === 'exact')) return { total, kind: 'exact' };
  return { total: Math.min(total, COUNT_CAP), kind: 'at-least' };
}

export const TEXT_COLUMNS = ['name', 'brand', 'description', 'location'] as const;

export const priced = (filter: StorefrontFilter): boolean =>
  filter.minPriceCents !== undefined || filter.maxPriceCents !== undefined;

/** The options chosen per detail filter, as the API names them (`works: ['yes']`). */
export type DetailChoices = Partial<Record<DetailFilterName, readonly string[]>>;

/** The storefront columns of camera details (migration 025), kept on the entries and in the facet counts. */
export type DetailColumn = 'item_type' | 'grade' | 'lens_mount' | 'works';

/**
 * Each detail filter of the contract (`DETAIL_FILTERS`) and the storefront column it reads, with
 * how an option is stored there and how the kept facet counts store "not given" (a key column
 * cannot be NULL): the one place the server adds to a filter's declaration. The lists' SQL, the
 * facets and the storefront's bulk backfill (storefront-backfill.ts) all read it.
 */
export const DETAIL_COLUMNS: Record<
  DetailFilterName,
  { column: DetailColumn; stored(value: string): string | number; notGiven: '' | -1 }
> = {
  type: { column: 'item_type', stored: String, notGiven: '' },
  grade: { column: 'grade', stored: String, notGiven: '' },
  mount: { column: 'lens_mount', stored: String, notGiven: '' },
  works: { column: 'works', stored: (value) => (value === 'yes' ? 1 : 0), notGiven: -1 },
};

/** The detail filters a query chose, each as a list of options; none chosen: undefined. */
export function detailChoicesOf(filters: CatalogueFilters): DetailChoices | undefined {
  const chosen: DetailChoices = {};
  for (const name of FACET_NAMES) {
    const value = filters[name];
    if (value !== undefined) chosen[name] = Array.isArray(value) ? value : [value as string];
  }
  return Object.keys(chosen).length > 0 ? chosen : undefined;
}

const hasDetails = (filter: StorefrontFilter): boolean => filter.details !== undefined;

/** A listing's (or a combination's) detail columns, as stored. */
export type DetailRow = Record<DetailColumn, string | number | null>;

/**
 * Whether a row passes the chosen details, as `entryFilters`' SQL does: a row without the
 * detail never passes a filter on it. For the facet counts of a sample and saved-search alerts.
 */
export function passesDetails(row: DetailRow, details: DetailChoices | undefined): boolean {
  return Object.entries(details ?? {}).every(([name, chosen]) => {
    const { column, stored } = DETAIL_COLUMNS[name as DetailFilterName];
    const value = row[column];
    return value !== null && chosen.some((option) => String(stored(option)) === String(value));
  });
}

/** The filters that live on the entries only (not in the FTS index): a search joins the entries for them. */
export function onEntriesOnly(filter: StorefrontFilter): boolean {
  return filter.minPriceCents !== undefined || filter.maxPriceCents !== undefined || hasDetails(filter);
}

/** The filter's conditions on `alias`: the entries (`e`), or the facet counts (`fc`, no prices there). */
export function entryFilters(filter: StorefrontFilter, alias = 'e'): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [];
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  if (filter.categoryId !== undefined) where.push(sql`${column('category_id')} = ${filter.categoryId}`);
  if (filter.minPriceCents !== undefined)
    where.push(sql`${column('resale_price')} >= ${filter.minPriceCents}`);
  if (filter.maxPriceCents !== undefined)
    where.push(sql`${column('resale_price')} <= ${filter.maxPriceCents}`);
  for (const name of FACET_NAMES) {
    const chosen = filter.details?.[name];
    if (chosen === undefined) continue;
    const { column: detail, stored } = DETAIL_COLUMNS[name];
    where.push(sql`${column(detail)} in (${sql.join(chosen.map(stored))})`);
  }
  return where;
}

export const and = (parts: RawBuilder<unknown>[]) =>
  parts.length === 0 ? sql`1 = 1` : sql.join(parts, sql` and `);

/** The `(detail, resale_price, seq)` indexes of migration 026 (and 027 for the sold side). */
export type DetailPriceIndex = 'type_price' | 'grade_price' | 'mount_price' | 'works_price';

/** One side of the storefront: its tables, written verbatim into the query text. */
export interface StorefrontSide {
  name: 'on sale' | 'sold';
  entries: RawBuilder<unknown>;
  /** The FTS5 index of every word (SQLite), rowid = seq. */
  search: RawBuilder<unknown>;
  /** The FTS5 index of name and brand (SQLite), rowid = seq. */
  titles: RawBuilder<unknown>;
  /** The words of `search`, one row each (SQLite's fts5vocab, migration 036). */
  searchWords: RawBuilder<unknown>;
  /** The same words one row per occurrence (fts5vocab `instance`, migration 042): a seek stops at the first. */
  searchInstances: RawBuilder<unknown>;
  /** Kept counts per combination of brand and details (migrations 025, 027). */
  facetCounts: RawBuilder<unknown>;
  /** Kept counts per brand and month of listing, for deep pages (migration 028). */
  monthCounts: RawBuilder<unknown>;
  /** An index of the entries by its shape (`newest`, `mount_price`…), for SQLite's `indexed by`. */
  index(shape: 'newest' | 'brand_newest' | DetailPriceIndex): RawBuilder<unknown>;
  /** How many entries the side holds, in one brand or all. */
  size(db: Kysely<DB>, categoryId?: number): Promise<number>;
}

export const ON_SALE: StorefrontSide = {
  name: 'on sale',
  entries: sql.raw('storefront_entries'),
  search: sql.raw('storefront_search'),
  titles: sql.raw('storefront_titles'),
  searchWords: sql.raw('storefront_search_terms'),
  searchInstances: sql.raw('storefront_search_instances'),
  facetCounts: sql.raw('storefront_facet_counts'),
  monthCounts: sql.raw('storefront_month_counts'),
  index: (shape) => sql.raw(`storefront_${shape}`),
  size: async (db, categoryId) => {
    let query = db
      .selectFrom('storefront_counts')
      .select((eb) => eb.fn.sum<number | string>('listings').as('n'));
    if (categoryId !== undefined) query = query.where('category_id', '=', categoryId);
    const row = await query.executeTakeFirst();
    return Number(row?.n ?? 0);
  },
};

export const SOLD: StorefrontSide = {
  name: 'sold',
  entries: sql.raw('storefront_sold_entries'),
  search: sql.raw('storefront_sold_search'),
  titles: sql.raw('storefront_sold_titles'),
  searchWords: sql.raw('storefront_sold_search_terms'),
  searchInstances: sql.raw('storefront_sold_search_instances'),
  facetCounts: sql.raw('storefront_sold_facet_counts'),
  monthCounts: sql.raw('storefront_sold_month_counts'),
  index: (shape) => sql.raw(`storefront_sold_${shape}`),
  // The sold counts are kept per combination only; a brand's sum is a few hundred rows at most.
  size: async (db, categoryId) => {
    const where = categoryId === undefined ? sql`1 = 1` : sql`category_id = ${categoryId}`;
    const { rows } = await sql<{ n: number | string | null }>`
      select sum(listings) as n from storefront_sold_facet_counts where ${where}`.execute(db);
    return Number(rows[0]?.n ?? 0);
  },
};

/** The sides a list reads: the listings on sale, and the sold ones when asked. */
export const sidesOf = (filter: StorefrontFilter): StorefrontSide[] =>
  filter.includeSold ? [ON_SALE, SOLD] : [ON_SALE];
