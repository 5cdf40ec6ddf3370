import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../config.js';

/**
 * Any fixed number, other than the start-up lock's: every running server holds this PostgreSQL
 * advisory lock shared, for as long as it runs, so a restore can tell that a shop is serving.
 */
const SHOP_LOCK_KEY = 7_402_553_118;

/** How soon a server whose lock connection was cut takes the lock again. */
const RETAKE_MS = 2_000;

export class ShopRunningError extends Error {}

export interface HeldShopLock {
  release(): Promise<void>;
}

/**
 * Held by `main` while the server runs (decision 061). PostgreSQL: a session-level shared
 * advisory lock on a connection of its own, released by the server when that connection ends,
 * however the process ends. SQLite needs none: a process that has the file open holds SQLite's
 * own shared lock on it, which is what a restore looks for.
 */
export async function holdShopLock(database: Config['database']): Promise<HeldShopLock> {
  if (database.kind === 'sqlite') return { release: async () => {} };
  let client: pg.Client | undefined;
  let released = false;
  const take = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: database.url, application_name: 'refocus-shop-lock' });
    next.on('error', (error) => {
      process.emitWarning(`The shop lock's connection was lost (${error.message}); taking it again.`);
      if (!released) setTimeout(() => take().catch(() => {}), RETAKE_MS).unref();
    });
    await next.connect();
    await next.query('select pg_advisory_lock_shared($1)', [SHOP_LOCK_KEY]);
    client = next;
  };
  await take();
  return {
    release: async () => {
      released = true;
      await client?.end().catch(() => {});
    },
  };
}

/**
 * Throws ShopRunningError while a server (or anything else, on SQLite) has the database open:
 * a restore must not replace the data under a running shop.
 */
export async function assertNoShopRunning(database: Config['database']): Promise<void> {
  if (database.kind === 'sqlite') {
    if (!fs.existsSync(database.file)) return;
    // EXCLUSIVE locking mode asks for the file's exclusive lock, which SQLite refuses while any
    // other connection, in this process or another, holds its shared lock.
    const probe = new SQLite(database.file, { timeout: 200 });
    try {
      probe.pragma('locking_mode = EXCLUSIVE');
      probe.exec('begin exclusive; rollback');
    } catch (error) {
      if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
        throw new ShopRunningError(
          `${database.file} is in use (is the shop running?). Stop the server, then restore.`,
        );
      }
      throw error;
    } finally {
      probe.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: database.url, application_name: 'refocus-restore' });
  await client.connect();
  try {
    const { rows } = await client.query<{ taken: boolean }>('select pg_try_advisory_lock($1) as taken', [
      SHOP_LOCK_KEY,
    ]);
    if (!rows[0]?.taken) {
      throw new ShopRunningError(
        'A Refocus server is running on this database. Stop every instance, then restore.',
      );
    }
  } finally {
    await client.end();
  }
}
