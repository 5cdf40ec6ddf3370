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

  /** The first index whose slot satisfies `after`, which must be false and then true along the order. */
  firstIndex(after: (slot: number) => boolean): number {
    let low = 0;
    let high = this.length;
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
