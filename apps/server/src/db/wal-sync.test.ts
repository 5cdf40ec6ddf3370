import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type Generated, Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteRoutingDialect } from './sqlite-routing-dialect.js';
import { WalSync } from './wal-sync.js';

/** A flush that waits until the test lets it finish, and counts how often it ran. */
function gatedFlush() {
  const gates: (() => void)[] = [];
  return {
    gates,
    flush: () => new Promise<void>((resolve) => gates.push(resolve)),
    /** Lets the oldest running flush finish, and gives its waiters a turn. */
    async finishOne() {
      gates.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('the write-ahead log flushed before a write is answered (decision 054)', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('lets commits made during a flush share the next one, never the one already running', async () => {
    const { gates, flush, finishOne } = gatedFlush();
    const sync = new WalSync(flush);
    const settled: string[] = [];
    const first = sync.synced().then(() => settled.push('first'));
    // Committed while the first flush runs: it may have missed them, so they wait for a second.
    const second = sync.synced().then(() => settled.push('second'));
    const third = sync.synced().then(() => settled.push('third'));
    expect(gates).toHaveLength(1);
    await finishOne();
    expect(settled).toEqual(['first']);
    expect(gates).toHaveLength(1);
    await finishOne();
    await Promise.all([first, second, third]);
    expect(settled).toEqual(['first', 'second', 'third']);
    expect(gates).toHaveLength(0);
  });

  it('answers a write only once its commit is flushed: a statement, a transaction, a raw begin … commit', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'refocus-wal-'));
    folders.push(folder);
    const sqlite = new SQLite(path.join(folder, 'db.sqlite'));
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.exec('create table notes (id integer primary key, text text not null)');
    const { gates, flush, finishOne } = gatedFlush();
    const db = new Kysely<{ notes: { id: Generated<number>; text: string } }>({
      dialect: new SqliteRoutingDialect(sqlite, undefined, new WalSync(flush)),
    });
    try {
      const writes = [
        () => db.insertInto('notes').values({ text: 'alone' }).execute(),
        () =>
          db
            .transaction()
            .execute((trx) => trx.insertInto('notes').values({ text: 'in a transaction' }).execute()),
        () =>
          db.connection().execute(async (connection) => {
            await sql`begin immediate`.execute(connection);
            await connection.insertInto('notes').values({ text: 'raw' }).execute();
            await sql`commit`.execute(connection);
          }),
      ];
      for (const write of writes) {
        let answered = false;
        const writing = write().then(() => {
          answered = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 20));
        // Committed (another connection sees it) but not answered until the flush is done.
        expect(answered).toBe(false);
        expect(gates).toHaveLength(1);
        await finishOne();
        await writing;
        expect(answered).toBe(true);
      }
      expect(sqlite.prepare('select text from notes order by id').pluck().all()).toEqual([
        'alone',
        'in a transaction',
        'raw',
      ]);
    } finally {
      await db.destroy();
    }
  });

  it('flushes the real log of a database, and nothing when there is none yet', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'refocus-wal-'));
    folders.push(folder);
    const file = path.join(folder, 'db.sqlite');
    await expect(WalSync.forDatabase(file).synced()).resolves.toBeUndefined();
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.exec('create table t (x integer)');
    expect(fs.existsSync(`${file}-wal`)).toBe(true);
    await expect(WalSync.forDatabase(file).synced()).resolves.toBeUndefined();
    sqlite.close();
  });
});
