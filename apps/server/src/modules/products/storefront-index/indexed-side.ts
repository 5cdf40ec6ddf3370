import { type Combination, codeOf, combinationKey, combinationOf, worksCodeOf } from './entry-codes.js';
import { SortedSlots } from './sorted-slots.js';

/** A storefront entry as read from `storefront_entries` or `storefront_sold_entries`. */
export interface EntryRow {
  seq: number | string;
  category_id: number | string;
  created_at: string;
  resale_price: number | string;
  item_type: string | null;
  grade: string | null;
  works: number | string | null;
  lens_mount: string | null;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The value of `count` decimal digits of `text` from `at`; NaN if one is not a digit. */
function digits(text: string, at: number, count: number): number {
  let value = 0;
  for (let i = at; i < at + count; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return Number.NaN;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * Whether `text` is a timestamp as `Date#toISOString()` writes it, checked by its fields, not
 * by a round trip (that was a sixth of a load). `Date.parse` alone takes 2024-02-30 or 24:00
 * and moves them to another day, which the database's text order would not do.
 */
export function isCanonicalTimestamp(text: string): boolean {
  if (text.length !== 24 || text[4] !== '-' || text[7] !== '-' || text[10] !== 'T') return false;
  if (text[13] !== ':' || text[16] !== ':' || text[19] !== '.' || text[23] !== 'Z') return false;
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 2);
  const day = digits(text, 8, 2);
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]!)) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (month === 2 && day === 29 && !leap) return false;
  return (
    digits(text, 11, 2) <= 23 &&
    digits(text, 14, 2) <= 59 &&
    digits(text, 17, 2) <= 59 &&
    digits(text, 20, 3) >= 0
  );
}

/** Seqs are looked up through an array indexed by seq; beyond this the index gives up (512 MiB). */
const MAX_SEQ = 2 ** 27;

/**
 * One side of the storefront (on sale, or sold) in memory (decision 043): a slot per entry in
 * parallel typed arrays (about 30 bytes a listing), the slots in the two orders lists read in
 * (newest first, cheapest first), and the counts per brand and per combination of brand and
 * details that totals and facets need. Slots of removed entries are reused.
 */
export class IndexedSide {
  seq = new Float64Array(0);
  category = new Float64Array(0);
  price = new Float64Array(0);
  /** `created_at` as epoch milliseconds; the text is always `Date#toISOString()`'s (checked on the way in). */
  created = new Float64Array(0);
  itemType = new Uint8Array(0);
  grade = new Uint8Array(0);
  mount = new Uint8Array(0);
  works = new Int8Array(0);

  readonly newest = new SortedSlots((a, b) => {
    const byDate = this.created[b]! - this.created[a]!;
    return byDate !== 0 ? byDate : this.seq[b]! - this.seq[a]!;
  });
  readonly cheapest = new SortedSlots((a, b) => {
    const byPrice = this.price[a]! - this.price[b]!;
    return byPrice !== 0 ? byPrice : this.seq[a]! - this.seq[b]!;
  });

  /** The same two orders within each brand, so a brand's list starts, skips and counts as the whole catalogue does. */
  private readonly newestInCategory = new Map<number, SortedSlots>();
  private readonly cheapestInCategory = new Map<number, SortedSlots>();

  readonly perCategory = new Map<number, number>();
  readonly perCombination = new Map<number, number>();

  private slotBySeq = new Int32Array(0);
  private freeSlots: number[] = [];
  private used = 0;

  get size(): number {
    return this.newest.length;
  }

  /** Newest first, of one brand or all; undefined for a brand with no entries. */
  newestOf(categoryId: number | undefined): SortedSlots | undefined {
    return categoryId === undefined ? this.newest : this.newestInCategory.get(categoryId);
  }

  /** Cheapest first, of one brand or all; undefined for a brand with no entries. */
  cheapestOf(categoryId: number | undefined): SortedSlots | undefined {
    return categoryId === undefined ? this.cheapest : this.cheapestInCategory.get(categoryId);
  }

