import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/database.js';
import { migrationProvider } from '../../db/migrations/all-migrations.js';
import { writeTransaction } from '../../db/write-transaction.js';
import {
  bumpCatalogueVersion,
  catalogueVersionReader,
  oncePerTurn,
  sharedReads,
} from './catalogue-version.js';

/** A read that answers when told: the version in the "database" at the moment it started. */
function controlledReads() {
  let database = 1;
  const pending: { version: number; settle: (fail?: boolean) => void }[] = [];
  const read = () =>
    new Promise<number>((resolve, reject) => {
      const version = database;
      pending.push({ version, settle: (fail) => (fail ? reject(new Error('lost')) : resolve(version)) });
    });
  return {
    read,
    write: () => {
      database += 1;
    },
    started: () => pending.length,
    finish: (index: number, fail = false) => pending[index]?.settle(fail),
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('sharedReads', () => {
  it('gives callers that ask during a read the next read, one for all of them', async () => {
    const db = controlledReads();
    const version = sharedReads(db.read);
    const first = version();
    // A write commits while the first read is under way; its writer then asks.
    db.write();
    const waiting = [version(), version(), version()];
    expect(db.started()).toBe(1);
    db.finish(0);
    expect(await first).toBe(1);
    await tick();
    expect(db.started()).toBe(2);
    db.finish(1);
    // Never the read begun before they asked: they see the write.
    expect(await Promise.all(waiting)).toEqual([2, 2, 2]);
  });

  it('starts a read at once when none is under way', async () => {
    const db = controlledReads();
    const version = sharedReads(db.read);
    const first = version();
    db.finish(0);
    await first;
    db.write();
    const second = version();
    expect(db.started()).toBe(2);
    db.finish(1);
    expect(await second).toBe(2);
  });

  it('fails only the callers of a read that failed; those waiting get a read of their own', async () => {
    const db = controlledReads();
    const version = sharedReads(db.read);
    const failing = version();
    const waiting = version();
    db.finish(0, true);
    await expect(failing).rejects.toThrow('lost');
    await tick();
    db.finish(1);
    expect(await waiting).toBe(1);
  });
});

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('oncePerTurn', () => {
  it('reads once for all callers of one turn, and again in the next', async () => {
    let database = 1;
    let reads = 0;
    const version = oncePerTurn(
      () => {
        reads++;
        return database;
      },
      () => 0,
    );
    expect([version(), version(), version()]).toEqual([1, 1, 1]);
    expect(reads).toBe(1);
    database = 2;
    await nextTurn();
    expect(version()).toBe(2);
    expect(reads).toBe(2);
  });

  it('reads again in the same turn once the writer has run anything', () => {
    let database = 1;
    let writerUses = 0;
    const version = oncePerTurn(
      () => database,
      () => writerUses,
    );
    expect(version()).toBe(1);
    database = 2;
    writerUses++;
    expect(version()).toBe(2);
  });

  it('reads every time when writes cannot be told', () => {
    let reads = 0;
    const version = oncePerTurn(
      () => ++reads,
      () => Number.NaN,
    );
    expect([version(), version()]).toEqual([1, 2]);
  });
});

describe('the SQLite catalogue version reader', () => {
  it("sees this process's committed writes at once, and another process's from the next turn", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refocus-version-'));
    const database = openDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
    const reader = catalogueVersionReader(database);
    const elsewhere = new SQLite(path.join(dataDir, 'refocus.sqlite'));
    try {
      const { error } = await new Migrator({
        db: database.db,
        provider: migrationProvider,
      }).migrateToLatest();
      if (error) throw error;
      await nextTurn();
      const before = await reader.read();
      // A write of this app, committed within the turn: the next read must not be the kept one.
      await writeTransaction(database.db, (trx) => bumpCatalogueVersion(trx));
      expect(await reader.read()).toBe(before + 1);
      // Another process's write (a CLI): the turn's read stands until the turn ends.
      elsewhere.prepare('update catalogue_state set version = version + 1 where id = 1').run();
      expect(await reader.read()).toBe(before + 1);
      await nextTurn();
      expect(await reader.read()).toBe(before + 2);
    } finally {
      elsewhere.close();
      reader.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
