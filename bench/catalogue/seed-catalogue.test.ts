import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { SEARCH_INDEX_TABLES } from '../../apps/server/src/modules/products/search-index-merges.js';
import { TEST_DIALECTS } from '../../apps/server/test/dialects.js';
import { createTestApp, type TestApp } from '../../apps/server/test/test-app.js';

const run = promisify(execFile);
const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** `npm run seed:catalogue`, run as a real process against each database. */
describe.each(TEST_DIALECTS)('seed:catalogue (%s)', (dialect) => {
  let test: TestApp | undefined;
  afterEach(async () => {
    await test?.close();
    test = undefined;
  });

  it('writes varied, believable listings of a few sellers that the storefront shows', async () => {
    // An app first: it owns the temporary folder or PostgreSQL database the generator fills.
    test = await createTestApp(dialect);
    const env = {
      ...process.env,
      DATA_DIR: test.dataDir,
      INIT_CWD: REPO_ROOT,
      ...(test.databaseUrl ? { DATABASE_URL: test.databaseUrl } : {}),
    };
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'bench/catalogue/seed-catalogue.ts', '--listings', '3000', '--sellers', '7'],
      { cwd: REPO_ROOT, env },
    );
    expect(stdout).toMatch(/Done: 3,000 listings from 7 sellers/);

    const db = test.app.database.db;
    const rows = await db
      .selectFrom('products')
      .select(['name', 'category_id', 'location', 'description', 'created_at', 'status', 'seller_id'])
      .execute();
    expect(rows).toHaveLength(3000);
    // Brands map to the storefront's categories: 1 Canon, 2 Sony, 3 Nikon.
    for (const row of rows) {
      const brand = row.name.split(' ')[0];
      expect({ Canon: 1, Sony: 2, Nikon: 3 }[brand ?? '']).toBe(row.category_id);
    }
    expect(new Set(rows.map((r) => r.category_id)).size).toBe(3);
    expect(new Set(rows.map((r) => r.name)).size).toBeGreaterThan(150);
    expect(new Set(rows.map((r) => r.seller_id)).size).toBe(7);
    expect(rows.some((r) => r.location === 'Kraków')).toBe(true);
    const words = new Set(rows.flatMap((r) => r.description.toLowerCase().split(/\W+/)));
    expect(words.size).toBeGreaterThan(300);
    const years = new Set(rows.map((r) => r.created_at.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(5);
    expect(rows.filter((r) => r.status === 'available').length).toBeGreaterThan(2500);

    // The storefront shows them at once: the generator moved the catalogue version on.
    const res = await test.app.inject({ method: 'GET', url: '/api/category/1' });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThan(500);

    // The search index holds every listing the storefront shows (on SQLite the server's
    // backfill fills it in bulk rather than the per-row trigger).
    const entries = await db
      .selectFrom('storefront_entries')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const available = rows.filter((r) => r.status === 'available').length;
    expect(Number(entries.n)).toBe(available);
    const search = async (q: string) => {
      const answer = await test!.app.inject({
        method: 'GET',
        url: `/api/products?q=${encodeURIComponent(q)}`,
      });
      expect(answer.statusCode).toBe(200);
      return answer.json() as { name: string; location: string }[];
    };
    const krakow = await search('krakow');
    expect(krakow.length).toBeGreaterThan(0);
    expect(krakow.every((p) => p.location === 'Kraków')).toBe(true);
    const cannon = await search('cannon');
    expect(cannon.length).toBeGreaterThan(0);
    expect(cannon.every((p) => p.name.startsWith('Canon '))).toBe(true);
    // What the storefront's triggers keep, the bulk load kept too (on SQLite it sets them aside
    // and the server's backfill does their work in a few statements): counted again from the
    // entries, it agrees. storefront-backfill.test.ts holds the backfill equal to the triggers.
    const same = async (kept: string, counted: string) => {
      const rows = async (query: string) =>
        (await sql<Record<string, unknown>>`${sql.raw(query)}`.execute(db)).rows
          .map((row) => JSON.stringify(Object.values(row).map(String)))
          .sort();
      expect(await rows(kept)).toEqual(await rows(counted));
    };
    await same(
      'select category_id, listings from storefront_counts where listings > 0',
      'select category_id, count(*) from storefront_entries group by category_id',
    );
    // Per combination of details and per month, on sale and (kept apart, migration 027) sold.
    const keptCountsAgree = async (prefix: 'storefront' | 'storefront_sold') => {
      await same(
        `select category_id, item_type, grade, works, lens_mount, listings from ${prefix}_facet_counts where listings > 0`,
        `select category_id, coalesce(item_type, '') as t, coalesce(grade, '') as g, coalesce(works, -1) as w,
            coalesce(lens_mount, '') as m, count(*) as n
          from ${prefix}_entries group by 1, 2, 3, 4, 5`,
      );
      await same(
        `select category_id, month, listings from ${prefix}_month_counts where listings > 0`,
        `select category_id, substr(created_at, 1, 7) as month, count(*) as n from ${prefix}_entries group by 1, 2`,
      );
    };
    await keptCountsAgree('storefront');
    // Every sold listing is among the sold entries.
    const soldRows = rows.filter((r) => r.status === 'sold').length;
    expect(soldRows).toBeGreaterThan(0);
    await same('select count(*) from storefront_sold_entries', `select ${soldRows}`);
    await keptCountsAgree('storefront_sold');
    // A sold entry's seq is never an available entry's: both come from one sequence.
    await same(
      'select count(*) from storefront_sold_entries s join storefront_entries e on e.seq = s.seq',
      'select 0',
    );
    const distinct = dialect === 'postgres' ? 'is distinct from' : 'is not';
    await same(
      `select count(*) from storefront_entries e join products p on p.id = e.product_id
        where e.item_type ${distinct} p.item_type or e.grade ${distinct} p.grade
          or e.works ${distinct} p.works or e.lens_mount ${distinct} p.lens_mount`,
      'select 0',
    );
    if (dialect === 'sqlite') {
      // Every entry is in the name-and-brand index that ranks a search (Canon's brand words hold "canon").
      await same(
        "select count(*) from storefront_titles where storefront_titles match 'canon'",
        'select count(*) from storefront_entries where category_id = 1',
      );
      await same(
        "select count(*) from storefront_sold_titles where storefront_sold_titles match 'canon'",
        'select count(*) from storefront_sold_entries where category_id = 1',
      );
    }
    // And a search that asks for sold listings finds them: Kraków's sold ones among its answers.
    const krakowSold = (
      await test.app.inject({ method: 'GET', url: '/api/products?q=krakow&includeSold=true&limit=100' })
    ).json() as { location: string; status: string }[];
    expect(krakowSold.every((p) => p.location === 'Kraków')).toBe(true);
    expect(krakowSold.some((p) => p.status === 'sold')).toBe(true);

    // The per-row triggers the SQLite bulk load set aside are back, so later listings are indexed.
    if (dialect === 'sqlite') {
      const sqlite = new SQLite(path.join(test.dataDir, 'refocus.sqlite'), { readonly: true });
      try {
        const trigger = sqlite
          .prepare(
            "select name from sqlite_master where type = 'trigger' and name = 'products_storefront_insert'",
          )
          .get();
        expect(trigger).toEqual({ name: 'products_storefront_insert' });
        const soldTrigger = sqlite
          .prepare("select name from sqlite_master where type = 'trigger' and name = 'products_sold_insert'")
          .get();
        expect(soldTrigger).toEqual({ name: 'products_sold_insert' });
        // So are the products' own indexes, set aside while the rows went in and built after.
        const productIndexes = sqlite
          .prepare(
            "select name from sqlite_master where type = 'index' and tbl_name = 'products' and sql is not null",
          )
          .pluck()
          .all();
        expect(productIndexes).toEqual(
          expect.arrayContaining([
            'products_seller_newest',
            'products_status_created',
            'products_withdrawn_status',
          ]),
        );
        // The load merged its full-text segments as it went; the app's writes merge nothing
        // themselves (migration 034, decision 056), and the tables say so again after the load.
        for (const table of SEARCH_INDEX_TABLES) {
          const automerge = sqlite
            .prepare(`select v from ${table}_config where k = 'automerge'`)
            .pluck()
            .get();
          expect(automerge, table).toBe(0);
        }
      } finally {
        sqlite.close();
      }
    }
  }, 120_000);
});

describe('seed:catalogue arguments', () => {
  it('refuses a listing count that is not a positive whole number', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refocus-seed-'));
    try {
      await expect(
        run(
          process.execPath,
          ['--import', 'tsx', 'bench/catalogue/seed-catalogue.ts', '--listings', 'lots'],
          {
            cwd: REPO_ROOT,
            env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: REPO_ROOT },
          },
        ),
      ).rejects.toMatchObject({
        code: 2,
        stderr: expect.stringMatching(/--listings must be a whole number/),
      });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
