import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct, insertUser } from '../../../test/fixtures.js';
import { type PlanRecorder, recordQueryPlans } from '../../../test/query-plans.js';
import { signUp } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testClock } from '../../../test/test-clock.js';
import { SavedSearchAlerts } from './saved-search-alerts.js';
import { SavedSearchTokens } from './saved-search-tokens.js';

/**
 * Decision 050: the alerts run never holds the shop. It reads the listings after its mark along
 * the date index (never all of them, sorted), passes over the listings no active search can
 * match without reading them, and matches a flood in short turns with requests served between.
 */
describe.each(TEST_DIALECTS)('saved-search alerts in short turns on %s', (dialect) => {
  let t: TestApp;
  let recorder: PlanRecorder;
  let sellerId: string;
  const clock = testClock();

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock });
    recorder = recordQueryPlans(t, dialect);
    sellerId = (await insertUser(t.app.database.db)).id;
  });
  afterAll(async () => {
    await recorder.destroy();
    await t.close();
  });

  const alertsOn = (db = t.app.database.db, batch?: { listings: number; budgetMs: number }) =>
    new SavedSearchAlerts({
      db,
      postgres: dialect === 'postgres',
      tokens: new SavedSearchTokens(new Uint8Array(32)),
      clock,
      log: { warn: () => {} },
      ...(batch ? { batch } : {}),
    });
  const list = async (name: string) => {
    clock.advance(1000);
    const at = clock().toISOString();
    return (await insertProduct(t.app.database.db, sellerId, { name, created_at: at, updated_at: at })).id;
  };
  const saveSearch = async (q: string) => {
    clock.advance(1000);
    const who = await signUp(t.app, { name: 'Sam Saver' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: who.auth,
      payload: { name: q, query: `q=${q}`, frequency: 'instant' },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const mark = () =>
    t.app.database.db
      .selectFrom('saved_search_state')
      .select(['mark_created_at', 'mark_seq'])
      .executeTakeFirstOrThrow();
  const newest = () =>
    t.app.database.db
      .selectFrom('storefront_entries')
      .select(['created_at', 'seq'])
      .orderBy('created_at', 'desc')
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
  const hitsOf = async (productIds: string[]) =>
    (await t.app.database.db.selectFrom('saved_search_hits').select('product_id').execute())
      .map((hit) => hit.product_id)
      .filter((id) => productIds.includes(id));

  it('reads the listings after its mark along the date index, without sorting them all', async () => {
    const plans = await recorder.plansDuring(() => alertsOn(recorder.db).matchBatch());
    const newListings = plans.filter((plan) => plan.includes('from "storefront_entries" as "e"'));
    expect(newListings).toHaveLength(1);
    if (dialect === 'sqlite') {
      // The `or` this replaced: SQLite gathered every entry after the mark into a temporary B-tree.
      expect(newListings[0]).not.toMatch(/TEMP B-TREE|MULTI-INDEX OR/);
    } else {
      // The mark bounds the index read (on a table this small PostgreSQL then sorts the few rows).
      expect(newListings[0]).toMatch(/Index Cond: \(\(ROW\(created_at, seq\) > ROW\(/);
    }
    for (const plan of plans) {
      expect(plan).not.toMatch(
        dialect === 'sqlite' ? /\bSCAN (storefront_entries|e|saved_searches)\b(?! USING)/ : /Seq Scan/,
      );
    }
  });

  it('passes over the listings posted before every active search unread, and still alerts on the new ones', async () => {
    const history = [];
    for (let i = 0; i < 12; i++) history.push(await list(`Historic Voigtlander ${i}`));
    clock.advance(10_000);
    const quiet = await alertsOn().run();
    // No search at all: nothing settled can match, and the mark moves past it all at once.
    expect(quiet.listings).toBe(0);
    const passed = await newest();
    expect(await mark()).toEqual({ mark_created_at: passed.created_at, mark_seq: Number(passed.seq) });

    await saveSearch('voigtlander');
    const older = await list('Voigtlander Bessa listed before the next search');
    await saveSearch('bessa');
    const fresh = await list('Voigtlander Bessa R2 brand new');
    clock.advance(10_000);
    const run = await alertsOn().run();
    // `older` is after the oldest search (voigtlander) only: it is read and matched by that one.
    expect(run.listings).toBe(2);
    expect((await hitsOf([...history, older, fresh])).sort()).toEqual([older, fresh, fresh].sort());
  });

  it('matches a flood in short turns, with other work running between them', async () => {
    await saveSearch('flood');
    const flood = [];
    for (let i = 0; i < 7; i++) flood.push(await list(`Flood Praktica ${i}`));
    clock.advance(10_000);
    let turns = 0;
    let running = true;
    const otherWork = () => {
      if (!running) return;
      turns++;
      setImmediate(otherWork);
    };
    setImmediate(otherWork);
    // Three listings a batch (and a budget of 0 ms: one listing a batch, whatever the batch size).
    const byBatch = await alertsOn(t.app.database.db, { listings: 3, budgetMs: 1000 }).run();
    const byBudget = await alertsOn(t.app.database.db, { listings: 3, budgetMs: 0 }).run();
    running = false;
    expect(byBatch.listings).toBe(7);
    expect(byBudget.listings).toBe(0);
    expect((await hitsOf(flood)).sort()).toEqual([...flood].sort());
    // Three batches of at most three, with a turn for other work before each of the two last.
    expect(turns).toBeGreaterThanOrEqual(2);

    const more = [await list('Flood Praktica late 1'), await list('Flood Praktica late 2')];
    clock.advance(10_000);
    const oneAtATime = alertsOn(t.app.database.db, { listings: 3, budgetMs: 0 });
    expect((await oneAtATime.matchBatch()).listings).toBe(1);
    expect((await oneAtATime.matchBatch()).listings).toBe(1);
    expect((await oneAtATime.matchBatch()).listings).toBe(0);
    expect((await hitsOf(more)).sort()).toEqual([...more].sort());
  });
});
