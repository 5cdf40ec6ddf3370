/**
 * How often page keys were asked for lately and found nothing kept: a direct-mapped table of
 * 32-bit hashes and counts, overwritten as new keys come (no objects, so nothing for the garbage
 * collector). The page cache keeps a page only when its key was asked for at least twice (a
 * "doorkeeper", as in TinyLFU): under varied traffic most catalogue URLs are asked for once,
 * and keeping each of them only to evict it a moment later promoted every page's buffers and
 * records to V8's old generation and set off a full collection about every half second
 * (decision 044). A key asked for again among the last few thousand different ones, or by
 * several visitors at once, is kept from that answer on.
 */
export class RecentlyAsked {
  private readonly hashes: Uint32Array;
  private readonly counts: Uint8Array;
  private readonly mask: number;

  /** `slots` is rounded up to a power of two. */
  constructor(slots = 16_384) {
    const size = 2 ** Math.ceil(Math.log2(Math.max(2, slots)));
    this.hashes = new Uint32Array(size);
    this.counts = new Uint8Array(size);
    this.mask = size - 1;
  }

  /** Counts one more ask for `key`; a different key in its slot is forgotten. */
  note(key: string): void {
    const hash = fnv1a(key);
    const slot = this.slotOf(hash);
    if (this.hashes[slot] === hash) this.counts[slot] = Math.min(255, this.counts[slot]! + 1);
    else {
      this.hashes[slot] = hash;
      this.counts[slot] = 1;
    }
  }

  /** How many asks for `key` were counted since its slot last changed hands. */
  timesAsked(key: string): number {
    const hash = fnv1a(key);
    const slot = this.slotOf(hash);
    return this.hashes[slot] === hash ? this.counts[slot]! : 0;
  }

  private slotOf(hash: number): number {
    return (hash ^ (hash >>> 16)) & this.mask;
  }
}

/** FNV-1a over the key's UTF-16 code units: a few nanoseconds for a URL, spread well enough for a table. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
