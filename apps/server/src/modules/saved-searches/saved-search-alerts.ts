import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { detailFiltersCache } from './saved-search-details.js';
import { mailWaitingHits, peopleToMail } from './saved-search-mail.js';
import {
  type Hit,
  lockMark,
  moveMark,
  newListingsAfter,
  pruneSentHits,
  recordHits,
  searchesMatching,
  termsCache,
} from './saved-search-matching.js';
import type { SavedSearchTokens } from './saved-search-tokens.js';

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;
/** New listings are matched once their creating transaction has surely committed. */
const SETTLE_MS = 5 * SECOND;
/** Listings matched per transaction. */
const BATCH = 200;
/** At most this many batches per run: a flood of listings is worked off over several runs. */
const BATCHES_PER_RUN = 25;

export interface AlertDeps {
  db: Kysely<DB>;
  postgres: boolean;
  tokens: SavedSearchTokens;
  publicUrl: string | undefined;
  clock: Clock;
  /** Where a failed run is told (the app's logger). */
  log: { warn(details: object, message: string): void };
}

/**
 * Saved-search alerts (issue 14 item 7, decision 035), run every minute in each instance:
 * 1. match the listings that reached the storefront since the mark against the saved
 *    searches — listing creation itself does nothing for this;
 * 2. mail every person with waiting instant hits, and every person whose oldest waiting
 *    daily hit is a day old, one e-mail each with all their matching listings.
 */
export class SavedSearchAlerts {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private lastPrune = 0;

  constructor(private readonly deps: AlertDeps) {}

  /** One full run; answers how many listings were matched and e-mails queued. Tests call it directly. */
  async run(): Promise<{ listings: number; hits: number; mails: number }> {
    let listings = 0;
    let hits = 0;
    for (let batch = 0; batch < BATCHES_PER_RUN; batch++) {
      const done = await this.matchBatch();
      listings += done.listings;
      hits += done.hits;
      if (done.listings < BATCH) break;
    }
    const mails = await this.sendDue();
    const now = this.deps.clock().getTime();
    if (now - this.lastPrune > DAY) {
      this.lastPrune = now;
      await pruneSentHits(this.deps.db, new Date(now - 30 * DAY).toISOString());
    }
    return { listings, hits, mails };
  }

  /** Matches one batch of new listings and moves the mark past them, in one transaction. */
  async matchBatch(): Promise<{ listings: number; hits: number }> {
    const { db, postgres, clock } = this.deps;
    return writeTransaction(db, async (trx) => {
      const mark = await lockMark(trx, postgres);
      const now = clock();
      const settled = new Date(now.getTime() - SETTLE_MS).toISOString();
      const fresh = await newListingsAfter(
        trx,
        { created_at: mark.mark_created_at, seq: mark.mark_seq },
        settled,
        BATCH,
      );
      const last = fresh.at(-1);
      if (!last) return { listings: 0, hits: 0 };
      const termsOf = termsCache();
      const filtersOf = detailFiltersCache();
      const hits: Hit[] = [];
      for (const listing of fresh) hits.push(...(await searchesMatching(trx, listing, termsOf, filtersOf)));
      await recordHits(trx, hits, now.toISOString());
      await moveMark(trx, { created_at: last.created_at, seq: last.seq });
      return { listings: fresh.length, hits: hits.length };
    });
  }

  /** One e-mail per person per period: instant hits now, daily ones once the oldest is a day old. */
  async sendDue(): Promise<number> {
    const { db, clock, tokens, publicUrl, postgres } = this.deps;
    const people = await peopleToMail(db, new Date(clock().getTime() - DAY).toISOString());
    let mails = 0;
    for (const person of people) {
      const sent = await writeTransaction(db, (trx) =>
        mailWaitingHits(trx, person, { tokens, publicUrl, clock, postgres }),
      );
      if (sent) mails++;
    }
    return mails;
  }

  /** Runs every `intervalMs` in this process; a run never overlaps the previous one. */
  start(intervalMs: number): void {
    if (this.timer) return;
    const tick = () => {
      this.running = this.run()
        .catch((err: unknown) => this.deps.log.warn({ err }, 'saved-search alerts failed; will try again'))
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, intervalMs).unref();
        });
    };
    this.timer = setTimeout(tick, intervalMs).unref();
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
