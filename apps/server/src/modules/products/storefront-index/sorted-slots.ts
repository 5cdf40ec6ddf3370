/**
 * Slots kept in one order (decision 043): an Int32Array sorted by `compare`, which must be a
 * total order (every order here ends on the entry's unique seq). A change finds its place by
 * binary search and moves the tail with `copyWithin`: a memory move, about a millisecond for
 * a million slots, so a catch-up of a few changes never re-sorts.
 */
export class SortedSlots {
  private slots = new Int32Array(1024);
  length = 0;

  constructor(readonly compare: (a: number, b: number) => number) {}

  at(index: number): number {
    return this.slots[index]!;
  }

  /** The slots themselves, for a walk's tight loop: valid up to `length`, and only until the next change. */
  get raw(): Int32Array {
    return this.slots;
  }

  /** The first index below `end` whose slot satisfies `after`, which must be false and then true along the order. */
  firstIndex(after: (slot: number) => boolean, end = this.length): number {
    let low = 0;
    let high = end;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (after(this.slots[middle]!)) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  insert(slot: number): void {
    const at = this.firstIndex((other) => this.compare(other, slot) >= 0);
    this.makeRoom(this.length + 1);
    this.slots.copyWithin(at + 1, at, this.length);
    this.slots[at] = slot;
    this.length++;
  }

  /** Takes the slot out; a slot the order does not hold is left alone. */
  remove(slot: number): void {
    const at = this.firstIndex((other) => this.compare(other, slot) >= 0);
    if (at >= this.length || this.slots[at] !== slot) return;
    this.slots.copyWithin(at, at + 1, this.length);
    this.length--;
  }

  /**
   * Takes these slots out (those the order holds; their sort values must be as when they went
   * in), found by binary search and closed up block by block: each slot after the first removed
   * moves once, however many go (decision 043).
   */
  removeMany(removed: number[]): void {
    const at: number[] = [];
    for (const slot of removed) {
      const index = this.firstIndex((other) => this.compare(other, slot) >= 0);
      if (index < this.length && this.slots[index] === slot) at.push(index);
    }
    if (at.length === 0) return;
    at.sort((a, b) => a - b);
    let to = at[0]!;
    for (let i = 0; i < at.length; i++) {
      const from = at[i]! + 1;
      const until = i + 1 < at.length ? at[i + 1]! : this.length;
      this.slots.copyWithin(to, from, until);
      to += until - from;
    }
    this.length = to;
  }

  /**
   * Adds these slots (none held yet): sorted, then placed from the last by binary search, the
   * block after each place moved up once, so each slot held moves once however many are added.
   */
  insertMany(added: number[]): void {
    if (added.length === 0) return;
    const sorted = added.slice().sort(this.compare);
    this.makeRoom(this.length + sorted.length);
    let end = this.length;
    for (let j = sorted.length - 1; j >= 0; j--) {
      const slot = sorted[j]!;
      // Among the slots not yet moved up: those before `end`.
      const at = this.firstIndex((other) => this.compare(other, slot) >= 0, end);
      this.slots.copyWithin(at + j + 1, at, end);
      this.slots[at + j] = slot;
      end = at;
    }
    this.length += sorted.length;
  }

  /** Whether the slot sorts after every slot held. */
  canAppend(slot: number): boolean {
    return this.length === 0 || this.compare(this.slots[this.length - 1]!, slot) < 0;
  }

  /** Adds a slot that sorts after every slot held (a load reads in order); false when it does not. */
  append(slot: number): boolean {
    if (!this.canAppend(slot)) return false;
    this.makeRoom(this.length + 1);
    this.slots[this.length++] = slot;
    return true;
  }

  private makeRoom(length: number): void {
    if (length <= this.slots.length) return;
    const grown = new Int32Array(Math.max(length, this.slots.length * 2));
    grown.set(this.slots.subarray(0, this.length));
    this.slots = grown;
  }
}
