import path from 'node:path';
import Database from 'better-sqlite3';
import { v7 as uuidv7 } from 'uuid';

/**
 * A mail job that gave up, written straight into a running shop's SQLite file: journeys of
 * the admins' dead-letter list need one, and no request can make a job die on purpose. The
 * message itself is real (the verify-email template), so a retry delivers it to the outbox.
 */
export function insertDeadMailJob(
  dataDir: string,
  to: string,
  error = 'Error: 550 mailbox unavailable',
): string {
  const db = new Database(path.join(dataDir, 'refocus.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const id = uuidv7();
    const now = new Date().toISOString();
    db.prepare(
      `insert into jobs (id, kind, payload, state, attempts, run_at, lease_until, last_error, claimed_by, created_at, updated_at)
       values (?, 'mail', ?, 'dead', 8, ?, null, ?, null, ?, ?)`,
    ).run(
      id,
      JSON.stringify({
        to,
        template: 'verify-email',
        data: { name: 'Dead Letter', link: 'http://127.0.0.1/verify-email?code=dead-letter' },
      }),
      now,
      error,
      now,
      now,
    );
    return id;
  } finally {
    db.close();
  }
}
