/** A slab is at most this large; a cache is cut into at least 16 of them where it can be. */
const MAX_SLAB_BYTES = 1024 * 1024;
const MIN_SLAB_BYTES = 16 * 1024;

/**
 * A run of kept listings' bytes, written one after another and never written over: a page being
 * put together may still hold a view of it after it was dropped.
 */
interface Slab {
  id: number;
  bytes: Buffer;
  used: number;
  /** The seqs written into it, whose entries go with it when it is dropped. */
  seqs: number[];
}

interface KeptListing {
  slab: Slab;
  start: number;
  end: number;
}

/**
 * Each storefront listing's public JSON, as list answers write it, kept for one catalogue
 * version (decision 051). A page the page cache does not hold still shows listings other
 * pages showed: a deep page, another sort, a search. Its listings' rows (three joins, on a
 * read worker) and their writing are then skipped for the listings kept here; only the
 * others are read.
 *
 * Kept per catalogue version, like the pages: every write that changes what the storefront
 * shows (a listing, its seller's rating, a booking) moves the version, and the first request
 * under a newer version empties the cache. A request drawn under an older version neither
 * reads nor fills it. A listing read after the version a request drew is newer than that
 * version, never older, as with the pages.
 *
 * Kept as UTF-8 bytes in slabs of up to 1 MiB outside V8's heap (decision 051, amended): kept as
 * strings, every listing kept was copied by the young generation's collections before it
 * settled, which made those pauses longer (p50 2.2 ms against 1.7 without the cache), and each
 * page was joined as text and then encoded again. The oldest slab is dropped whole when a new
 * one is needed; a listing shown again from the older half of the cache's slabs is copied into
 * the newest, so the listings shown often stay, about as a least-recently-shown order would
 * keep them. (Each kept listing still has a small entry on the heap: its seq and where it is.)
 */
export class ListingJsonCache {
  private version: number | undefined;
  private bySeq = new Map<number, KeptListing>();
  /** Oldest first. */
  private slabs: Slab[] = [];
  private nextSlabId = 0;
  private readonly slabBytes: number;
  private readonly maxSlabs: number;

  constructor(maxBytes: number) {
    this.slabBytes = Math.min(MAX_SLAB_BYTES, Math.max(MIN_SLAB_BYTES, Math.floor(maxBytes / 16)));
    this.maxSlabs = Math.max(0, Math.floor(maxBytes / this.slabBytes));
  }

  /**
   * The kept JSON of each seq under `version`, or undefined where none is kept. Without a version
   * (no page cache, as in some tests and tools) nothing is kept.
   */
  lookup(version: number | undefined, seqs: readonly number[]): (Buffer | undefined)[] {
    if (version === undefined || !this.current(version)) return seqs.map(() => undefined);
    // The older half of the cache's capacity: nothing is copied while the cache is half empty.
    const fading = this.slabs[this.slabs.length - Math.ceil(this.maxSlabs / 2)]?.id ?? -1;
    return seqs.map((seq) => {
      const kept = this.bySeq.get(seq);
      if (kept === undefined) return undefined;
      const bytes = kept.slab.bytes.subarray(kept.start, kept.end);
      // Shown again from the older half: copied to the newest slab, to be dropped last.
      return kept.slab.id < fading
        ? this.append(seq, bytes.length, (slab, at) => bytes.copy(slab, at))
        : bytes;
    });
  }

  /**
   * Keeps a listing's JSON (its UTF-8 bytes, as `writeListingRows` wrote them), read and written
   * under `version` (if any), and answers its bytes.
   */
  keep(version: number | undefined, seq: number, json: Uint8Array): Buffer {
    const length = json.byteLength;
    const keepable = version !== undefined && this.current(version);
    if (!keepable || length > this.slabBytes || this.maxSlabs === 0) {
      return Buffer.from(json.buffer, json.byteOffset, length);
    }
    return this.append(seq, length, (slab, at) => slab.set(json, at));
  }

  /** Listings kept now, for tests and metrics. */
  get size(): number {
    return this.bySeq.size;
  }

  /** Writes `length` bytes for `seq` at the end of the newest slab (a new one if it is full). */
  private append(seq: number, length: number, write: (slab: Buffer, at: number) => void): Buffer {
    let slab = this.slabs.at(-1);
    if (slab === undefined || slab.used + length > slab.bytes.length) {
      slab = { id: this.nextSlabId++, bytes: Buffer.allocUnsafeSlow(this.slabBytes), used: 0, seqs: [] };
      this.slabs.push(slab);
      if (this.slabs.length > this.maxSlabs) this.drop(this.slabs.shift() as Slab);
    }
    const start = slab.used;
    write(slab.bytes, start);
    slab.used += length;
    slab.seqs.push(seq);
    this.bySeq.set(seq, { slab, start, end: start + length });
    return slab.bytes.subarray(start, start + length);
  }

  private drop(slab: Slab): void {
    for (const seq of slab.seqs) {
      if (this.bySeq.get(seq)?.slab === slab) this.bySeq.delete(seq);
    }
  }

  /** Whether `version` is the cache's; a newer one empties it and becomes the cache's. */
  private current(version: number): boolean {
    if (version === this.version) return true;
    if (this.version !== undefined && version < this.version) return false;
    this.version = version;
    this.bySeq = new Map();
    this.slabs = [];
    return true;
  }
}
