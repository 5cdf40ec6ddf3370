import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { RepeatingRun, yieldToRequests } from '../../shared/repeating-run.js';

/** SQLite's full-text indexes of the storefront (migrations 003 and 027). */
export const SEARCH_INDEX_TABLES = [
  'storefront_search',
  'storefront_titles',
  'storefront_sold_search',
  'storefront_sold_titles',
] as const;
export type SearchIndexTable = (typeof SEARCH_INDEX_TABLES)[number];

/**
 * Pages of merge work per turn: FTS5's own unit of incremental work. Merging a million
 * listings' largest segment took 1 125 turns of it: 17 ms at the median, 145 ms at the 99th
 * percentile, 745 ms for the first (decision 056).
 */
const PAGES_PER_TURN = 64;

/** A merge command changes at least the structure record and one page; fewer means no work. */
const CHANGES_OF_A_MERGE = 2;

export interface SearchIndexMergesDeps {
  db: Kysely<DB>;
  log: FastifyBaseLogger;
  pagesPerTurn?: number;
}

/**
 * Merges the segments of SQLite's full-text indexes in short turns, outside the writes that add
 * them (decision 056). Migration 034 turns FTS5's own merging off (`automerge` 0): inside a
 * listing's write, a merge that reached the catalogue's largest segment rewrote it whole and
 * held the only writer for seconds (25–28 s at a million listings). Here each turn is one small
 * transaction through the same writer, so a listing's write waits for one turn at most; the
 * segments still get merged, which keeps searches reading few of them. FTS5 chooses what a turn
 * merges: a level of four segments or more (`usermerge`), a merge under way, or a level whose
 * deleted rows reach a tenth of it (`deletemerge`). The tables take turns, so none of them
 * piles up sixteen segments on its lowest level while another is merged: FTS5 would then merge
 * inside the next write that adds one (its "crisis" merge).
 */
export class SearchIndexMerges {
  private stopping = false;
  private readonly pagesPerTurn: number;
  private readonly repeating = new RepeatingRun(
    async () => {
      const turns = await this.run();
      if (turns > 0) this.deps.log.debug({ turns }, 'search index merged');
    },
    (err) => {
      // A busy writer (503 to a visitor) is no failure here: the work waits for the next look.
      if (err instanceof AppError && err.code === 'overloaded') return;
      this.deps.log.warn({ err }, 'search index merge failed; will try again');
    },
  );

  constructor(private readonly deps: SearchIndexMergesDeps) {
    this.pagesPerTurn = deps.pagesPerTurn ?? PAGES_PER_TURN;
  }

  /**
   * One turn of one index: about `pagesPerTurn` pages merged in one transaction. Answers whether
   * there was work; once there is none, more turns do nothing until the next writes.
   */
  async mergeTurn(table: SearchIndexTable): Promise<boolean> {
    return this.deps.db.transaction().execute(async (trx) => {
      const before = await changesSoFar(trx);
      // The command's value is read from SQL text only; both parts are ours, never a visitor's.
      await sql
        .raw(`insert into ${table} (${table}, rank) values ('merge', ${Math.trunc(this.pagesPerTurn)})`)
        .execute(trx);
      return (await changesSoFar(trx)) - before >= CHANGES_OF_A_MERGE;
    });
  }

  /**
   * Merges until a round of one turn per index finds no work in any, yielding to requests
   * between turns; answers the turns taken. An index that had no work is asked again each
   * round: the writes of a long merge elsewhere give it some.
   */
  async run(): Promise<number> {
    let turns = 0;
    for (let worked = true; worked && !this.stopping; ) {
      worked = false;
      for (const table of SEARCH_INDEX_TABLES) {
        if (this.stopping || !(await this.mergeTurn(table))) continue;
        worked = true;
        turns++;
        await yieldToRequests();
      }
    }
    return turns;
  }

  /** Looks for merge work at once, then `intervalMs` after each run; a run never overlaps the previous one. */
  start(intervalMs: number): void {
    this.stopping = false;
    this.repeating.start(intervalMs, 0);
  }

  /** Stops after the turn in hand (a turn is one short transaction). */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.repeating.stop();
  }
}

async function changesSoFar(trx: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ changes: number }>`select total_changes() as changes`.execute(trx);
  return Number(rows[0]?.changes ?? 0);
}
