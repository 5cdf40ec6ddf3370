import {
  FACET_NAMES,
  type FacetCount,
  type FacetName,
  type Facets,
  GRADES,
  ITEM_TYPES,
  LENS_MOUNTS,
} from '@refocus/contract';
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { toFts5, toTsquery } from './search-terms.js';
import {
  and,
  COUNT_CAP,
  countStorefront,
  entryFilters,
  type StorefrontFilter,
  TEXT_COLUMNS,
} from './storefront.repository.js';

/**
 * Counts per filter option for one search (decision 037). Disjunctive: a facet is counted with
 * every filter but its own, so a visitor who picked "Sony E" still sees how many "Nikon Z" there
 * are. Every count stops at COUNT_CAP, like the list's total, so no count walks the catalogue.
 */
interface FacetSpec {
  column: string;
  values: readonly string[];
  /** The filter with this facet's own choice removed, and with one option chosen. */
  without(filter: StorefrontFilter): StorefrontFilter;
  only(filter: StorefrontFilter, value: string): StorefrontFilter;
  /** The stored value as the option's name. */
  valueOf(stored: string | number): string;
}

const SPECS: Record<FacetName, FacetSpec> = {
  type: {
    column: 'item_type',
    values: ITEM_TYPES,
    without: (f) => ({ ...f, itemTypes: undefined }),
    only: (f, v) => ({ ...f, itemTypes: [v] }),
    valueOf: String,
  },
  grade: {
    column: 'grade',
    values: GRADES,
    without: (f) => ({ ...f, grades: undefined }),
    only: (f, v) => ({ ...f, grades: [v] }),
    valueOf: String,
  },
  mount: {
    column: 'lens_mount',
    values: LENS_MOUNTS,
    without: (f) => ({ ...f, mounts: undefined }),
    only: (f, v) => ({ ...f, mounts: [v] }),
    valueOf: String,
  },
  works: {
    column: 'works',
    values: ['yes', 'no'],
    without: (f) => ({ ...f, works: undefined }),
    only: (f, v) => ({ ...f, works: v === 'yes' }),
    valueOf: (stored) => (Number(stored) === 1 ? 'yes' : 'no'),
  },
};

/** Every option at zero: the answer for a search that can match nothing. */
export function noFacets(): Facets {
  const facets = {} as Facets;
  for (const name of FACET_NAMES) {
    facets[name] = SPECS[name].values.map((value) => ({ value, count: 0, exact: true }));
  }
  return facets;
}

export async function countFacets(
  db: Kysely<DB>,
  dialect: Dialect,
  filter: StorefrontFilter,
): Promise<Facets> {
  const facets = {} as Facets;
  for (const name of FACET_NAMES) {
    const spec = SPECS[name];
    facets[name] =
      filter.terms.length === 0
        ? await countEachOption(db, dialect, spec, spec.without(filter))
        : await countMatchesByOption(db, dialect, spec, spec.without(filter));
  }
  return facets;
}

/**
 * Without words, each option is counted over its own index range (`storefront_<facet>_newest`),
 * exact up to the cap: a few dozen index reads of at most COUNT_CAP entries each.
 */
async function countEachOption(
  db: Kysely<DB>,
  dialect: Dialect,
  spec: FacetSpec,
  others: StorefrontFilter,
): Promise<FacetCount[]> {
  const counts: FacetCount[] = [];
  for (const value of spec.values) {
    const { total, exact } = await countStorefront(db, dialect, spec.only(others, value));
    counts.push({ value, count: total, exact });
  }
  return counts;
}

/**
 * With words, a per-option count would read the words' whole match list once per option.
 * Instead the first COUNT_CAP + 1 matches (with the other filters) are grouped by the facet:
 * when there are fewer, every count is exact; otherwise they are lower bounds (`exact: false`).
 */
async function countMatchesByOption(
  db: Kysely<DB>,
  dialect: Dialect,
  spec: FacetSpec,
  others: StorefrontFilter,
): Promise<FacetCount[]> {
  const column = sql.ref(`e.${spec.column}`);
  const matching =
    dialect === 'postgres'
      ? sql`select ${column} as value from storefront_entries e
          where e.search @@ to_tsquery('simple', ${toTsquery(others.terms)}) and ${and(entryFilters(others))}`
      : sql`select ${column} as value from storefront_search join storefront_entries e on e.seq = storefront_search.rowid
          where storefront_search match ${toFts5(others.terms, TEXT_COLUMNS)} and ${and(entryFilters(others))}`;
  const { rows } = await sql<{ value: string | number | null; n: number | string }>`
    select value, count(*) as n from (${matching} limit ${COUNT_CAP + 1}) matching group by value`.execute(
    db,
  );
  const seen = rows.reduce((sum, row) => sum + Number(row.n), 0);
  const exact = seen <= COUNT_CAP;
  const byValue = new Map(
    rows
      .filter((row) => row.value !== null)
      .map((row) => [spec.valueOf(row.value as string | number), Number(row.n)]),
  );
  return spec.values.map((value) => ({ value, count: byValue.get(value) ?? 0, exact }));
}
