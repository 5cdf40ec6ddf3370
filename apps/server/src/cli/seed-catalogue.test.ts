import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../test/dialects.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const run = promisify(execFile);
const SERVER_ROOT = path.resolve(import.meta.dirname, '../..');

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
      INIT_CWD: SERVER_ROOT,
      ...(test.databaseUrl ? { DATABASE_URL: test.databaseUrl } : {}),
    };
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/cli/seed-catalogue.ts', '--listings', '3000', '--sellers', '7'],
      { cwd: SERVER_ROOT, env },
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
  }, 120_000);
});

describe('seed:catalogue arguments', () => {
  it('refuses a listing count that is not a positive whole number', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refocus-seed-'));
    try {
      await expect(
        run(process.execPath, ['--import', 'tsx', 'src/cli/seed-catalogue.ts', '--listings', 'lots'], {
          cwd: SERVER_ROOT,
          env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: SERVER_ROOT },
        }),
      ).rejects.toMatchObject({
        code: 2,
        stderr: expect.stringMatching(/--listings must be a whole number/),
      });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
