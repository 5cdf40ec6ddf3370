import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct, insertUser } from '../../../test/fixtures.js';
import { createTestApp } from '../../../test/test-app.js';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/database.js';
import { migrationProvider } from '../../db/migrations/all-migrations.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { bumpCatalogueVersion, catalogueVersionReader, sharedReads } from './catalogue-version.js';

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

describe('the SQLite catalogue version reader', () => {
  it("sees this process's committed writes and another process's at once, never an open transaction's", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refocus-version-'));
    const database = openDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
    const read = catalogueVersionReader(database);
    const elsewhere = new SQLite(path.join(dataDir, 'refocus.sqlite'));
    try {
      const { error } = await new Migrator({
        db: database.db,
        provider: migrationProvider,
      }).migrateToLatest();
      if (error) throw error;
      const before = await read();
      await writeTransaction(database.db, (trx) => bumpCatalogueVersion(trx));
      expect(await read()).toBe(before + 1);
      // Another process's write (a CLI).
      elsewhere.prepare('update catalogue_state set version = version + 1 where id = 1').run();
      expect(await read()).toBe(before + 2);
      // Inside a transaction not yet committed, the bump is not seen; once rolled back, never.
      await writeTransaction(database.db, async (trx) => {
        await bumpCatalogueVersion(trx);
        expect(await read()).toBe(before + 2);
        throw new Error('roll back');
      }).catch(() => {});
      expect(await read()).toBe(before + 2);
    } finally {
      elsewhere.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(TEST_DIALECTS)('the storefront triggers on %s (migration 035)', (dialect) => {
  it("move the version for an operator's SQL that changes what lists show, not for a rename", async () => {
    const t = await createTestApp(dialect);
    try {
      const db = t.app.database.db;
      const sellerId = (await insertUser(db)).id;
      for (let i = 0; i < 3; i++) await insertProduct(db, sellerId, { name: `Listed camera ${i}` });
      const version = async () =>
        Number((await db.selectFrom('catalogue_state').select('version').executeTakeFirstOrThrow()).version);
      const before = await version();
      // Not through the app, which moves the version itself: the storefront's triggers do.
      await db.updateTable('products').set({ resale_price: 123_400 }).execute();
      const afterPrices = await version();
      expect(afterPrices).toBeGreaterThan(before);
      const prices = (await t.app.inject('/api/products'))
        .json()
        .map((p: { resalePrice: number }) => p.resalePrice);
      expect(new Set(prices)).toEqual(new Set([1234]));
      await db.updateTable('products').set({ name: 'Renamed behind the cache' }).execute();
      expect(await version()).toBe(afterPrices);
    } finally {
      await t.close();
    }
  });
});
