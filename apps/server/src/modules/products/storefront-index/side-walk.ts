import type { SortKey } from '../listing-cursor.js';
import type { StorefrontFilter, StorefrontOrder } from '../storefront-query.js';
import { allowedCodes } from './entry-codes.js';
import type { IndexedSide } from './indexed-side.js';
import type { SortedSlots } from './sorted-slots.js';

export type SortedOrder = Exclude<StorefrontOrder, 'relevance'>;

/** Whether a slot passes the filter's brand, prices and details; `always` when it asks for none. */
interface SlotTest {
  (slot: number): boolean;
  always: boolean;
}

/** The filter (no words: those stay with the database) as a test of one side's slots. */
function slotTest(side: IndexedSide, filter: StorefrontFilter, skipPrices = false): SlotTest {
  const tests: ((slot: number) => boolean)[] = [];
  const { categoryId, minPriceCents: min, maxPriceCents: max } = filter;
  if (categoryId !== undefined) tests.push((slot) => side.category[slot] === categoryId);
  if (!skipPrices && min !== undefined) tests.push((slot) => side.price[slot]! >= min);
  if (!skipPrices && max !== undefined) tests.push((slot) => side.price[slot]! <= max);
  const detail = (codes: Uint8Array | undefined, values: () => Uint8Array) => {
    if (codes) tests.push((slot) => codes[values()[slot]!] === 1);
  };
  detail(allowedCodes('itemType', filter.itemTypes), () => side.itemType);
  detail(allowedCodes('grade', filter.grades), () => side.grade);
  detail(allowedCodes('mount', filter.mounts), () => side.mount);
  if (filter.works !== undefined) {
    const works = filter.works ? 1 : 0;
    tests.push((slot) => side.works[slot] === works);
  }
  const test = ((slot: number) => {
    for (const passes of tests) if (!passes(slot)) return false;
    return true;
  }) as SlotTest;
  test.always = tests.length === 0;
  return test;
}

export function keyOf(side: IndexedSide, slot: number, order: SortedOrder): SortKey {
  const seq = side.seq[slot]!;
  const value = order === 'newest' ? new Date(side.created[slot]!).toISOString() : side.price[slot]!;
  return [value, seq];
}

/**
 * Where a walk of one side starts and which way it goes, in the visitor's order: `from` the
 * index, stepping by `step` through [low, high) of the order's array.
 */
interface Span {
  order: SortedSlots;
  low: number;
  high: number;
  from: number;
  step: 1 | -1;
}

/**
 * The part of the order's array a list can hold, and where reading starts: newest first reads
 * `newest` forwards; cheapest first reads `cheapest` forwards and dearest first backwards, both
 * within the price range found by binary search. After a cursor's key the read starts past it;
 * before a key it reads backwards from the key (the caller turns the page round).
 */
function spanOf(
  side: IndexedSide,
  filter: StorefrontFilter,
  order: SortedOrder,
  from: { direction: 'after' | 'before'; key: SortKey } | undefined,
): Span {
  const sorted = order === 'newest' ? side.newest : side.cheapest;
  let low = 0;
  let high = sorted.length;
  if (order !== 'newest') {
    const { minPriceCents: min, maxPriceCents: max } = filter;
    if (min !== undefined) low = sorted.firstIndex((slot) => side.price[slot]! >= min);
    if (max !== undefined) high = sorted.firstIndex((slot) => side.price[slot]! > max);
  }
  const visitorForwards = order !== 'price_desc';
  if (!from)
    return {
      order: sorted,
      low,
      high,
      from: visitorForwards ? low : high - 1,
      step: visitorForwards ? 1 : -1,
    };
  // In the array's own order: the first slot at or past the key, and the first strictly past it.
  const [value, seq] = from.key;
  const keyValue = order === 'newest' ? Date.parse(String(value)) : Number(value);
  const past = (orEqual: boolean) =>
    order === 'newest'
      ? sorted.firstIndex((slot) => {
          const created = side.created[slot]!;
          return (
            created < keyValue ||
            (created === keyValue && (orEqual ? side.seq[slot]! <= seq : side.seq[slot]! < seq))
          );
        })
      : sorted.firstIndex((slot) => {
          const price = side.price[slot]!;
          return (
            price > keyValue ||
            (price === keyValue && (orEqual ? side.seq[slot]! >= seq : side.seq[slot]! > seq))
          );
        });
  const atOrPast = past(true);
  const pastKey = past(false);
  // In the array's order: entries before the key end at atOrPast - 1, entries after start at pastKey.
  const readsArrayForwards = visitorForwards === (from.direction === 'after');
  return readsArrayForwards
    ? { order: sorted, low, high, from: Math.max(low, pastKey), step: 1 }
    : { order: sorted, low, high, from: Math.min(high, atOrPast) - 1, step: -1 };
}

/**
 * Up to `want` slots of one side passing the test, in reading order (backwards from a `before`
 * cursor), after skipping `skip` passing slots. With nothing to test the skip is one jump.
 */
export function walkSide(
  side: IndexedSide,
  filter: StorefrontFilter,
  order: SortedOrder,
  from: { direction: 'after' | 'before'; key: SortKey } | undefined,
  skip: number,
  want: number,
): number[] {
  const span = spanOf(side, filter, order, from);
  // Prices are the span's bounds on the price orders; the date order tests them per slot.
  const test = slotTest(side, filter, order !== 'newest');
  const found: number[] = [];
  let index = span.from;
  if (test.always) {
    index += skip * span.step;
    skip = 0;
  }
  for (; index >= span.low && index < span.high && found.length < want; index += span.step) {
    const slot = span.order.at(index);
    if (!test(slot)) continue;
    if (skip > 0) skip--;
    else found.push(slot);
  }
  return found;
}
