import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD_COST } from '../../test/test-app.js';
import { temporaryFolder } from '../../test/used-shop.js';
import { buildApp, type RefocusApp } from '../app.js';
import { loadConfig } from '../config.js';
import { runStartupSteps } from '../startup/startup-steps.js';
import { openDatabase } from './database.js';
import { migrationProvider } from './migrations/all-migrations.js';

/**
 * A data folder made by an earlier release (commit bb35cd9, migration 027: its own schema and
 * demo data, its photos and generated token secret; test/fixtures/release-027) started by
 * today's build: the migrations since run once, nothing it held is lost, everyone signs in.
 */
const FIXTURE = path.resolve(import.meta.dirname, '../../test/fixtures/release-027');

/** Tables the storefront rebuilds, the migrator's own, and the catalogue version a migration moves on. */
const NOT_KEPT_AS_IS = /^(storefront_|kysely_|sqlite_)|^catalogue_state$/;

type Rows = Map<string, Map<string, Record<string, unknown>>>;

/** Every row of every kept table, by primary key, read straight from the file. */
function rowsOf(file: string): Rows {
  const sqlite = new SQLite(file, { readonly: true });
  try {
    const tables = sqlite
      .prepare(`select name from sqlite_master where type = 'table' and sql not like 'CREATE VIRTUAL%'`)
      .all() as { name: string }[];
    const rows: Rows = new Map();
    for (const { name } of tables.filter((t) => !NOT_KEPT_AS_IS.test(t.name))) {
      const key = (
        sqlite.prepare('select name from pragma_table_info(?) where pk > 0 order by pk').all(name) as {
          name: string;
        }[]
      ).map((c) => c.name);
      const byKey = new Map<string, Record<string, unknown>>();
      for (const row of sqlite.prepare(`select * from "${name}"`).all() as Record<string, unknown>[]) {
        byKey.set(JSON.stringify(key.map((k) => row[k])), row);
      }
      rows.set(name, byKey);
    }
    return rows;
  } finally {
    sqlite.close();
  }
}

describe('a data folder from release 027 under today’s build', () => {
  const dataDir = temporaryFolder('refocus-upgrade-');
  const file = path.join(dataDir, 'refocus.sqlite');
  let before: Rows;
  let applied: string[];
  let appliedAgain: string[];
  let app: RefocusApp;
  beforeAll(async () => {
    fs.cpSync(FIXTURE, dataDir, { recursive: true });
    before = rowsOf(file);
    const config = loadConfig({
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      // Shedding by event-loop delay refuses whatever a busy test machine asks (the sign-ins below
      // hash at the release's full cost, all at once): the tests about shedding turn it on.
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
    });
    const database = openDatabase(config);
    applied = (await runStartupSteps(database, config, pino({ level: 'silent' }))).migrations;
    appliedAgain = (await runStartupSteps(database, config, pino({ level: 'silent' }))).migrations;
    app = await buildApp(config, { database, passwordCost: TEST_PASSWORD_COST });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs each migration since 027 once', async () => {
    const all = Object.keys(await migrationProvider.getMigrations()).sort();
    expect(applied).toEqual(all.slice(all.indexOf('027-storefront-sold-entries') + 1));
    expect(applied.length).toBeGreaterThan(0);
    expect(appliedAgain).toEqual([]);
  });

  it('keeps every row and every value it had (a later column may fill what was empty)', async () => {
    const after = rowsOf(file);
    for (const [table, rows] of before) {
      const now = after.get(table);
      expect(now?.size, table).toBe(rows.size);
      for (const [key, row] of rows) {
        const kept = Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null));
        expect(now?.get(key), `${table} ${key}`).toMatchObject(kept);
      }
    }
    expect(before.get('products')?.size).toBeGreaterThan(0);
  });

  it('signs every account in with its password, and serves the listings with their photos', async () => {
    const people = [...(before.get('users')?.values() ?? [])];
    expect(people.length).toBeGreaterThan(0);
    // At once: each hash is the release's full argon2id cost.
    const logins = await Promise.all(
      people.map((person) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: person.email, password: 'refocus-demo' },
        }),
      ),
    );
    expect(logins.map((login) => login.statusCode)).toEqual(people.map(() => 200));
    const listed = (await app.inject({ url: '/api/products?limit=50&includeSold=true' })).json() as {
      imgURL: string;
    }[];
    const live = [...(before.get('products')?.values() ?? [])].filter(
      (p) => p.deleted_at === null && (p.status === 'available' || p.status === 'sold'),
    );
    expect(listed).toHaveLength(live.length);
    for (const { imgURL } of listed) {
      expect((await app.inject({ url: new URL(imgURL, 'http://x').pathname })).statusCode).toBe(200);
    }
  });
});
