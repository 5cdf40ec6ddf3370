import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { DB } from '../db/schema.js';

/** Any fixed number: the PostgreSQL advisory lock every Refocus instance takes at start-up. */
const STARTUP_LOCK_KEY = 7_402_553_117;

/** Seeding demo data takes seconds; an instance waits this long for another one to finish. */
const SQLITE_WAIT_MS = 180_000;

/** `BEGIN IMMEDIATE`, waiting past SQLite's busy timeout while another process holds the lock. */
async function beginImmediate(connection: Kysely<DB>): Promise<void> {
  // Real waiting, not the app's time: a monotonic deadline.
  const deadline = performance.now() + SQLITE_WAIT_MS;
  for (;;) {
    try {
      await sql`begin immediate`.execute(connection);
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code?.startsWith('SQLITE_BUSY');
      if (!busy || performance.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * A transaction opened inside `work` would have committed ours (PostgreSQL only warns about
 * a nested `begin`) and with it released the lock: say so loudly rather than let another
 * instance repeat the work.
 */
async function assertStillLocked(connection: Kysely<DB>): Promise<void> {
  const { rows } = await sql<{ held: boolean }>`
    select exists (
      select 1 from pg_locks where locktype = 'advisory' and pid = pg_backend_pid() and granted
    ) as held`.execute(connection);
  if (!rows[0]?.held)
    throw new Error('start-up work ended the start-up lock early (it opened a transaction)');
}

/**
 * Runs `work` in one transaction that only one process at a time may hold, across every
 * instance sharing the database: PostgreSQL with a transaction-scoped advisory lock,
 * SQLite with `BEGIN IMMEDIATE` (the database's write lock, taken up front; others wait
 * on the busy timeout). A second instance waits, then finds the work already done. All of
 * it commits or none of it does. `work` gets that transaction and must not open its own.
 */
export async function withStartupLock<T>(
  database: Database,
  work: (trx: Kysely<DB>) => Promise<T>,
): Promise<T> {
  return database.db.connection().execute(async (connection) => {
    if (database.dialect === 'sqlite') await beginImmediate(connection);
    else await sql`begin`.execute(connection);
    try {
      if (database.dialect === 'postgres') {
        // Waiting for another instance's seeding, and seeding itself, outlast the pool's
        // statement timeout (meant for requests): not in this transaction.
        await sql`set local statement_timeout = 0`.execute(connection);
        await sql`select pg_advisory_xact_lock(${STARTUP_LOCK_KEY})`.execute(connection);
      }
      const result = await work(connection);
      if (database.dialect === 'postgres') await assertStillLocked(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => {});
      throw error;
    }
  });
}