  private inCategory(slot: number): { newest: SortedSlots; cheapest: SortedSlots } {
    const categoryId = this.category[slot]!;
    let newest = this.newestInCategory.get(categoryId);
    let cheapest = this.cheapestInCategory.get(categoryId);
    if (!newest || !cheapest) {
      newest = new SortedSlots(this.newest.compare);
      cheapest = new SortedSlots(this.cheapest.compare);
      this.newestInCategory.set(categoryId, newest);
      this.cheapestInCategory.set(categoryId, cheapest);
    }
    return { newest, cheapest };
  }

  slotOf(seq: number): number {
    return seq < this.slotBySeq.length ? this.slotBySeq[seq]! : -1;
  }

  /** Adds an entry (or replaces the one with its seq), keeping both orders and the counts. */
  put(row: EntryRow): void {
    this.remove(Number(row.seq));
    const slot = this.store(row);
    const brand = this.inCategory(slot);
    this.newest.insert(slot);
    this.cheapest.insert(slot);
    brand.newest.insert(slot);
    brand.cheapest.insert(slot);
  }

  /**
   * Many changes at once: the seqs' entries taken out and these rows put in, each order's
   * entries moved once (one by one, each removal and insertion moves the order's tail: at a
   * million entries 500 changes took 142 ms of the event loop that way, 19–26 ms so).
   */
  replaceMany(seqs: number[], rows: EntryRow[]): void {
    const removed = new Set<number>();
    for (const seq of [...seqs, ...rows.map((row) => Number(row.seq))]) {
      const slot = this.slotOf(seq);
      if (slot >= 0) removed.add(slot);
    }
    if (removed.size > 0) {
      const slots = [...removed];
      for (const order of this.allOrders()) order.removeMany(slots);
      for (const slot of slots) {
        this.count(slot, -1);
        this.slotBySeq[this.seq[slot]!] = -1;
        this.freeSlots.push(slot);
      }
    }
    const added = rows.map((row) => this.store(row));
    this.newest.insertMany(added);
    this.cheapest.insertMany(added);
    const byCategory = new Map<number, number[]>();
    for (const slot of added) {
      const categoryId = this.category[slot]!;
      const slots = byCategory.get(categoryId);
      if (slots) slots.push(slot);
      else byCategory.set(categoryId, [slot]);
    }
    for (const slots of byCategory.values()) {
      const brand = this.inCategory(slots[0]!);
      brand.newest.insertMany(slots);
      brand.cheapest.insertMany(slots);
    }
  }

  private *allOrders(): Iterable<SortedSlots> {
    yield this.newest;
    yield this.cheapest;
    yield* this.newestInCategory.values();
    yield* this.cheapestInCategory.values();
  }

  /** Takes the entry with this seq out, if this side holds it. */
  remove(seq: number): void {
    const slot = this.slotOf(seq);
    if (slot < 0) return;
    const brand = this.inCategory(slot);
    this.newest.remove(slot);
    this.cheapest.remove(slot);
    brand.newest.remove(slot);
    brand.cheapest.remove(slot);
    this.count(slot, -1);
    this.slotBySeq[seq] = -1;
    this.freeSlots.push(slot);
  }

  /**
   * A load, first pass: an entry read in newest-first order goes to the end of that order, with
   * no search for its place. A seq seen twice (its date changed between two chunks of the read)
   * keeps its first copy; the change feed brings the entry again either way.
   */
  loadNewest(row: EntryRow): void {
    if (this.slotOf(Number(row.seq)) >= 0) return;
    const slot = this.store(row);
    const brand = this.inCategory(slot);
    if (!this.newest.append(slot)) this.newest.insert(slot);
    if (!brand.newest.append(slot)) brand.newest.insert(slot);
  }

  /**
   * A load, second pass: the seqs in cheapest-first order (a read by price) set the other
   * order; `finishLoad` then places whatever that read missed or saw with another price.
   */
  loadCheapest(seq: number): void {
    const slot = this.slotOf(seq);
    if (slot < 0 || this.placed[slot] === 1) return;
    const brand = this.inCategory(slot);
    // Appended to both or to neither: finishLoad inserts the unplaced into both.
    if (!this.cheapest.canAppend(slot) || !brand.cheapest.canAppend(slot)) return;
    this.cheapest.append(slot);
    brand.cheapest.append(slot);
    this.placed[slot] = 1;
  }

