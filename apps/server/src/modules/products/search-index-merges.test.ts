import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertProduct, insertUser } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { SEARCH_INDEX_TABLES, SearchIndexMerges } from './search-index-merges.js';

/**
 * SQLite's full-text indexes merged outside the writes that add to them (decision 056): the
 * writes leave one small segment each, and `SearchIndexMerges` merges them in short turns.
 */
describe('search index merges on sqlite', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** Listings written one at a time: each write leaves its own segment in every index it touches. */
  const writeOneByOne = async (app: TestApp, count: number, words = 0) => {
    const seller = (await insertUser(app.app.database.db)).id;
    for (let i = 0; i < count; i++) {
      await insertProduct(app.app.database.db, seller, {
        name: `Zorki ${i}`,
        // Words of its own make a listing's segment pages long rather than one.
        description: `Rangefinder number ${i} ${Array.from({ length: words }, (_, k) => `w${i}x${k}`).join(' ')}`,
        status: i % 3 === 0 ? 'sold' : 'available',
      });
    }
  };

  /** The rows an index keeps: its structure, its averages, and the pages of each segment. */
  const indexRows = async (app: TestApp, table: string) => {
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from ${sql.table(`${table}_data`)}`.execute(app.app.database.db);
    return Number(rows[0]?.n);
  };

  const searchTotal = async (app: TestApp, query: string) => {
    const res = await app.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return {
      total: Number(res.headers['x-total-count']),
      ids: (res.json() as { id: string }[]).map((p) => p.id),
    };
  };

  it('has FTS5 merge nothing inside a write (migration 034)', async () => {
    t = await createTestApp('sqlite');
    for (const table of SEARCH_INDEX_TABLES) {
      const { rows } = await sql<{
        v: number;
      }>`select v from ${sql.table(`${table}_config`)} where k = 'automerge'`.execute(t.app.database.db);
      expect(
        rows.map((row) => Number(row.v)),
        table,
      ).toEqual([0]);
    }
  });

  it('merges what single writes left, turn by turn, until no index has work, and searches find the same listings', async () => {
    t = await createTestApp('sqlite');
    await writeOneByOne(t, 12);
    const before = {
      available: await searchTotal(t, 'q=zorki&limit=100'),
      all: await searchTotal(t, 'q=rangefinder&includeSold=true&limit=100'),
      rows: await indexRows(t, 'storefront_search'),
    };
    expect(before.available.total).toBe(8);
    expect(before.all.total).toBe(12);

    const merges = new SearchIndexMerges({ db: t.app.database.db, log: t.app.log, pagesPerTurn: 1 });
    expect(await merges.mergeTurn('storefront_search')).toBe(true);
    expect(await merges.run()).toBeGreaterThan(0);
    for (const table of SEARCH_INDEX_TABLES) expect(await merges.mergeTurn(table), table).toBe(false);

    expect(await indexRows(t, 'storefront_search')).toBeLessThan(before.rows);
    expect(await searchTotal(t, 'q=zorki&limit=100')).toEqual(before.available);
    expect(await searchTotal(t, 'q=rangefinder&includeSold=true&limit=100')).toEqual(before.all);
  });

  it('gives every index a turn while another still has work, so none piles up segments', async () => {
    t = await createTestApp('sqlite');
    // Fifteen segments in the biggest index: one short of the merge FTS5 would do inside a write.
    await writeOneByOne(t, 22, 400);
    const merges = new SearchIndexMerges({ db: t.app.database.db, log: t.app.log, pagesPerTurn: 1 });
    const turns: { table: string; merged: boolean }[] = [];
    const mergeTurn = merges.mergeTurn.bind(merges);
    vi.spyOn(merges, 'mergeTurn').mockImplementation(async (table) => {
      const merged = await mergeTurn(table);
      turns.push({ table, merged });
      return merged;
    });
    await merges.run();

    const worked = (table: string) => turns.filter((turn) => turn.table === table && turn.merged);
    // The check means something only if the biggest index needed several turns.
    expect(worked('storefront_search').length).toBeGreaterThan(1);
    const lastSearchTurn = turns.lastIndexOf(worked('storefront_search').at(-1) as (typeof turns)[number]);
    for (const table of SEARCH_INDEX_TABLES.filter((name) => name !== 'storefront_search')) {
      expect(
        turns.findIndex((turn) => turn.table === table),
        table,
      ).toBeLessThan(lastSearchTurn);
    }
    // And the run ends on a round in which no index had work.
    expect(turns.slice(-SEARCH_INDEX_TABLES.length).every((turn) => !turn.merged)).toBe(true);
  });

  it('is started by an app that runs its jobs, and merges on its own', async () => {
    t = await createTestApp('sqlite', {}, { runJobs: true });
    await t.app.ready();
    const app = t;
    const allRows = async () => {
      let rows = 0;
      for (const table of SEARCH_INDEX_TABLES) rows += await indexRows(app, table);
      return rows;
    };
    const idle = await allRows();
    await writeOneByOne(app, 12);
    // Unmerged, each write would have left a one-page segment in two indexes (its side's words
    // and titles): 24 rows more. The app looks every second and merges them into far fewer.
    await vi.waitFor(async () => expect(await allRows()).toBeLessThan(idle + 12), {
      timeout: 10_000,
      interval: 100,
    });
    expect((await searchTotal(app, 'q=zorki&limit=100')).total).toBe(8);
  });
});
