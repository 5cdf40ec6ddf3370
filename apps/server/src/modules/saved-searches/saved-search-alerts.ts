import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { RepeatingRun, yieldToRequests } from '../../shared/repeating-run.js';
import { detailFiltersCache } from './saved-search-details.js';
import { mailWaitingHits, peopleToMail } from './saved-search-mail.js';
import {
  type Hit,
  isAfter,
  lastEntryUpTo,
  lockMark,
  type Mark,
  moveMark,
  newListingsAfter,
  oldestActiveSearch,
  pruneSentHits,
  recordHits,
  searchesMatching,
  termsCache,
} from './saved-search-matching.js';
import { refileOldSearches } from './saved-search-refiling.js';
import type { SavedSearchTokens } from './saved-search-tokens.js';

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;
/** New listings are matched once their creating transaction has surely committed. */
const SETTLE_MS = 5 * SECOND;
/** Listings read per transaction; fewer are matched when the time budget runs out first. */
const BATCH = 200;
/**
 * Matching time per transaction. The matching runs on the event loop and holds the writer (on
 * SQLite, the only one) for the transaction, so a batch stops after about this long (plus the
 * listing in hand) and the next one starts after waiting requests had their turn: a flood of
 * listings never stalls the shop (decisions 050 and 055).
 */
const BATCH_BUDGET_MS = 20;
/** At most this many listings per run: a flood of listings is worked off over several runs. */
const LISTINGS_PER_RUN = 5000;
/** Searches filed again per transaction, and per run, after the search's spellings changed (migration 041). */
const REFILE_BATCH = 100;
const REFILED_PER_RUN = 2000;

export interface AlertDeps {
  db: Kysely<DB>;
  postgres: boolean;
  tokens: SavedSearchTokens;
  clock: Clock;
  /** Where a failed run is told (the app's logger). */
  log: { warn(details: object, message: string): void };
  /** Listings read per batch and matching time per batch (tests make batches small). */
  batch?: { listings: number; budgetMs: number };
}

/**
 * Saved-search alerts (issue 14 item 7, decision 035), run every minute in each instance:
 * 1. match the listings that reached the storefront since the mark against the saved
 *    searches — listing creation itself does nothing for this;
 * 2. mail every person with waiting instant hits, and every person whose oldest waiting
 *    daily hit is a day old, one e-mail each with all their matching listings.
 */
export class SavedSearchAlerts {
  private lastPrune = 0;
  private readonly repeating = new RepeatingRun(
    () => this.run(),
    (err) => this.deps.log.warn({ err }, 'saved-search alerts failed; will try again'),
  );

  constructor(private readonly deps: AlertDeps) {}

  /** One full run; answers how many listings were matched and e-mails queued. Tests call it directly. */
  async run(): Promise<{ listings: number; hits: number; mails: number }> {
    await this.refile();
    let listings = 0;
    let hits = 0;
    for (let batch = 0; listings < LISTINGS_PER_RUN; batch++) {
      if (batch > 0) await yieldToRequests();
      const done = await this.matchBatch();
      listings += done.listings;
      hits += done.hits;
      if (!done.more) break;
    }
    const mails = await this.sendDue();
    const now = this.deps.clock().getTime();
    if (now - this.lastPrune > DAY) {
      this.lastPrune = now;
      await pruneSentHits(this.deps.db, new Date(now - 30 * DAY).toISOString());
    }
    return { listings, hits, mails };
  }

  /** Files searches saved under older spellings again before matching, in short transactions. */
  async refile(): Promise<void> {
    for (let done = 0; done < REFILED_PER_RUN; done += REFILE_BATCH) {
      if (done > 0) await yieldToRequests();
      const refiled = await writeTransaction(this.deps.db, (trx) => refileOldSearches(trx, REFILE_BATCH));
      if (refiled < REFILE_BATCH) break;
    }
  }

  /**
   * Matches one batch of new listings and moves the mark past them, in one transaction;
   * `more` says whether new listings are left after it.
   */
  async matchBatch(): Promise<{ listings: number; hits: number; more: boolean }> {
    const { db, postgres, clock } = this.deps;
    const size = this.deps.batch ?? { listings: BATCH, budgetMs: BATCH_BUDGET_MS };
    return writeTransaction(db, async (trx) => {
      const locked = await lockMark(trx, postgres);
      const now = clock();
      const settled = new Date(now.getTime() - SETTLE_MS).toISOString();
      const from: Mark = { created_at: locked.mark_created_at, seq: locked.mark_seq };
      const mark = await passOverHistory(trx, from, settled);
      const fresh = await newListingsAfter(trx, mark, settled, size.listings);
      const termsOf = termsCache();
      const filtersOf = detailFiltersCache();
      const hits: Hit[] = [];
      const started = performance.now();
      let matched = 0;
      while (matched < fresh.length) {
        hits.push(...(await searchesMatching(trx, fresh[matched]!, termsOf, filtersOf)));
        matched++;
        if (performance.now() - started > size.budgetMs) break;
      }
      const last = fresh[matched - 1];
      // Past the listings matched, or at least past the history no search can match.
      const to = last ? { created_at: last.created_at, seq: last.seq } : mark;
      if (to !== from) await moveMark(trx, to);
      if (!last) return { listings: 0, hits: 0, more: false };
      await recordHits(trx, hits, now.toISOString());
      return {
        listings: matched,
        hits: hits.length,
        more: matched < fresh.length || fresh.length === size.listings,
      };
    });
  }

  /** One e-mail per person per period: instant hits now, daily ones once the oldest is a day old. */
  async sendDue(): Promise<number> {
    const { db, clock, tokens, postgres } = this.deps;
    const people = await peopleToMail(db, new Date(clock().getTime() - DAY).toISOString());
    let mails = 0;
    for (const [i, person] of people.entries()) {
      if (i > 0) await yieldToRequests();
      const sent = await writeTransaction(db, (trx) =>
        mailWaitingHits(trx, person, { tokens, clock, postgres }),
      );
      if (sent) mails++;
    }
    return mails;
  }

  /** Runs every `intervalMs` in this process; a run never overlaps the previous one. */
  start(intervalMs: number): void {
    this.repeating.start(intervalMs);
  }

  async stop(): Promise<void> {
    await this.repeating.stop();
  }
}

/**
 * A search alerts only on listings posted after it was saved, so the entries up to the oldest
 * active search (every settled one when none is active) can match nothing: the mark moves
 * past them unread (the caller writes where it ends up). A catalogue imported or generated in
 * bulk is history, not news; matched listing by listing it took hours of runs, each holding
 * the writer.
 */
async function passOverHistory(trx: Kysely<DB>, mark: Mark, settled: string): Promise<Mark> {
  const oldest = await oldestActiveSearch(trx);
  const horizon = oldest !== undefined && oldest < settled ? oldest : settled;
  if (horizon <= mark.created_at) return mark;
  const passed = await lastEntryUpTo(trx, horizon);
  return passed && isAfter(passed, mark) ? passed : mark;
}
