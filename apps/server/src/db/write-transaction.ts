import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from './schema.js';

/** PostgreSQL's "deadlock detected" and "could not serialize access": the work may simply run again. */
const RETRYABLE_CODES = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 5;

function isRetryableConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE_CODES.has(code);
}

/**
 * Runs `work` in a transaction, again (up to 5 times, after a short random pause) when the
 * database chose it as the victim of a deadlock or a serialization failure. Everything
 * else, an AppError included, ends the attempt at once. See docs/decisions/010.
 */
export async function writeTransaction<T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (!isRetryableConflict(error) || attempt >= MAX_ATTEMPTS) throw error;
      // Jitter so that the transactions that collided do not collide again in step.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}

/**
 * Whether `SELECT … FOR UPDATE` exists here. Only PostgreSQL has row locks; SQLite runs one
 * write transaction at a time (Kysely's SQLite driver holds its single connection for the
 * whole transaction), so there is nothing to lock. Told apart by the placeholder style the
 * dialect compiles (`$1` for PostgreSQL): no connection, no internal API, microseconds.
 */
export function hasRowLocks(db: Kysely<DB>): boolean {
  return sql`select ${1}`.compile(db).sql.includes('$1');
}
