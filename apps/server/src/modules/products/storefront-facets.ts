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
  entryFilters,
  priced,
  SOLD,
  type StorefrontFilter,
  type StorefrontSide,
  sidesOf,
  TEXT_COLUMNS,
} from './storefront-query.js';

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
  dialect: Dialect,
  filter: StorefrontFilter,
): Promise<Facets> {
  if (filter.terms.length > 0 || priced(filter)) return countFirstMatches(db, dialect, filter);
  const facets = {} as Facets;
  for (const name of FACET_NAMES) {
    facets[name] = await countFromCombinations(
      db,
      SPECS[name],
      SPECS[name].without(filter),
      filter.includeSold,
    );
  }
  return facets;
}

type CountRow = { value: string | number | null; n: number | string | null };

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
 * (migration 027) are added.
 */
async function countFromCombinations(
  db: Kysely<DB>,
  spec: FacetSpec,
  others: StorefrontFilter,
  includeSold?: boolean,
): Promise<FacetCount[]> {
  const column = sql.ref(`fc.${spec.column}`);
  const { rows } = await sql<CountRow>`
    select ${column} as value, sum(fc.listings) as n from storefront_facet_counts fc
    where ${and(entryFilters(others, 'fc'))} group by ${column}`.execute(db);
  if (!includeSold) return optionCounts(spec, rows, true);
  const sold = await sql<CountRow>`
    select ${column} as value, sum(fc.listings) as n from ${SOLD.facetCounts} fc
    where ${and(entryFilters(others, 'fc'))} group by ${column}`.execute(db);
  return optionCounts(spec, [...rows, ...sold.rows], true);
}

/**
 * How many matches a facet read takes at most: half the list's count cap, so the facet call of
 * a common word or a wide price range stays near the list's own cost (≈ 1.5 µs a match read
 * through FTS5 and the entries at 100 000 listings; decision 037 has the figures).
 */
const FACET_SAMPLE = 5_000;

interface MatchRow {
  item_type: string | null;
  grade: string | null;
  works: number | null;
  lens_mount: string | null;
}

/** The details of the entries of one side matching the words, brand and prices. */
function firstMatches(dialect: Dialect, side: StorefrontSide, base: StorefrontFilter): RawBuilder<unknown> {
  const columns = sql`e.item_type, e.grade, e.works, e.lens_mount`;
  const where = and(entryFilters(base));
  if (base.terms.length === 0) return sql`select ${columns} from ${side.entries} e where ${where}`;
  if (dialect === 'postgres') {
    return sql`select ${columns} from ${side.entries} e
      where e.search @@ to_tsquery('simple', ${toTsquery(base.terms)}) and ${where}`;
  }
  return sql`select ${columns} from ${side.search} join ${side.entries} e on e.seq = ${side.search}.rowid
      where ${side.search} match ${toFts5(base.terms, TEXT_COLUMNS)} and ${where}`;
}

/**
 * With words or a price range: one read of the first FACET_SAMPLE + 1 entries matching the words,
 * brand and prices (not the details), then each facet is counted in memory over those passing
 * the other facets' choices. When fewer match, every count is exact; otherwise they are lower
 * bounds (`exact: false`). Counting per option, or per facet, would read the words' match list
 * (or the price range) again each time.
 */
async function countFirstMatches(
  db: Kysely<DB>,
  dialect: Dialect,
  filter: StorefrontFilter,
): Promise<Facets> {
  const base: StorefrontFilter = {
    terms: filter.terms,
    categoryId: filter.categoryId,
    minPriceCents: filter.minPriceCents,
    maxPriceCents: filter.maxPriceCents,
  };
  // With "include sold", each side gives its first matches: counts stay exact while both sides
  // hold at most FACET_SAMPLE, lower bounds otherwise.
  const reads = await Promise.all(
    sidesOf(filter).map((side) =>
      sql<MatchRow>`${firstMatches(dialect, side, base)} limit ${FACET_SAMPLE + 1}`.execute(db),
    ),
  );
  const rows = reads.flatMap((read) => read.rows);
  const exact = reads.every((read) => read.rows.length <= FACET_SAMPLE);
  const passes = (row: MatchRow, f: StorefrontFilter) =>
    (f.itemTypes === undefined || (row.item_type !== null && f.itemTypes.includes(row.item_type))) &&
    (f.grades === undefined || (row.grade !== null && f.grades.includes(row.grade))) &&
    (f.mounts === undefined || (row.lens_mount !== null && f.mounts.includes(row.lens_mount))) &&
    (f.works === undefined || (row.works !== null && row.works === (f.works ? 1 : 0)));
  const facets = {} as Facets;
  for (const name of FACET_NAMES) {
    const spec = SPECS[name];
    const others = spec.without(filter);
    const counts = new Map<string | number | null, number>();
    for (const row of rows) {
      if (!passes(row, others)) continue;
      const value = row[spec.column as keyof MatchRow];
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    facets[name] = optionCounts(
      spec,
      [...counts].map(([value, n]) => ({ value, n })),
      exact,
    );
  }
  return facets;
}
