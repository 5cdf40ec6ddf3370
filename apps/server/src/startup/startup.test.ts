import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../test/dialects.js';
import { freePortsIn } from '../../test/free-ports.js';
import { killHard, type ServerProcess, startServerProcess } from '../../test/server-process.js';
import { testPostgresDatabase } from '../../test/test-app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { DEMO_ACCOUNTS, DEMO_LISTINGS } from '../seed/demo-catalogue.js';
import { DEMO_HISTORY_SALES } from '../seed/demo-price-history.js';
import { DEMO_SOLD_LISTINGS } from '../seed/demo-sales.js';

/**
 * Start-up work happens exactly once however many instances start together (issue 16.4):
 * three real server processes started at the same moment on one empty database.
 */
describe.each(TEST_DIALECTS)('simultaneous start-up on %s', (dialect) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refocus-startup-'));
  let postgres: Awaited<ReturnType<typeof testPostgresDatabase>> | undefined;
  let env: Record<string, string>;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    postgres = dialect === 'postgres' ? await testPostgresDatabase() : undefined;
    env = {
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: 'owner@startup.test',
      ADMIN_PASSWORD: 'a long password',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    };
  });
  afterAll(async () => {
    await Promise.all(servers.map(killHard));
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('three instances make one set of demo data and one admin', async () => {
    // Clear of the other suites' ports (cli 4380–4398, crash durability 4400–4999).
    const ports = await freePortsIn(3, 5100, 5399);
    const started = await Promise.allSettled(ports.map((port) => startServerProcess(env, port)));
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    expect(started.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ready'))).toEqual([
      'ready',
      'ready',
      'ready',
    ]);

    for (const server of servers) {
      const res = await fetch(`${server.url}/api/products?limit=1`);
      expect(Number(res.headers.get('x-total-count'))).toBe(DEMO_LISTINGS.length);
    }
    const database = openDatabase(loadConfig(env));
    try {
      const admins = await database.db
        .selectFrom('users')
        .select('email')
        .where('email', '=', 'owner@startup.test')
        .execute();
      expect(admins).toHaveLength(1);
      const demo = await database.db
        .selectFrom('users')
        .select('email')
        .where(
          'email',
          'in',
          DEMO_ACCOUNTS.map((a) => a.email),
        )
        .execute();
      expect(demo).toHaveLength(DEMO_ACCOUNTS.length);
      const products = await database.db.selectFrom('products').select('id').execute();
      // The storefront's cameras and, off it, the demo's sold ones (with their reviews) and a
      // year of sales of a dozen models: once each.
      expect(products).toHaveLength(DEMO_LISTINGS.length + DEMO_SOLD_LISTINGS.length + DEMO_HISTORY_SALES);
    } finally {
      await database.close();
    }
  }, 240_000);
});
