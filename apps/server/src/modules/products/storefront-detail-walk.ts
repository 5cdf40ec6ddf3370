import type { DetailFilterName } from '@refocus/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import {
  and,
  DETAIL_COLUMNS,
  type DetailColumn,
  type DetailPriceIndex,
  entryFilters,
  type PositionRow,
  type StorefrontFilter,
  type StorefrontSide,
} from './storefront-query.js';

/** How many index entries one bounded walk reads at most: a few milliseconds at a million listings. */
const WALK_LIMIT = 4_000;

/** A camera detail whose price index (migration 026) a walk can follow: one chosen value. */
interface Walkable {
  column: DetailColumn;
  value: string | number;
}

/** The `(detail, resale_price, seq)` index of each detail column that has one. */
const INDEX_OF: Partial<Record<DetailColumn, DetailPriceIndex>> = {
  item_type: 'type_price',
  grade: 'grade_price',
  lens_mount: 'mount_price',
  works: 'works_price',
};

/** The details chosen with exactly one value whose column has its own price index. */
function walkableDetails(filter: StorefrontFilter): Walkable[] {
  return Object.entries(filter.details ?? {}).flatMap(([name, chosen]) => {
    const { column, stored } = DETAIL_COLUMNS[name as DetailFilterName];
    return chosen.length === 1 && INDEX_OF[column] ? [{ column, value: stored(chosen[0] as string) }] : [];
  });
}

const detailCount = (filter: StorefrontFilter): number => Object.keys(filter.details ?? {}).length;

/**
 * Two or more camera details sorted by price, on SQLite. Prices follow the details (parts
 * cameras are cheap, film mounts cheaper than mirrorless ones), so whichever detail's price
 * index SQLite walks, the other detail may only match at the far end of it: a mount's
 * price-descending walk passes every expensive listing of the mount before its first parts
 * camera (225 ms at a million listings), and a grade's walk has the mirror case (a film mount
 * among `excellent` listings, 496 ms). The better of the two stays under 40 ms for every
 * combination, but which one it is depends on how the details and prices correlate, which no
 * statistic says. So each candidate index is walked for at most WALK_LIMIT entries, densest
 * first by the kept counts (migration 025): the first walk that fills the page (or reads the
 * detail's whole range) answers. The walk is in the list's own order, so its first matches are
 * the page. When none fills it, `undefined`: SQLite's own plan reads the page, as before.
 */
export async function walkDetailIndex(
  db: Kysely<DB>,
  side: StorefrontSide,
  filter: StorefrontFilter,
  descending: boolean,
  seek: { where: RawBuilder<unknown>[]; offset: number },
  limit: number,
  /** Entries a walk may read (a test makes it small to reach the other walk and the fallback). */
  walkLimit = WALK_LIMIT,
): Promise<PositionRow[] | undefined> {
  const candidates = walkableDetails(filter);
  if (detailCount(filter) < 2 || candidates.length === 0 || filter.terms.length > 0) return undefined;
  const direction = sql.raw(descending ? 'desc' : 'asc');
  // A price range narrows the walk itself: the index is in price order within the detail.
  const prices = entryFilters({
    terms: [],
    minPriceCents: filter.minPriceCents,
    maxPriceCents: filter.maxPriceCents,
  });
  for (const detail of await densestFirst(db, side, filter, candidates)) {
    const { rows } = await sql<PositionRow & { walked: number }>`
      select seq, k, walked from (
        select walk.*, count(*) over () as walked from (
          select e.seq, e.resale_price as k, e.category_id, e.item_type, e.grade, e.works, e.lens_mount,
            e.resale_price
          from ${side.entries} e indexed by ${side.index(INDEX_OF[detail.column] as DetailPriceIndex)}
          where ${sql.ref(`e.${detail.column}`)} = ${detail.value} and ${and([...prices, ...seek.where])}
          order by e.resale_price ${direction}, e.seq ${direction} limit ${walkLimit}
        ) walk
      ) w
      where ${and(entryFilters(filter, 'w'))}
      order by k ${direction}, seq ${direction}
      limit ${limit} offset ${seek.offset}`.execute(db);
    const readWholeRange = rows.length > 0 && Number(rows[0]?.walked) < walkLimit;
    if (rows.length === limit || readWholeRange) return rows.map(({ seq, k }) => ({ seq, k }));
  }
  return undefined;
}

/**
 * The candidates ordered by how many of a detail's listings match the whole filter (kept
 * counts per combination, exact and cheap): the densest walk is likeliest to fill a page early.
 * One statement sums the whole filter's count and each candidate detail's alone.
 */
async function densestFirst(
  db: Kysely<DB>,
  side: StorefrontSide,
  filter: StorefrontFilter,
  candidates: Walkable[],
): Promise<Walkable[]> {
  const whole = and(
    entryFilters({ ...filter, terms: [], minPriceCents: undefined, maxPriceCents: undefined }, 'fc'),
  );
  const alone = candidates.map(
    (detail, index) =>
      sql`sum(case when ${sql.ref(`fc.${detail.column}`)} = ${detail.value} then fc.listings else 0 end) as ${sql.ref(`d${index}`)}`,
  );
  const { rows } = await sql<Record<string, number | string | null>>`
    select sum(case when ${whole} then fc.listings else 0 end) as matching, ${sql.join(alone)}
    from ${side.facetCounts} fc`.execute(db);
  const sums = rows[0] ?? {};
  const matching = Number(sums.matching ?? 0);
  return candidates
    .map((detail, index) => ({ detail, density: matching / Math.max(1, Number(sums[`d${index}`] ?? 0)) }))
    .sort((a, b) => b.density - a.density)
    .map(({ detail }) => detail);
}
