import type { Facets } from '@refocus/contract';
import { type CombinationRow, FACET_SAMPLE, facetsOfCombinations } from '../storefront-facets.js';
import {
  COUNT_CAP,
  onEntriesOnly,
  type PagePosition,
  type Position,
  priced,
  type StorefrontFilter,
} from '../storefront-query.js';
import { allowedCodes, type Combination, combinationOf, detailValueOf } from './entry-codes.js';
import type { IndexedSide } from './indexed-side.js';
import { keyOf, type SortedOrder, walkSide } from './side-walk.js';

/**
 * The storefront's list reads answered from memory (decision 043): the same pages, totals and
 * facet counts as the SQL of storefront.repository.ts and storefront-facets.ts for a filter
 * without words, down to the capped totals and the sampled facets of a price range, so a
 * cursor or a total means the same whichever answered (a test compares the two on both
 * databases). `sides` is the listings on sale, then the sold ones when the filter asks.
 */

interface Found {
  side: IndexedSide;
  slot: number;
  value: number;
  seq: number;
}

/** One page of the list in the visitor's order, and the list's total. */
export function indexPage(
  sides: IndexedSide[],
  filter: StorefrontFilter,
  order: SortedOrder,
  position: Position,
  limit: number,
): { positions: PagePosition[]; count: { total: number; exact: boolean } } {
  const from = 'offset' in position ? undefined : position;
  const offset = 'offset' in position ? position.offset : 0;
  const backwards = from?.direction === 'before';
  let found: Found[];
  if (sides.length === 1) {
    const side = sides[0]!;
    found = walkSide(side, filter, order, from, offset, limit).map((slot) => foundAt(side, slot, order));
  } else {
    // Each side's first offset + limit in reading order, merged, and the page cut from the merge.
    const descending = (order !== 'price_asc') !== backwards;
    const lists = sides.map((side) =>
      walkSide(side, filter, order, from, 0, offset + limit).map((slot) => foundAt(side, slot, order)),
    );
    found = mergeSorted(lists, descending).slice(offset, offset + limit);
  }
  if (backwards) found.reverse();
  return {
    positions: found.map(({ side, slot }) => ({ seq: side.seq[slot]!, key: keyOf(side, slot, order) })),
    count: countSides(sides, filter),
  };
}

const foundAt = (side: IndexedSide, slot: number, order: SortedOrder): Found => ({
  side,
  slot,
  value: order === 'newest' ? side.created[slot]! : side.price[slot]!,
  seq: side.seq[slot]!,
});

function mergeSorted(lists: Found[][], descending: boolean): Found[] {
  const before = (a: Found, b: Found) =>
    descending
      ? a.value > b.value || (a.value === b.value && a.seq > b.seq)
      : a.value < b.value || (a.value === b.value && a.seq < b.seq);
  let merged: Found[] = [];
  for (const list of lists) {
    const next: Found[] = [];
    let i = 0;
    let j = 0;
    while (i < merged.length || j < list.length) {
      if (j >= list.length || (i < merged.length && before(merged[i]!, list[j]!))) next.push(merged[i++]!);
      else next.push(list[j++]!);
    }
    merged = next;
  }
  return merged;
}

/** The total as countStorefront gives it: each side counted, summed, capped once any side is. */
function countSides(sides: IndexedSide[], filter: StorefrontFilter): { total: number; exact: boolean } {
  const counts = sides.map((side) => countSide(side, filter));
  if (counts.length === 1) return counts[0]!;
  const total = counts.reduce((sum, count) => sum + count.total, 0);
  if (counts.every((count) => count.exact)) return { total, exact: true };
  return { total: Math.min(total, COUNT_CAP), exact: false };
}

function countSide(side: IndexedSide, filter: StorefrontFilter): { total: number; exact: boolean } {
  if (!onEntriesOnly(filter)) {
    const total =
      filter.categoryId === undefined ? side.size : (side.perCategory.get(filter.categoryId) ?? 0);
    return { total, exact: true };
  }
  if (!priced(filter)) {
    const passes = combinationTest(filter);
    let total = 0;
    for (const [key, n] of side.perCombination) if (passes(combinationOf(key))) total += n;
    return { total, exact: true };
  }
  // A price range: counted along the cheapest-first order within the range, up to the cap.
  const n = walkSide(side, filter, 'price_asc', undefined, 0, COUNT_CAP + 1).length;
  return n > COUNT_CAP ? { total: COUNT_CAP, exact: false } : { total: n, exact: true };
}

/** Whether a combination of brand and details passes the filter's brand and details. */
function combinationTest(filter: StorefrontFilter): (c: Combination) => boolean {
  const types = allowedCodes('itemType', filter.itemTypes);
  const grades = allowedCodes('grade', filter.grades);
  const mounts = allowedCodes('mount', filter.mounts);
  const works = filter.works === undefined ? undefined : filter.works ? 1 : 0;
  return (c) =>
    (filter.categoryId === undefined || c.categoryId === filter.categoryId) &&
    (types === undefined || types[c.itemType] === 1) &&
    (grades === undefined || grades[c.grade] === 1) &&
    (mounts === undefined || mounts[c.mount] === 1) &&
    (works === undefined || c.works === works);
}

const rowOf = (c: Combination, n: number, withBrand: boolean): CombinationRow => ({
  ...(withBrand ? { category_id: c.categoryId } : {}),
  item_type: detailValueOf('itemType', c.itemType),
  grade: detailValueOf('grade', c.grade),
  works: c.works === -1 ? null : c.works,
  lens_mount: detailValueOf('mount', c.mount),
  n,
});

/**
 * The facet counts as countFacets gives them: without prices from the kept combinations
 * (exact); with a price range from the first FACET_SAMPLE + 1 entries of the brand within the
 * range, cheapest first, grouped by combination (lower bounds when the sample filled up).
 */
export function indexFacets(sides: IndexedSide[], filter: StorefrontFilter): Facets {
  if (!priced(filter)) {
    const rows = sides.flatMap((side) =>
      [...side.perCombination].map(([key, n]) => rowOf(combinationOf(key), n, true)),
    );
    return facetsOfCombinations(rows, filter, true);
  }
  const base: StorefrontFilter = {
    terms: [],
    categoryId: filter.categoryId,
    minPriceCents: filter.minPriceCents,
    maxPriceCents: filter.maxPriceCents,
  };
  let exact = true;
  const rows = sides.flatMap((side) => {
    const sample = walkSide(side, base, 'price_asc', undefined, 0, FACET_SAMPLE + 1);
    if (sample.length > FACET_SAMPLE) exact = false;
    const byCombination = new Map<string, { c: Combination; n: number }>();
    for (const slot of sample) {
      const c: Combination = {
        categoryId: side.category[slot]!,
        itemType: side.itemType[slot]!,
        grade: side.grade[slot]!,
        mount: side.mount[slot]!,
        works: side.works[slot]!,
      };
      const key = `${c.itemType}.${c.grade}.${c.mount}.${c.works}`;
      const kept = byCombination.get(key);
      if (kept) kept.n++;
      else byCombination.set(key, { c, n: 1 });
    }
    return [...byCombination.values()].map(({ c, n }) => rowOf(c, n, false));
  });
  return facetsOfCombinations(rows, filter, exact);
}
