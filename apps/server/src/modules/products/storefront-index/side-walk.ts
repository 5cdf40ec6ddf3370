import type { SortKey } from '../listing-cursor.js';
import type { StorefrontFilter, StorefrontOrder } from '../storefront-query.js';
import { allowedCodes } from './entry-codes.js';
import type { IndexedSide } from './indexed-side.js';
import type { SortedSlots } from './sorted-slots.js';

export type SortedOrder = Exclude<StorefrontOrder, 'relevance'>;

/** A cursor's position: the page after or before this key. */
export type From = { direction: 'after' | 'before'; key: SortKey };

export function keyOf(side: IndexedSide, slot: number, order: SortedOrder): SortKey {
  const seq = side.seq[slot]!;
  const value = order === 'newest' ? new Date(side.created[slot]!).toISOString() : side.price[slot]!;
  return [value, seq];
}

/**
 * The part of one side a list reads, and which way: the order's array (of the brand when the
 * filter names one, so the brand costs nothing to test), the index range [low, high) the price
 * range allows on the price orders (found by binary search), and where reading starts. Newest
 * first and cheapest first read their arrays forwards, dearest first backwards; after a
 * cursor's key reading starts past it, before a key it reads backwards from it (the caller
 * turns the page round).
 */
export interface Span {
  slots: SortedSlots;
  low: number;
  high: number;
  from: number;
  step: 1 | -1;
}

export function spanOf(
  side: IndexedSide,
  filter: StorefrontFilter,
  order: SortedOrder,
  from: From | undefined,
): Span | undefined {
  const sorted = order === 'newest' ? side.newestOf(filter.categoryId) : side.cheapestOf(filter.categoryId);
  if (!sorted) return undefined;
  let low = 0;
  let high = sorted.length;
  if (order !== 'newest') {
    const { minPriceCents: min, maxPriceCents: max } = filter;
    if (min !== undefined) low = sorted.firstIndex((slot) => side.price[slot]! >= min);
    if (max !== undefined) high = sorted.firstIndex((slot) => side.price[slot]! > max);
  }
  const visitorForwards = order !== 'price_desc';
  if (!from) {
    return {
      slots: sorted,
      low,
      high,
      from: visitorForwards ? low : high - 1,
      step: visitorForwards ? 1 : -1,
    };
  }
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
  const readsArrayForwards = visitorForwards === (from.direction === 'after');
  return readsArrayForwards
    ? { slots: sorted, low, high, from: Math.max(low, past(false)), step: 1 }
    : { slots: sorted, low, high, from: Math.min(high, past(true)) - 1, step: -1 };
}

/** What a walk still tests per slot: the brand is the array's, prices are the span's on the price orders. */
interface SlotChecks {
  prices: boolean;
  min: number;
  max: number;
  types: Uint8Array | undefined;
  grades: Uint8Array | undefined;
  mounts: Uint8Array | undefined;
  /** -2: any; else -1, 0 or 1 as stored. */
  works: number;
  none: boolean;
}

export function checksOf(filter: StorefrontFilter, order: SortedOrder): SlotChecks {
  const prices =
    order === 'newest' && (filter.minPriceCents !== undefined || filter.maxPriceCents !== undefined);
  const checks = {
    prices,
    min: filter.minPriceCents ?? Number.NEGATIVE_INFINITY,
    max: filter.maxPriceCents ?? Number.POSITIVE_INFINITY,
    types: allowedCodes('itemType', filter.itemTypes),
    grades: allowedCodes('grade', filter.grades),
    mounts: allowedCodes('mount', filter.mounts),
    works: filter.works === undefined ? -2 : filter.works ? 1 : 0,
  };
  const none = !prices && !checks.types && !checks.grades && !checks.mounts && checks.works === -2;
  return { ...checks, none };
}

/**
 * Up to `want` slots of one side passing the filter, in reading order, after skipping `skip`
 * passing slots. One loop with every test inline (the walk of a deep page or a narrow filter
 * steps over tens of thousands of slots); with nothing to test the skip is one jump.
 */
export function walkSide(
  side: IndexedSide,
  filter: StorefrontFilter,
  order: SortedOrder,
  from: From | undefined,
  skip: number,
  want: number,
  /** How many slots pass the filter in all, when known: the walk ends after the last of them. */
  matching = Number.POSITIVE_INFINITY,
): number[] {
  const span = spanOf(side, filter, order, from);
  if (!span || (from === undefined && skip >= matching)) return [];
  const c = checksOf(filter, order);
  const { low, high, step } = span;
  const slots = span.slots.raw;
  const found: number[] = [];
  let index = span.from;
  if (c.none) {
    index += skip * step;
    for (; index >= low && index < high && found.length < want; index += step) found.push(slots[index]!);
    return found;
  }
  // Locals, not property reads: this loop is the index's hot path.
  const { price, itemType, grade, mount, works } = side;
  const { prices, min, max, types, grades, mounts } = c;
  const worksWanted = c.works;
  for (; index >= low && index < high && found.length < want; index += step) {
    const slot = slots[index]!;
    if (prices && (price[slot]! < min || price[slot]! > max)) continue;
    if (types !== undefined && types[itemType[slot]!] !== 1) continue;
    if (grades !== undefined && grades[grade[slot]!] !== 1) continue;
    if (mounts !== undefined && mounts[mount[slot]!] !== 1) continue;
    if (worksWanted !== -2 && works[slot] !== worksWanted) continue;
    if (skip > 0) skip--;
    else found.push(slot);
    if (--matching === 0) break;
  }
  return found;
}
