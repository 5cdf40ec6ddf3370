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
import type { DB } from '../../db/schema.js';
import {
  and,
  entryFilters,
  priced,
  type StorefrontFilter,
  type StorefrontSide,
  sidesOf,
} from './storefront-query.js';
import type { StorefrontSql } from './storefront-sql.js';

/**
 * Counts per filter option for one search (decision 037). Disjunctive: a facet is counted with
 * every filter but its own, so a visitor who picked "Sony E" still sees how many "Nikon Z" there
 * are. No count walks the catalogue: kept counts, or one read of at most FACET_SAMPLE + 1 matches.
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
  storefront: StorefrontSql,
  filter: StorefrontFilter,
  /** How many matches a read with words or prices counts per side (a test asks for a small one). */
  sample = FACET_SAMPLE,
): Promise<Facets> {
  if (filter.terms.length > 0 || priced(filter)) return countFirstMatches(db, storefront, filter, sample);
  return countFromCombinations(db, filter);
}

type CountRow = { value: string | number | null; n: number | string | null };
type FacetRow = CountRow & { facet: number | string };

/** The counts per option out of `rows`; values not on the list ('' or -1: not given) are left out. */
function optionCounts(spec: FacetSpec, rows: CountRow[], exact: boolean): FacetCount[] {
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
 * whatever the size of the catalogue. With "include sold", the sold listings' kept counts
 * (migration 027) are added. One statement: one grouped branch per facet and side.
 */
async function countFromCombinations(db: Kysely<DB>, filter: StorefrontFilter): Promise<Facets> {
  const branches = sidesOf(filter).flatMap((side) =>
    FACET_NAMES.map((name, index) => {
      const spec = SPECS[name];
      const column = sql.ref(`fc.${spec.column}`);
      return sql`select ${sql.lit(index)} as facet, cast(${column} as text) as value, sum(fc.listings) as n
        from ${side.facetCounts} fc where ${and(entryFilters(spec.without(filter), 'fc'))} group by ${column}`;
    }),
  );
  const { rows } = await sql<FacetRow>`${sql.join(branches, sql` union all `)}`.execute(db);
  return facetsOf(rows, true);
}

/** The rows of a per-facet union (`facet` is the facet's index in FACET_NAMES) as the answer. */
function facetsOf(rows: FacetRow[], exact: boolean): Facets {
  const facets = {} as Facets;
  FACET_NAMES.forEach((name, index) => {
    const counted = rows.filter((row) => Number(row.facet) === index);
    facets[name] = optionCounts(SPECS[name], counted, exact);
  });
  return facets;
}

/**
 * How many matches a facet read takes at most: half the list's count cap, so the facet call of
 * a common word or a wide price range stays near the list's own cost (≈ 1.5 µs a match read
 * through FTS5 and the entries at 100 000 listings; decision 037 has the figures).
 */
const FACET_SAMPLE = 5_000;

/** The details of the entries of one side matching the words, brand and prices. */
function firstMatches(
  storefront: StorefrontSql,
  side: StorefrontSide,
  base: StorefrontFilter,
): RawBuilder<unknown> {
  const columns = sql`e.item_type, e.grade, e.works, e.lens_mount`;
  const where = and(entryFilters(base));
  // Cheapest first: the same first 5 001 on both databases, in the order the price indexes
  // already hold (no sort), where PostgreSQL's plan might otherwise take them in any order.
  if (base.terms.length === 0)
    return sql`select ${columns} from ${side.entries} e where ${where} order by e.resale_price, e.seq`;
  return storefront.wordMatches(side, base.terms, columns, where);
}

/** How many sampled entries share one combination of details. */
type CombinationRow = {
  item_type: string | null;
  grade: string | null;
  works: number | string | null;
  lens_mount: string | null;
  n: number | string;
};

/** Whether a combination passes the details of `filter` (the SQL of entryFilters, in code). */
function passes(row: CombinationRow, filter: StorefrontFilter): boolean {
  const oneOf = (value: string | null, values: readonly string[] | undefined) =>
    values === undefined || (value !== null && values.includes(value));
  return (
    oneOf(row.item_type, filter.itemTypes) &&
    oneOf(row.grade, filter.grades) &&
    oneOf(row.lens_mount, filter.mounts) &&
    (filter.works === undefined || (row.works !== null && Number(row.works) === (filter.works ? 1 : 0)))
  );
}

/**
 * With words or a price range: the first FACET_SAMPLE + 1 entries matching the words, brand and
 * prices (not the details) are read once and grouped by their combination of details, in one
 * statement per side: a few hundred rows at most, whatever the sample. Each facet is then summed
 * here over the combinations passing the other facets' choices (disjunctive, as above). When
 * fewer match, every count is exact; otherwise they are lower bounds (`exact: false`). One
 * grouping instead of one per facet over a materialized sample, and the price indexes carry the
 * details (migration 029), so a price range is read from the index alone.
 */
async function countFirstMatches(
  db: Kysely<DB>,
  storefront: StorefrontSql,
  filter: StorefrontFilter,
  sample: number,
): Promise<Facets> {
  const base: StorefrontFilter = {
    terms: filter.terms,
    categoryId: filter.categoryId,
    minPriceCents: filter.minPriceCents,
    maxPriceCents: filter.maxPriceCents,
  };
  const reads = await Promise.all(
    sidesOf(filter).map(async (side) => {
      const { rows } = await sql<CombinationRow>`
        select m.item_type, m.grade, m.works, m.lens_mount, count(*) as n
        from (${firstMatches(storefront, side, base)} limit ${sample + 1}) m
        group by m.item_type, m.grade, m.works, m.lens_mount`.execute(db);
      return rows;
    }),
  );
  const exact = reads.every((rows) => rows.reduce((sum, row) => sum + Number(row.n), 0) <= sample);
  return facetsOfCombinations(reads.flat(), filter, exact);
}

/** Each facet summed over the sampled combinations passing the other facets' choices (disjunctive, as above). */
function facetsOfCombinations(
  combinations: CombinationRow[],
  filter: StorefrontFilter,
  exact: boolean,
): Facets {
  const facets = {} as Facets;
  for (const name of FACET_NAMES) {
    const spec = SPECS[name];
    const others = spec.without(filter);
    const counted = combinations
      .filter((row) => passes(row, others))
      .map((row) => ({
        value: row[spec.column as 'item_type' | 'grade' | 'works' | 'lens_mount'],
        n: row.n,
      }));
    facets[name] = optionCounts(spec, counted, exact);
  }
  return facets;
}
