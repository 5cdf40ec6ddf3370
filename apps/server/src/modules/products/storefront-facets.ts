import {
  FACET_NAMES,
  type FacetCount,
  type FacetName,
  type Facets,
  GRADES,
  ITEM_TYPES,
  LENS_MOUNTS,
} from '@refocus/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { toFts5, toTsquery } from './search-terms.js';
import {
  and,
  COUNT_CAP,
  entryFilters,
  priced,
  type StorefrontFilter,
  TEXT_COLUMNS,
} from './storefront.repository.js';

/**
 * Counts per filter option for one search (decision 037). Disjunctive: a facet is counted with
 * every filter but its own, so a visitor who picked "Sony E" still sees how many "Nikon Z" there
 * are. No count walks the catalogue: kept counts, or at most COUNT_CAP + 1 matches per facet.
 */
interface FacetSpec {
  column: string;
  values: readonly string[];
  /** The filter with this facet's own choice removed. */
  without(filter: StorefrontFilter): StorefrontFilter;
  /** The stored value as the option's name; undefined for "not given" ('' or -1 in the counts). */
  valueOf(stored: string | number): string | undefined;
}

const SPECS: Record<FacetName, FacetSpec> = {
  type: {
    column: 'item_type',
    values: ITEM_TYPES,
    without: (f) => ({ ...f, itemTypes: undefined }),
    valueOf: String,
  },
  grade: {
    column: 'grade',
    values: GRADES,
    without: (f) => ({ ...f, grades: undefined }),
    valueOf: String,
  },
  mount: {
    column: 'lens_mount',
    values: LENS_MOUNTS,
    without: (f) => ({ ...f, mounts: undefined }),
    valueOf: String,
  },
  works: {
    column: 'works',
    values: ['yes', 'no'],
    without: (f) => ({ ...f, works: undefined }),
    valueOf: (stored) => (Number(stored) === 1 ? 'yes' : Number(stored) === 0 ? 'no' : undefined),
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
    const others = spec.without(filter);
    facets[name] =
      filter.terms.length === 0 && !priced(filter)
        ? await countFromCombinations(db, spec, others)
        : await countFirstMatches(db, dialect, spec, others);
  }
  return facets;
}

/** The counts per option out of `rows` (value, n); values not on the list (none given) are left out. */
function optionCounts(
  spec: FacetSpec,
  rows: { value: string | number | null; n: number | string | null }[],
  exact: boolean,
) {
  const byValue = new Map<string, number>();
  for (const row of rows) {
    const value = row.value === null ? undefined : spec.valueOf(row.value);
    if (value !== undefined) byValue.set(value, (byValue.get(value) ?? 0) + Number(row.n ?? 0));
  }
  return spec.values.map((value) => ({ value, count: byValue.get(value) ?? 0, exact }));
}

/**
 * Without words or prices: sums over the kept count of each combination of brand and details
 * (`storefront_facet_counts`, migration 025, a few thousand rows at most): exact and cheap
 * whatever the size of the catalogue.
 */
async function countFromCombinations(
  db: Kysely<DB>,
  spec: FacetSpec,
  others: StorefrontFilter,
): Promise<FacetCount[]> {
  const column = sql.ref(`fc.${spec.column}`);
  const { rows } = await sql<{ value: string | number | null; n: number | string | null }>`
    select ${column} as value, sum(fc.listings) as n from storefront_facet_counts fc
    where ${and(entryFilters(others, 'fc'))} group by ${column}`.execute(db);
  return optionCounts(spec, rows, true);
}

/**
 * With words or a price range, the first COUNT_CAP + 1 matching entries (with the other
 * filters) are grouped by the facet: when fewer match, every count is exact; otherwise they
 * are lower bounds (`exact: false`). A per-option count would read the words' match list (or
 * the price range) once per option.
 */
async function countFirstMatches(
  db: Kysely<DB>,
  dialect: Dialect,
  spec: FacetSpec,
  others: StorefrontFilter,
): Promise<FacetCount[]> {
  const column = sql.ref(`e.${spec.column}`);
  const where = and(entryFilters(others));
  let matching: RawBuilder<unknown>;
  if (others.terms.length === 0) {
    matching = sql`select ${column} as value from storefront_entries e where ${where}`;
  } else if (dialect === 'postgres') {
    matching = sql`select ${column} as value from storefront_entries e
      where e.search @@ to_tsquery('simple', ${toTsquery(others.terms)}) and ${where}`;
  } else {
    matching = sql`select ${column} as value from storefront_search join storefront_entries e on e.seq = storefront_search.rowid
      where storefront_search match ${toFts5(others.terms, TEXT_COLUMNS)} and ${where}`;
  }
  const { rows } = await sql<{ value: string | number | null; n: number | string }>`
    select value, count(*) as n from (${matching} limit ${COUNT_CAP + 1}) matching group by value`.execute(
    db,
  );
  const seen = rows.reduce((sum, row) => sum + Number(row.n), 0);
  return optionCounts(spec, rows, seen <= COUNT_CAP);
}
