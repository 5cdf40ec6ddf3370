import {
  DETAIL_FILTERS,
  type DetailFilterName,
  type DetailSelection,
  FACET_NAMES,
  type PRODUCT_SORTS,
} from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import { pageFromSearch } from '../../lib/page-param';

export type ProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * What `/products` shows, read from its URL (`?q=&category=&minPrice=&maxPrice=&sort=&page=`),
 * with every camera-detail filter the contract declares (`DETAIL_FILTERS`, decision 037): several
 * options of one filter are ORed.
 */
export interface ProductFilters extends DetailSelection {
  q: string;
  category: number | undefined;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  sort: ProductSort;
  /** Sold listings too (`includeSold=true`, decision 038); booked ones are never listed. */
  includeSold: boolean;
  page: number;
  /** The server's position for `page` (from the previous page's Link header): a seek, not a skip. */
  cursor: string | undefined;
}

export const SORT_LABELS = defineMessages({
  relevance: { id: 'products.sort.relevance', defaultMessage: 'Best match' },
  newest: { id: 'products.sort.newest', defaultMessage: 'Newest' },
  price_asc: { id: 'products.sort.priceAsc', defaultMessage: 'Price: low to high' },
  price_desc: { id: 'products.sort.priceDesc', defaultMessage: 'Price: high to low' },
}) satisfies Record<ProductSort, unknown>;

/**
 * The contract's sorts, checked against it by type only: its value lives in the module of
 * the product schemas, and importing it would pull zod into the first view of /products.
 */
export const SORTS = Object.keys(SORT_LABELS) as ProductSort[];

/** The camera-detail filters (the contract's), which may repeat in the URL. */
export type DetailKey = DetailFilterName;
/** What the facet bar chooses, on All Products and a brand page alike. */
export type DetailFilters = Pick<ProductFilters, DetailKey | 'includeSold'>;

/** The URL's values of a repeated filter that the contract knows, sorted as the server keys them. */
const listOf = <T extends string>(params: URLSearchParams, key: string, known: readonly T[]): T[] =>
  [...new Set(params.getAll(key))]
    .filter((value): value is T => (known as readonly string[]).includes(value))
    .sort();

const price = (raw: string | null) => {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
};

/** Without a sort in the URL: the best matches for a search, else the newest. */
export const defaultSort = (q: string): ProductSort => (q.trim() === '' ? 'newest' : 'relevance');

/** The largest id the API takes for a brand (a 32-bit integer). */
const MAX_ID = 2_147_483_647;

/**
 * Reads the URL leniently: a value the server would refuse is simply left out. Any whole brand id
 * is kept: brands are data (issue 44), and the server knows which exist.
 */
export function filtersFromSearch(params: URLSearchParams): ProductFilters {
  const category = Number(params.get('category'));
  const sort = params.get('sort') as ProductSort | null;
  const q = (params.get('q') ?? '').trim().slice(0, 200);
  const cursor = params.get('cursor') ?? '';
  return {
    q,
    category: Number.isInteger(category) && category > 0 && category <= MAX_ID ? category : undefined,
    minPrice: price(params.get('minPrice')),
    maxPrice: price(params.get('maxPrice')),
    sort: sort && SORTS.includes(sort) ? sort : defaultSort(q),
    ...detailsFromSearch(params),
    includeSold: params.get('includeSold') === 'true',
    page: pageFromSearch(params),
    cursor: /^[\w.-]{1,512}$/.test(cursor) ? cursor : undefined,
  };
}

/** Each detail filter's known values in the URL: a repeating one's list, a single one's first. */
export function detailsFromSearch(params: URLSearchParams): DetailSelection {
  const selection: Record<string, string[] | string | undefined> = {};
  for (const name of FACET_NAMES) {
    const { values, repeats } = DETAIL_FILTERS[name];
    const known = listOf(params, name, values);
    selection[name] = repeats ? known : known[0];
  }
  return selection as DetailSelection;
}

/** The detail filters chosen, as the API's query takes them (none: an empty list or undefined). */
export function detailQueryOf(selection: DetailSelection): Partial<Record<DetailKey, string | string[]>> {
  return Object.fromEntries(FACET_NAMES.map((name) => [name, selection[name]]));
}

/** Whether any detail filter has a choice. */
const hasDetailChoice = (selection: DetailSelection): boolean =>
  FACET_NAMES.some((name) => {
    const chosen = selection[name];
    return Array.isArray(chosen) ? chosen.length > 0 : chosen !== undefined;
  });

/**
 * How many choices the filter panel holds (issue 42, item 5), for its "Filters (n)" button: each
 * ticked detail option, "Include sold", and on All Products the brand and the price range.
 */
export function panelChoiceCount(filters: DetailFilters & Partial<ProductFilters>): number {
  const details = FACET_NAMES.reduce((sum, name) => {
    const chosen = filters[name];
    return sum + (Array.isArray(chosen) ? chosen.length : chosen === undefined ? 0 : 1);
  }, 0);
  const brand = filters.category === undefined ? 0 : 1;
  const price = filters.minPrice === undefined && filters.maxPrice === undefined ? 0 : 1;
  return details + brand + price + (filters.includeSold ? 1 : 0);
}

export function hasActiveFilters(filters: ProductFilters): boolean {
  return (
    filters.q !== '' ||
    filters.category !== undefined ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined ||
    hasDetailChoice(filters) ||
    filters.includeSold
  );
}

/**
 * The URL with one option of a detail filter switched on or off, page 1. `chosen` is what the
 * page read from the URL, so values the server would refuse are dropped on the way.
 */
export function withOption(
  params: URLSearchParams,
  key: DetailKey,
  chosen: readonly string[],
  value: string,
  on: boolean,
): URLSearchParams {
  const next = new URLSearchParams(params);
  // A filter that does not repeat holds one value: the new one replaces it.
  const others = DETAIL_FILTERS[key].repeats ? chosen.filter((v) => v !== value) : [];
  next.delete(key);
  for (const one of on ? [...others, value] : others) next.append(key, one);
  next.delete('page');
  next.delete('cursor');
  return next;
}

/** The URL with "include sold" ticked or not (kept only when ticked), page 1. */
export function withIncludeSold(params: URLSearchParams, on: boolean): URLSearchParams {
  const next = new URLSearchParams(params);
  if (on) next.set('includeSold', 'true');
  else next.delete('includeSold');
  next.delete('page');
  next.delete('cursor');
  return next;
}

/** The URL with `changes` applied (empty values removed) and the page reset to 1. */
export function withFilters(params: URLSearchParams, changes: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value.trim() === '') next.delete(key);
    else next.set(key, value.trim());
  }
  if (next.get('sort') === defaultSort(next.get('q') ?? '')) next.delete('sort');
  next.delete('page');
  next.delete('cursor');
  return next;
}
