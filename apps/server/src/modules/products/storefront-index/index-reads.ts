import {
  COUNT_CAP,
  onEntriesOnly,
  type PagePosition,
  type Position,
  priced,
  type StorefrontFilter,
} from '../storefront-query.js';
import type { IndexedSide } from './indexed-side.js';
import { checksOf, keyOf, type SortedOrder, spanOf, walkSide } from './side-walk.js';

/**
 * The storefront's list reads answered from memory (decision 043): the same pages and totals as
 * the SQL of storefront.repository.ts for a filter without words, down to the capped totals of
 * a price range, so a cursor or a total means the same whichever answered (a test compares the
 * two on both databases). `sides` is the listings on sale, then the sold ones when asked.
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
  const counts = sides.map((side) => countSide(side, filter));
  // An exact count of a list without prices bounds its walk: a rare combination of details
  // ends at its last entry (or at once when there is none) instead of at the end of the order.
  const matching = (i: number) =>
    counts[i]!.exact && !priced(filter) ? counts[i]!.total : Number.POSITIVE_INFINITY;
  let found: Found[];
  if (sides.length === 1) {
    const side = sides[0]!;
    found = walkSide(side, filter, order, from, offset, limit, matching(0)).map((slot) =>
      foundAt(side, slot, order),
    );
  } else {
    // Each side's first offset + limit in reading order, merged, and the page cut from the merge.
    const descending = (order !== 'price_asc') !== backwards;
    const lists = sides.map((side, i) =>
      walkSide(side, filter, order, from, 0, offset + limit, matching(i)).map((slot) =>
        foundAt(side, slot, order),
      ),
    );
    found = mergeSorted(lists, descending).slice(offset, offset + limit);
  }
  if (backwards) found.reverse();
  return {
    positions: found.map(({ side, slot }) => ({ seq: side.seq[slot]!, key: keyOf(side, slot, order) })),
    count: combined(counts),
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
function combined(counts: { total: number; exact: boolean }[]): { total: number; exact: boolean } {
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
    const c = checksOf(filter, 'price_asc');
    let total = 0;
    for (const { combination, n } of side.combinations()) {
      if (filter.categoryId !== undefined && combination.categoryId !== filter.categoryId) continue;
      if (c.types !== undefined && c.types[combination.itemType] !== 1) continue;
      if (c.grades !== undefined && c.grades[combination.grade] !== 1) continue;
      if (c.mounts !== undefined && c.mounts[combination.mount] !== 1) continue;
      if (c.works !== -2 && combination.works !== c.works) continue;
      total += n;
    }
    return { total, exact: true };
  }
  // A price range: the brand's cheapest-first range, by binary search; with details, walked up to the cap.
  const span = spanOf(side, filter, 'price_asc', undefined);
  const n = !span
    ? 0
    : checksOf(filter, 'price_asc').none
      ? span.high - span.low
      : walkSide(side, filter, 'price_asc', undefined, 0, COUNT_CAP + 1).length;
  return n > COUNT_CAP ? { total: COUNT_CAP, exact: false } : { total: n, exact: true };
}
