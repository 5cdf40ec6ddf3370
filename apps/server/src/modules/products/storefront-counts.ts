import { LRUCache } from 'lru-cache';
import type { StorefrontFilter } from './storefront-query.js';

export interface StorefrontCount {
  total: number;
  /** False when the count stopped at its cap: `total` is then a lower bound. */
  exact: boolean;
}

/** Distinct searches whose totals are kept for the current version. */
const MAX_KEPT = 5_000;

/**
 * Totals of word and price searches, kept for the catalogue version they were counted under
 * (decision 048). Each page of a search (`?page=2`, `?page=3`, a cursor) is a page of its own
 * to the page cache, but they share one total; a common word's capped count reads up to
 * 10 001 matches (15 ms on PostgreSQL for `lens*` at 100 000 listings). Kept per version, so
 * a write, which moves the version on, drops every total at once, as it drops every page.
 * Callers asking for the same total at once share one read.
 */
export class StorefrontCounts {
  private version = -1;
  private readonly counts = new LRUCache<string, Promise<StorefrontCount>>({ max: MAX_KEPT });

  count(
    version: number,
    filter: StorefrontFilter,
    read: () => Promise<StorefrontCount>,
  ): Promise<StorefrontCount> {
    // Drawn under an older version (a request that started before a write): counted, not kept.
    if (version < this.version) return read();
    if (version > this.version) {
      this.counts.clear();
      this.version = version;
    }
    const key = JSON.stringify(filter);
    const kept = this.counts.get(key);
    if (kept) return kept;
    const counting = read();
    this.counts.set(key, counting);
    // A failed count (a statement timeout) is not kept: the next request counts again.
    counting.catch(() => {
      if (this.counts.get(key) === counting) this.counts.delete(key);
    });
    return counting;
  }
}
