/** What one kept listing costs besides its text: the map entry, the string's header, the key. */
const ENTRY_OVERHEAD_BYTES = 96;

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
 * Bounded by the bytes of its text (about 1.3 KB a listing), least recently shown first out.
 */
export class ListingJsonCache {
  private version: number | undefined;
  private bySeq = new Map<number, string>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The kept JSON of each seq under `version`, or undefined where none is kept. */
  lookup(version: number, seqs: readonly number[]): (string | undefined)[] {
    if (!this.current(version)) return seqs.map(() => undefined);
    return seqs.map((seq) => {
      const json = this.bySeq.get(seq);
      if (json === undefined) return undefined;
      // Shown again: to the back of the line, the last to be dropped.
      this.bySeq.delete(seq);
      this.bySeq.set(seq, json);
      return json;
    });
  }

  /** Keeps a listing's JSON, read and written under `version`. */
  keep(version: number, seq: number, json: string): void {
    if (this.maxBytes <= 0 || !this.current(version)) return;
    // Written by concatenation, the text is a rope of its pieces, several times its size and
    // slower for the collector to walk; turning it to a number makes V8 lay it out flat.
    Number(json);
    const previous = this.bySeq.get(seq);
    if (previous !== undefined) this.bytes -= sizeOf(previous);
    this.bySeq.set(seq, json);
    this.bytes += sizeOf(json);
    for (const [oldest, text] of this.bySeq) {
      if (this.bytes <= this.maxBytes) break;
      this.bySeq.delete(oldest);
      this.bytes -= sizeOf(text);
    }
  }

  /** Listings kept now, for tests and metrics. */
  get size(): number {
    return this.bySeq.size;
  }

  /** Whether `version` is the cache's; a newer one empties it and becomes the cache's. */
  private current(version: number): boolean {
    if (version === this.version) return true;
    if (this.version !== undefined && version < this.version) return false;
    this.version = version;
    this.bySeq = new Map();
    this.bytes = 0;
    return true;
  }
}

const sizeOf = (json: string) => json.length + ENTRY_OVERHEAD_BYTES;
