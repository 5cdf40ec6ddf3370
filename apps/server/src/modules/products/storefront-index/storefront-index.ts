import type { Facets } from '@refocus/contract';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../../db/database.js';
import type { DB } from '../../../db/schema.js';
import { FACET_SAMPLE } from '../storefront-facets.js';
import {
  type PagePosition,
  type Position,
  priced,
  type StorefrontCount,
  type StorefrontFilter,
  type StorefrontOrder,
} from '../storefront-query.js';
import { indexFacets, wordFacets } from './index-facets.js';
import { changeFeed, type FeedMark, loadSide, readEntries, SIDE_TABLES } from './index-feed.js';
import { indexPage } from './index-reads.js';
import { IndexedSide } from './indexed-side.js';
import { firstWordMatches } from './word-matches.js';

/** More changes than this since the last look: a new load (in the background) beats applying them one by one. */
const RELOAD_BEYOND = 500;

/**
 * Up to this many changes are applied entry by entry (each moves the tails of the orders it is
 * in); more in one pass over each order (`replaceMany`). At a million entries: 10 changes 2.8 ms
 * one by one against 6 ms in one pass, 100 changes 30 against 9, 500 changes 142 against 19–26.
 */
const APPLY_ONE_BY_ONE_UP_TO = 20;

export interface StorefrontIndexOptions {
  db: Kysely<DB>;
  dialect: Dialect;
  /** The catalogue version now (decision 003): when it moved, the index reads the change feed first. */
  version: () => Promise<number>;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

interface Sides {
  onSale: IndexedSide;
  sold: IndexedSide;
}

/**
 * The storefront in memory (decision 043): lists, totals and facet counts without words are
 * answered from typed arrays instead of SQL (and a word search's facet counts from the search
 * index's matches and the arrays), so an uncached brand page, price range or deep
 * page costs the database one read (the page's rows) instead of three or four. Each instance
 * keeps its own, loaded in the background when the app is ready; until then, and for any search
 * with words, the database answers as before (`undefined` from `page` and `facets`). Before
 * answering under a newer catalogue version it reads the change feed (migration 031) and the
 * changed entries, so an answer is never older than the version its page is kept under.
 */
export class StorefrontIndex {
  private sides: Sides | undefined;
  private mark: FeedMark = { id: 0 };
  /** The newest catalogue version whose changes the index holds. */
  private appliedVersion = -1;
  private loading: Promise<void> | undefined;
  private catchingUp: Promise<boolean> | undefined;
  private stopped = false;
  private readonly feed;

  constructor(private readonly options: StorefrontIndexOptions) {
    this.feed = changeFeed(options.db, options.dialect);
  }

  /** Starts (or restarts) a load in the background; answers come from SQL until it is done. */
  load(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.sides = undefined;
    this.loading ??= this.readAll().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  get ready(): boolean {
    return this.sides !== undefined;
  }

  /** One page and its total from memory; undefined when the database must answer (words, or not loaded). */
  async page(
    filter: StorefrontFilter,
    order: StorefrontOrder,
    position: Position,
    limit: number,
  ): Promise<{ positions: PagePosition[]; count: StorefrontCount } | undefined> {
    if (filter.terms.length > 0 || order === 'relevance') return undefined;
    const sides = await this.current();
    return sides && indexPage(this.sidesFor(sides, filter), filter, order, position, limit);
  }

  /**
   * The facet counts from memory; undefined when the database must answer. A search by words
   * alone asks the search index for its first matches' seqs and tallies them here: the join
   * to the entries was most of that read.
   */
  async facets(filter: StorefrontFilter): Promise<Facets | undefined> {
    const words = filter.terms.length > 0;
    if (words && (filter.categoryId !== undefined || priced(filter))) return undefined;
    const sides = await this.current();
    if (!sides) return undefined;
    if (!words) return indexFacets(this.sidesFor(sides, filter), filter);
    const matches = await firstWordMatches(this.options.db, this.options.dialect, filter, FACET_SAMPLE + 1);
    return wordFacets(this.sidesFor(sides, filter), matches, filter);
  }

  /** Stops answering; resolves once a read in flight has settled, so the database can close under none. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.sides = undefined;
    await Promise.allSettled([this.loading, this.catchingUp]);
  }

  private sidesFor(sides: Sides, filter: StorefrontFilter): IndexedSide[] {
    return filter.includeSold ? [sides.onSale, sides.sold] : [sides.onSale];
  }

  private async readAll(): Promise<void> {
    const started = performance.now();
    try {
      const mark = await this.feed.mark();
      const sides: Sides = { onSale: new IndexedSide(), sold: new IndexedSide() };
      const wanted = () => !this.stopped;
      await loadSide(this.options.db, SIDE_TABLES[0], sides.onSale, wanted);
      await loadSide(this.options.db, SIDE_TABLES[1], sides.sold, wanted);
      if (this.stopped) return;
      this.mark = mark;
      // Caught up at the next answer, whatever the version: the load may have read across writes.
      this.appliedVersion = -1;
      this.sides = sides;
      this.options.log.info(
        { listings: sides.onSale.size, sold: sides.sold.size, ms: Math.round(performance.now() - started) },
        'storefront index loaded',
      );
    } catch (err) {
      // The database answers instead; a load that failed (the database closing, a bad row) is not retried.
      if (!this.stopped) this.options.log.error({ err }, 'storefront index not loaded; the database answers');
    }
  }

  /** The sides, holding every change up to the catalogue version now; undefined while there are none. */
  private async current(): Promise<Sides | undefined> {
    if (!this.sides) return undefined;
    const version = await this.options.version();
    while (this.sides && this.appliedVersion < version) {
      this.catchingUp ??= this.catchUp(version).finally(() => {
        this.catchingUp = undefined;
      });
      // A read that failed (the database busy or closing) changed nothing: the database answers.
      if (!(await this.catchingUp)) return undefined;
    }
    return this.sides;
  }

  /** Reads and applies the changes since the last look; false when a read failed and nothing was applied. */
  private async catchUp(version: number): Promise<boolean> {
    const sides = this.sides;
    if (!sides) return true;
    let changed: Awaited<ReturnType<typeof this.feed.since>>;
    let entries: Awaited<ReturnType<typeof readEntries>>;
    try {
      changed = await this.feed.since(this.mark);
      if (!changed || changed.seqs.length > RELOAD_BEYOND) {
        void this.load();
        return true;
      }
      entries = await readEntries(this.options.db, changed.seqs);
    } catch (err) {
      if (!this.stopped)
        this.options.log.error({ err }, 'storefront index could not read its changes; the database answers');
      return false;
    }
    try {
      if (this.sides !== sides) return true;
      if (changed.seqs.length > APPLY_ONE_BY_ONE_UP_TO) {
        sides.onSale.replaceMany(changed.seqs, entries.storefront_entries);
        sides.sold.replaceMany(changed.seqs, entries.storefront_sold_entries);
      } else {
        for (const seq of changed.seqs) {
          sides.onSale.remove(seq);
          sides.sold.remove(seq);
        }
        for (const row of entries.storefront_entries) sides.onSale.put(row);
        for (const row of entries.storefront_sold_entries) sides.sold.put(row);
      }
      this.mark = changed.mark;
      this.appliedVersion = Math.max(this.appliedVersion, version);
      return true;
    } catch (err) {
      // Half-applied changes cannot be trusted: the database answers until a new load is done.
      this.options.log.error({ err }, 'storefront index could not catch up; loading it again');
      void this.load();
      return true;
    }
  }
}