  finishLoad(): void {
    for (let i = 0; i < this.newest.length; i++) {
      const slot = this.newest.at(i);
      if (this.placed[slot] === 1) continue;
      this.cheapest.insert(slot);
      this.inCategory(slot).cheapest.insert(slot);
    }
    this.placed = new Uint8Array(0);
  }

  /** Which slots the cheapest-first pass of a load has placed. */
  private placed = new Uint8Array(0);

  /** Writes the entry into a free slot and counts it; its place in the orders is the caller's. */
  private store(row: EntryRow): number {
    const seq = Number(row.seq);
    const created = Date.parse(row.created_at);
    if (!Number.isSafeInteger(seq) || seq < 0 || seq >= MAX_SEQ)
      throw new Error(`seq ${row.seq} is out of range`);
    if (Number.isNaN(created) || !isCanonicalTimestamp(row.created_at)) {
      throw new Error(
        `created_at ${row.created_at} of entry ${seq} is not in the ISO form the index rebuilds`,
      );
    }
    const slot = this.allocate();
    this.seq[slot] = seq;
    this.category[slot] = Number(row.category_id);
    this.price[slot] = Number(row.resale_price);
    this.created[slot] = created;
    this.itemType[slot] = codeOf('itemType', row.item_type);
    this.grade[slot] = codeOf('grade', row.grade);
    this.mount[slot] = codeOf('mount', row.lens_mount);
    this.works[slot] = worksCodeOf(row.works);
    this.ensureSeqRoom(seq);
    this.slotBySeq[seq] = slot;
    this.count(slot, 1);
    return slot;
  }

  /** Every combination of brand and details held, with its count (kept until the next change). */
  combinations(): { combination: Combination; n: number }[] {
    this.combinationList ??= [...this.perCombination].map(([key, n]) => ({
      combination: combinationOf(key),
      n,
    }));
    return this.combinationList;
  }

  private combinationList: { combination: Combination; n: number }[] | undefined;

  private count(slot: number, by: 1 | -1): void {
    this.combinationList = undefined;
    const categoryId = this.category[slot]!;
    this.perCategory.set(categoryId, (this.perCategory.get(categoryId) ?? 0) + by);
    const key = combinationKey({
      categoryId,
      itemType: this.itemType[slot]!,
      grade: this.grade[slot]!,
      mount: this.mount[slot]!,
      works: this.works[slot]!,
    });
    const n = (this.perCombination.get(key) ?? 0) + by;
    if (n === 0) this.perCombination.delete(key);
    else this.perCombination.set(key, n);
  }

  private allocate(): number {
    const reused = this.freeSlots.pop();
    if (reused !== undefined) return reused;
    if (this.used === this.seq.length) this.grow(Math.max(1024, this.used * 2));
    return this.used++;
  }

  private grow(capacity: number): void {
    const widen = <T extends Float64Array | Uint8Array | Int8Array>(from: T, make: (n: number) => T): T => {
      const to = make(capacity);
      to.set(from);
      return to;
    };
    this.seq = widen(this.seq, (n) => new Float64Array(n));
    this.category = widen(this.category, (n) => new Float64Array(n));
    this.price = widen(this.price, (n) => new Float64Array(n));
    this.created = widen(this.created, (n) => new Float64Array(n));
    this.itemType = widen(this.itemType, (n) => new Uint8Array(n));
    this.grade = widen(this.grade, (n) => new Uint8Array(n));
    this.mount = widen(this.mount, (n) => new Uint8Array(n));
    this.works = widen(this.works, (n) => new Int8Array(n));
    // Only a load in progress marks slots (finishLoad empties it): nothing to widen after.
    if (this.placed.length > 0 || this.used === 0) this.placed = widen(this.placed, (n) => new Uint8Array(n));
  }

  private ensureSeqRoom(seq: number): void {
    if (seq < this.slotBySeq.length) return;
    const grown = new Int32Array(Math.min(MAX_SEQ, Math.max(1024, (seq + 1) * 1.5)) | 0).fill(-1);
    grown.set(this.slotBySeq);
    this.slotBySeq = grown;
  }
}
