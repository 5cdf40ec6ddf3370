import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';

/**
 * Any fixed number, other than the start-up and shop locks': held by the one PostgreSQL instance
 * that restores a backup from the admin page, for as long as the shop is in maintenance
 * (decision 065). Every instance looks for it, so all of them answer visitors the same way.
 */
const MAINTENANCE_LOCK_KEY = 7_402_553_119n;
/** pg_locks shows a bigint advisory key as its two halves, with objsubid 1. */
const HIGH = Number(MAINTENANCE_LOCK_KEY >> 32n);
const LOW = Number(MAINTENANCE_LOCK_KEY & 0xffff_ffffn);

export interface HeldMaintenanceLock {
  release(): Promise<void>;
}

/**
 * Takes the lock on a connection of its own (a pool's connection would hand it back), or
 * answers undefined when another instance holds it. Ended with its connection, however the
 * process ends: an instance that dies mid-restore takes the shop out of maintenance with it.
 */
export async function takeMaintenanceLock(url: string): Promise<HeldMaintenanceLock | undefined> {
  const client = new pg.Client({ connectionString: url, application_name: 'refocus-maintenance' });
  client.on('error', () => {});
  await client.connect();
  const { rows } = await client.query<{ taken: boolean }>('select pg_try_advisory_lock($1) as taken', [
    String(MAINTENANCE_LOCK_KEY),
  ]);
  if (!rows[0]?.taken) {
    await client.end();
    return undefined;
  }
  return { release: () => client.end().catch(() => {}) };
}

/** Whether any instance holds the lock now: a look at pg_locks, which waits on no table. */
export async function maintenanceLockHeld(db: Kysely<DB>): Promise<boolean> {
  const { rows } = await sql<{ held: boolean }>`
    select exists (
      select 1 from pg_locks
      where locktype = 'advisory' and granted and classid = ${HIGH} and objid = ${LOW} and objsubid = 1
        and database = (select oid from pg_database where datname = current_database())
    ) as held`.execute(db);
  return rows[0]?.held === true;
}
