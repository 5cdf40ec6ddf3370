import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { openSnapshot } from '../../backup/snapshot.js';
import { loadConfig } from '../../config.js';
import { BackupRunner } from './backup-runner.js';
import { diskBackupStore } from './disk-backup-store.js';

const ROWS = 15_000;

/**
 * A backup now runs inside the server (decision 063): on SQLite its reads are synchronous, so it
 * must give the event loop back as it goes (every 1000 rows, snapshot.ts) or requests wait.
 */
describe('a backup inside the server on SQLite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const db = t.app.database.db;
    const at = new Date().toISOString();
    for (let from = 0; from < ROWS; from += 1000) {
      const rows = Array.from({ length: 1000 }, (_, i) => ({
        id: `job-${String(from + i).padStart(6, '0')}`,
        kind: 'filler',
        payload: JSON.stringify({ text: 'x'.repeat(200) }),
        state: 'done' as const,
        attempts: 1,
        run_at: at,
        lease_until: null,
        last_error: null,
        claimed_by: null,
        created_at: at,
        updated_at: at,
      }));
      await db.insertInto('jobs').values(rows).execute();
    }
  });
  afterAll(() => t.close());

  it('keeps the event loop turning while it reads thousands of rows', async () => {
    // Counted in turns, not milliseconds, so a slow machine cannot fail it: a callback queued
    // with setImmediate runs only when the event loop turns. Reading the rows without giving
    // the loop back (synchronous reads behind an async iterator) would let none of them run.
    const config = loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' });
    const snapshot = await openSnapshot(config.database);
    let turns = 0;
    let reading = true;
    const countTurns = () => {
      if (!reading) return;
      turns++;
      setImmediate(countTurns);
    };
    setImmediate(countTurns);
    let rows = 0;
    try {
      for await (const _ of snapshot.rows(`select id from jobs where kind = 'filler' order by id`)) rows++;
    } finally {
      reading = false;
      await snapshot.close();
    }
    expect(rows).toBe(ROWS);
    // One turn at least every 1000 rows (snapshot.ts's page).
    expect(turns).toBeGreaterThanOrEqual(ROWS / 1000 - 1);
  });

  it('runs a whole backup inside the server to its end', async () => {
    const config = loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' });
    const db = t.app.database.db;
    const now = new Date().toISOString();
    await db
      .insertInto('backup_runs')
      .values({ id: 'run-1', state: 'queued', active: 1, created_at: now, updated_at: now })
      .execute();
    const runner = new BackupRunner({
      db,
      config,
      store: diskBackupStore(t.dataDir),
      clock: () => new Date(),
      log: { error: () => {} },
    });
    await runner.jobHandler({ runId: 'run-1' }, { id: 'job', attempt: 1 });
    await runner.settled();
    const done = await db.selectFrom('backup_runs').selectAll().executeTakeFirstOrThrow();
    expect(done.state).toBe('done');
    expect(path.extname(done.file ?? '')).toBe('.gz');
  });
});
