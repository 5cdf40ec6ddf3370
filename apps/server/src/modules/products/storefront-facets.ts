import { DETAIL_FILTERS, FACET_NAMES, type FacetCount, type FacetName, type Facets } from '@refocus/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type KeptReads, READ_NOW } from './storefront-kept-reads.js';
import {
  and,
  DETAIL_COLUMNS,
  type DetailColumn,
  type DetailRow,
  entryFilters,
  passesDetails,
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
 * Every detail filter of the contract is a facet, counted over its storefront column, with the
 * listings that give it no value counted as "not specified" (issue 42, item 5).
 */
interface FacetSpec {
  column: DetailColumn;
  values: readonly string[];
  /** The filter with this facet's own choice removed. */
  without(filter: StorefrontFilter): StorefrontFilter;
  /** The stored value as the option's name; undefined for "not given" ('' or -1 in the counts). */
  valueOf(stored: string | number): string | undefined;
}

function specOf(name: FacetName): FacetSpec {
  const { column, stored } = DETAIL_COLUMNS[name];
  const values = DETAIL_FILTERS[name].values;
  const byStored = new Map<string, string>(values.map((value) => [String(stored(value)), value]));
  return {
    column,
    values,
    without: (filter) => {
      const { [name]: _own, ...others } = filter.details ?? {};
      return { ...filter, details: Object.keys(others).length > 0 ? others : undefined };
    },
    valueOf: (value) => byStored.get(String(value)),
  };
}

const SPECS = Object.fromEntries(FACET_NAMES.map((name) => [name, specOf(name)])) as Record<
  FacetName,
  FacetSpec
>;

/** The detail columns, as a facet read selects and groups them. */
const DETAIL_COLUMN_LIST = FACET_NAMES.map((name) => DETAIL_COLUMNS[name].column);

/** An empty answer to fill facet by facet. */
const emptyFacets = (): Facets => ({ notSpecified: {} }) as Facets;

/** Every option at zero: the answer for a search that can match nothing. */
export function noFacets(): Facets {
  const facets = emptyFacets();
  for (const name of FACET_NAMES) {
    facets[name] = SPECS[name].values.map((value) => ({ value, count: 0, exact: true }));
    facets.notSpecified[name] = { count: 0, exact: true };
  }
  return facets;
}

export async function countFacets(
  db: Kysely<DB>,
  storefront: StorefrontSql,
  filter: StorefrontFilter,
  /** Reads of the words kept for the catalogue version (the whole words of a long prefix). */
  kept: KeptReads = READ_NOW,
  /** How many matches a read with words or prices counts per side (a test asks for a small one). */
  sample = FACET_SAMPLE,
): Promise<Facets> {
  if (filter.terms.length > 0 || priced(filter))
    return countFirstMatches(db, storefront, filter, sample, kept);
  return countFromCombinations(db, filter);
}

type CountRow = { value: string | number | null; n: number | string | null };
type FacetRow = CountRow & { facet: number | string };

/**
 * One facet's counts out of `rows`: per option, and "not specified" for the values not on the
 * list (null, or '' and -1, "not given" in the kept counts), which no choice of it lets through.
 */
function countsOf(name: FacetName, rows: CountRow[], exact: boolean, into: Facets): void {
  const spec = SPECS[name];
  const byValue = new Map<string, number>();
  let notSpecified = 0;
  for (const row of rows) {
    const value = row.value === null ? undefined : spec.valueOf(row.value);
    const n = Number(row.n ?? 0);
    if (value === undefined) notSpecified += n;
    else byValue.set(value, (byValue.get(value) ?? 0) + n);
  }
  into[name] = spec.values.map((value): FacetCount => ({ value, count: byValue.get(value) ?? 0, exact }));
  into.notSpecified[name] = { count: notSpecified, exact };
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
  const facets = emptyFacets();
  FACET_NAMES.forEach((name, index) => {
    countsOf(
      name,
      rows.filter((row) => Number(row.facet) === index),
      exact,
      facets,
    );
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
async function firstMatches(
  db: Kysely<DB>,
  storefront: StorefrontSql,
  side: StorefrontSide,
  base: StorefrontFilter,
  kept: KeptReads,
): Promise<RawBuilder<unknown>> {
  const columns = sql.join(DETAIL_COLUMN_LIST.map((column) => sql.ref(`e.${column}`)));
  const where = and(entryFilters(base));
  // Cheapest first: the same first 5 001 on both databases, in the order the price indexes
  // already hold (no sort), where PostgreSQL's plan might otherwise take them in any order.
  if (base.terms.length === 0)
    return sql`select ${columns} from ${side.entries} e where ${where} order by e.resale_price, e.seq`;
  return storefront.wordMatches(db, side, base.terms, columns, where, kept);
}

/** How many sampled entries share one combination of details. */
type CombinationRow = DetailRow & { n: number | string };

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
  kept: KeptReads,
): Promise<Facets> {
  const base: StorefrontFilter = {
    terms: filter.terms,
    categoryId: filter.categoryId,
    minPriceCents: filter.minPriceCents,
    maxPriceCents: filter.maxPriceCents,
  };
  const combination = sql.join(DETAIL_COLUMN_LIST.map((column) => sql.ref(`m.${column}`)));
  const reads = await Promise.all(
    sidesOf(filter).map(async (side) => {
      const { rows } = await sql<CombinationRow>`
        select ${combination}, count(*) as n
        from (${await firstMatches(db, storefront, side, base, kept)} limit ${sample + 1}) m
        group by ${combination}`.execute(db);
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
  const facets = emptyFacets();
  for (const name of FACET_NAMES) {
    const spec = SPECS[name];
    const others = spec.without(filter);
    const counted = combinations
      .filter((row) => passesDetails(row, others.details))
      .map((row) => ({ value: row[spec.column], n: row.n }));
    countsOf(name, counted, exact, facets);
  }
  return facets;
}
