import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct, insertUser } from '../../../test/fixtures.js';
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
  const recorded: CompiledQuery[] = [];
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
    const log = (event: { query: CompiledQuery }) => {
      recorded.push(event.query);
    };
    recording =
      dialect === 'sqlite'
        ? new Kysely<DB>({
            dialect: new SqliteDialect({ database: new SQLite(path.join(t.dataDir, 'refocus.sqlite')) }),
            log,
          })
        : new Kysely<DB>({
            dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: t.databaseUrl, max: 1 }) }),
            log,
          });
  });
  afterAll(async () => {
    await recording.destroy();
    await t.close();
  });

  async function plansOf(queries: CompiledQuery[]): Promise<string[]> {
    const plans: string[] = [];
    await recording.connection().execute(async (connection) => {
      if (dialect === 'postgres') await sql`set enable_seqscan = off`.execute(connection);
      for (const query of queries) {
        const prefix = dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
        const { rows } = await connection.executeQuery<Record<string, string>>({
          ...query,
          sql: `${prefix}${query.sql}`,
        });
        const lines = rows.map((row) => (dialect === 'sqlite' ? row.detail : row['QUERY PLAN']));
        plans.push(`${query.sql}\n  ${lines.join('\n  ')}`);
        if (process.env.PRINT_PLANS) console.log(plans.at(-1));
      }
    });
    return plans;
  }

  it.each([
    ['the savers of a listing', () => listSavers(recording, productIds[0]!, [userId])],
    ['the savers counted for My Products', () => countSavers(recording, productIds.slice(0, 10))],
    ['the hearts of a page', () => listSavedAmong(recording, userId, productIds.slice(0, 10))],
    ['the Saved page', () => listSaves(recording, userId, 0, 24)],
    ['the Saved page count', () => countSaves(recording, userId)],
  ])('%s reads through an index', async (_name, work) => {
    recorded.length = 0;
    await work();
    const plans = await plansOf([...recorded]);
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) expect(plan).not.toMatch(FULL_SCAN[dialect]);
  });
});
