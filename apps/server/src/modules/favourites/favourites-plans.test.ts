import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct, insertUser } from '../../../test/fixtures.js';
import { type PlanRecorder, recordQueryPlans } from '../../../test/query-plans.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { DB } from '../../db/schema.js';
import { countSavers, countSaves, listSavedAmong, listSavers, listSaves } from './favourites.repository.js';

/**
 * Decision 034: the savers of a listing (told of a drop, counted for the seller), the hearts
 * of a page and the Saved page each read through an index, never the whole `favourites` table.
 * PostgreSQL runs with `enable_seqscan = off`, so its plan shows whether an index serves.
 */
const FULL_SCAN = {
  sqlite: /\bSCAN (favourites|f)\b(?! USING)/,
  postgres: /Seq Scan on favourites\b/,
};

describe.each(TEST_DIALECTS)('favourites query plans on %s', (dialect) => {
  let t: TestApp;
  let recording: Kysely<DB>;
  let recorder: PlanRecorder;
  let userId: string;
  let productIds: string[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.app.database.db;
    const seller = (await insertUser(db)).id;
    productIds = [];
    for (let i = 0; i < 20; i++) productIds.push((await insertProduct(db, seller)).id);
    const savers = [];
    for (let i = 0; i < 30; i++) savers.push((await insertUser(db, { seller: 0 })).id);
    userId = savers[0]!;
    const now = new Date().toISOString();
    await db
      .insertInto('favourites')
      .values(
        savers.flatMap((user) =>
          productIds.map((product) => ({ user_id: user, product_id: product, created_at: now })),
        ),
      )
      .execute();
    if (dialect === 'postgres') await sql`analyze`.execute(db);
    recorder = recordQueryPlans(t, dialect);
    recording = recorder.db;
  });
  afterAll(async () => {
    await recorder?.destroy();
    await t.close();
  });

  it.each([
    ['the savers of a listing', () => listSavers(recording, productIds[0]!, [userId])],
    ['the savers counted for My Products', () => countSavers(recording, productIds.slice(0, 10))],
    ['the hearts of a page', () => listSavedAmong(recording, userId, productIds.slice(0, 10))],
    ['the Saved page', () => listSaves(recording, userId, 0, 24)],
    ['the Saved page count', () => countSaves(recording, userId)],
  ])('%s reads through an index', async (_name, work) => {
    const plans = await recorder.plansDuring(work);
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) expect(plan).not.toMatch(FULL_SCAN[dialect]);
  });
});
