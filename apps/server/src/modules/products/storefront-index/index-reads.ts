import {
  COUNT_CAP,
  combinedCount,
  onEntriesOnly,
  type PagePosition,
  type Position,
  priced,
  type StorefrontCount,
  type StorefrontFilter,
} from '../storefront-query.js';
import type { IndexedSide } from './indexed-side.js';
import { checksOf, type From, keyOf, type SortedOrder, spanOf, walkSide } from './side-walk.js';

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
): { positions: PagePosition[]; count: StorefrontCount } {
  const from = 'offset' in position ? undefined : position;
  const offset = 'offset' in position ? position.offset : 0;
  const backwards = from?.direction === 'before';
  const counts = sides.map((side) => countSide(side, filter));
  // An exact count of a list without prices bounds its walk: a rare combination of details
  // ends at its last entry (or at once when there is none) instead of at the end of the order.
  const matching = (i: number) =>
    counts[i]!.kind === 'exact' && !priced(filter) ? counts[i]!.total : Number.POSITIVE_INFINITY;
  let found: Found[];
  if (sides.length === 1) {
    const side = sides[0]!;
    found = walkSide(side, filter, order, from, offset, limit, matching(0)).map((slot) =>
      foundAt(side, slot, order),
    );
  } else {
    const descending = (order !== 'price_asc') !== backwards;
    const readers = sides.map((side, i) => readerOf(side, filter, order, from, offset + limit, matching(i)));
    found = mergedPage(readers, order, descending, offset, limit);
  }
  if (backwards) found.reverse();
  return {
    positions: found.map(({ side, slot }) => ({ seq: side.seq[slot]!, key: keyOf(side, slot, order) })),
    count: combinedCount(counts),
  };
}

const foundAt = (side: IndexedSide, slot: number, order: SortedOrder): Found => ({
  side,
  slot,
  value: order === 'newest' ? side.created[slot]! : side.price[slot]!,
  seq: side.seq[slot]!,
});

/** One side's passing slots in reading order: `length` of them, the i-th by `at(i)`. */
interface SideReader {
  side: IndexedSide;
  length: number;
  at(i: number): number;
}

/**
 * With nothing to test, a side's passing slots are a range of its order's array, read in place;
 * otherwise its first `want` passing slots, walked (a walk is the price of a filter either way).
 */
function readerOf(
  side: IndexedSide,
  filter: StorefrontFilter,
  order: SortedOrder,
  from: From | undefined,
  want: number,
  matching: number,
): SideReader {
  const span = spanOf(side, filter, order, from);
  if (span && checksOf(filter, order).none) {
    const { low, high, step } = span;
    const slots = span.slots.raw;
    const start = span.from;
    const length = step === 1 ? Math.max(0, high - start) : Math.max(0, start - low + 1);
    return { side, length: Math.min(length, want), at: (i) => slots[start + i * step]! };
  }
  const slots = walkSide(side, filter, order, from, 0, want, matching);
  return { side, length: slots.length, at: (i) => slots[i]! };
}

/**
 * The page at `offset` of the two sides merged in reading order, without merging what comes
 * before it (a deep page of a million entries would make as many objects): how many of the
 * page's predecessors come from the first side is found by binary search, as for the k-th
 * element of two sorted arrays, and only the page itself is merged.
 */
function mergedPage(
  readers: SideReader[],
  order: SortedOrder,
  descending: boolean,
  offset: number,
  limit: number,
): Found[] {
  const [a, b] = readers as [SideReader, SideReader];
  const found = (reader: SideReader, i: number) => foundAt(reader.side, reader.at(i), order);
  const before = (x: Found, y: Found) =>
    descending
      ? x.value > y.value || (x.value === y.value && x.seq > y.seq)
      : x.value < y.value || (x.value === y.value && x.seq < y.seq);
  const skip = Math.min(offset, a.length + b.length);
  // The smallest i (entries taken from a) such that a's i-th does not come before b's (skip - i - 1)-th.
  let low = Math.max(0, skip - b.length);
  let high = Math.min(skip, a.length);
  while (low < high) {
    const i = (low + high) >>> 1;
    if (before(found(a, i), found(b, skip - i - 1))) low = i + 1;
    else high = i;
  }
  const page: Found[] = [];
  let i = low;
  let j = skip - low;
  while (page.length < limit && (i < a.length || j < b.length)) {
    if (j >= b.length || (i < a.length && before(found(a, i), found(b, j)))) page.push(found(a, i++));
    else page.push(found(b, j++));
  }
  return page;
}

function countSide(side: IndexedSide, filter: StorefrontFilter): StorefrontCount {
  if (!onEntriesOnly(filter)) {
    const total =
      filter.categoryId === undefined ? side.size : (side.perCategory.get(filter.categoryId) ?? 0);
    return { total, kind: 'exact' };
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
    return { total, kind: 'exact' };
  }
  // A price range: the brand's cheapest-first range, by binary search; with details, walked up to the cap.
  const span = spanOf(side, filter, 'price_asc', undefined);
  const n = !span
    ? 0
    : checksOf(filter, 'price_asc').none
      ? span.high - span.low
      : walkSide(side, filter, 'price_asc', undefined, 0, COUNT_CAP + 1).length;
  return n > COUNT_CAP ? { total: COUNT_CAP, kind: 'at-least' } : { total: n, kind: 'exact' };
}
