import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../config.js';
import type { Dialect } from '../db/database.js';
import type { Query } from './table-shapes.js';

/** Rows read at a time: small enough to keep the event loop turning, large enough to be cheap. */
const PAGE = 1000;

/**
 * One transaction-consistent view of the whole database, read while the shop keeps serving:
 * SQLite's read transaction on a connection of its own (WAL: writers carry on beside it and
 * never wait for it), PostgreSQL's REPEATABLE READ READ ONLY transaction.
 */
export interface Snapshot {
  dialect: Dialect;
  query: Query;
  /** Each row as an array of the columns asked for, in the order `orderBy` gives. */
  rows(select: string): AsyncIterable<unknown[]>;
  close(): Promise<void>;
}

export async function openSnapshot(database: Config['database']): Promise<Snapshot> {
  return database.kind === 'sqlite' ? sqliteSnapshot(database.file) : postgresSnapshot(database.url);
}

function sqliteSnapshot(file: string): Snapshot {
  const connection = new SQLite(file, { readonly: true, fileMustExist: true });
  connection.pragma('busy_timeout = 5000');
  connection.exec('begin');
  // The snapshot starts at a transaction's first read, not at its BEGIN.
  connection.prepare('select count(*) from sqlite_master').get();
  return {
    dialect: 'sqlite',
    query: async (text, params = []) => connection.prepare(text).all(...params) as Record<string, unknown>[],
    rows: async function* (select) {
      let read = 0;
      for (const row of connection.prepare(select).raw(true).iterate()) {
        yield row as unknown[];
        // Reads are synchronous here: a server taking a backup keeps answering meanwhile.
        if (++read % PAGE === 0) await yieldToEventLoop();
      }
    },
    close: async () => {
      connection.exec('rollback');
      connection.close();
    },
  };
}

async function postgresSnapshot(url: string): Promise<Snapshot> {
  const client = new pg.Client({ connectionString: url, application_name: 'refocus-backup' });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    // A backup of a large shop outlasts any timeout meant for requests.
    await client.query('set local statement_timeout = 0');
    // The snapshot is taken by the transaction's first query, not by its BEGIN.
    await client.query('select 1');
  } catch (error) {
    await client.end();
    throw error;
  }
  return {
    dialect: 'postgres',
    query: async (text, params = []) => (await client.query(text, params)).rows,
    rows: async function* (select) {
      await client.query(`declare backup_rows no scroll cursor for ${select}`);
      for (;;) {
        const page = await client.query({ text: `fetch forward ${PAGE} from backup_rows`, rowMode: 'array' });
        for (const row of page.rows) yield row as unknown[];
        if (page.rows.length < PAGE) break;
      }
      await client.query('close backup_rows');
    },
    close: async () => {
      await client.query('rollback').catch(() => {});
      await client.end();
    },
  };
}
