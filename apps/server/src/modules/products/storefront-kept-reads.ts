import { LRUCache } from 'lru-cache';
import type { StorefrontCount, StorefrontFilter } from './storefront-query.js';

/** A search's newest matches in relevance order (the ranks of storefront-relevance.ts: titles first, older matches last). */
export interface RankedWindow {
  /** The lowest seq the window holds; 0 when it holds every match. */
  boundary: number;
  rows: { rank: number; seq: number }[];
}

/** The reads a list may take from what this catalogue version already read (decision 048). */
export interface KeptReads {
  count(read: () => Promise<StorefrontCount>): Promise<StorefrontCount>;
  /** The window a search starts from (not one a cursor fixed: that one carries its own boundary). */
  window(read: () => Promise<RankedWindow>): Promise<RankedWindow>;
  /**
   * A read that depends on the words alone, not on the rest of the filter, shared by every
   * filter under `key` (how many listings the words match, the whole words of a long prefix).
   */
  ofWords<T extends {}>(key: string, read: () => Promise<T>): Promise<T>;
}

/** Every read made now, nothing kept. */
export const READ_NOW: KeptReads = {
  count: (read) => read(),
  window: (read) => read(),
  ofWords: (_key, read) => read(),
};

/** Distinct searches whose totals are kept for the current version. */
const MAX_COUNTS = 5_000;
/** Windows kept for the current version: up to 500 matches each, about 8 MB for all at most. */
const MAX_WINDOWS = 400;
/** Reads of words alone kept for the current version: a number or a few words each. */
const MAX_WORD_READS = 5_000;

/**
 * Totals and relevance windows of searches, kept for the catalogue version they were read
 * under (decision 048). Each page of a search (`?page=2`, `?page=3`, another sort) is a page
 * of its own to the page cache, but they share one total and one window of the newest 500
 * matches, from which the total comes (decision 053): a common word's window costs 3 ms at a
 * million listings, and a price range's capped count reads up to 10 001 entries. Kept per version, so a
 * write, which moves the version on, drops everything kept at once, as it drops every page.
 * Requests asking for the same read at once share it; a failed read is not kept.
 */
export class StorefrontKeptReads {
  private version = -1;
  private readonly counts = new LRUCache<string, Promise<StorefrontCount>>({ max: MAX_COUNTS });
  private readonly windows = new LRUCache<string, Promise<RankedWindow>>({ max: MAX_WINDOWS });
  private readonly wordReads = new LRUCache<string, Promise<NonNullable<unknown>>>({ max: MAX_WORD_READS });

  /** The reads kept for `filter` under `version`: the version the answer is drawn under. */
  for(version: number, filter: StorefrontFilter): KeptReads {
    // Drawn under an older version (a request that started before a write): read, not kept.
    if (version < this.version) return READ_NOW;
    if (version > this.version) {
      this.counts.clear();
      this.windows.clear();
      this.wordReads.clear();
      this.version = version;
    }
    const key = JSON.stringify(filter);
    // Checked again when asked: a newer request may have moved the version on meanwhile.
    const current = () => this.version === version;
    return {
      count: (read) => (current() ? remembered(this.counts, key, read) : read()),
      window: (read) => (current() ? remembered(this.windows, key, read) : read()),
      ofWords: <T extends {}>(wordsKey: string, read: () => Promise<T>) =>
        current() ? (remembered(this.wordReads, wordsKey, read) as Promise<T>) : read(),
    };
  }
}

function remembered<T extends {}>(kept: LRUCache<string, Promise<T>>, key: string, read: () => Promise<T>) {
  const known = kept.get(key);
  if (known) return known;
  const reading = read();
  kept.set(key, reading);
  // A failed read (a statement timeout) is not kept: the next request reads again.
  reading.catch(() => {
    if (kept.get(key) === reading) kept.delete(key);
  });
  return reading;
}
