import SQLite from 'better-sqlite3';
import { Kysely, type LogEvent, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config, DatabaseTuning } from '../config.js';
import { preparePrivateSqliteFile } from '../private-files.js';
import { createPostgresPool } from './postgres-pool.js';
import type { DB } from './schema.js';
import { SqliteReadPool } from './sqlite-read-pool.js';
import { SqliteRoutingDialect } from './sqlite-routing-dialect.js';
import { SqliteWriterThread, writerOnEventLoop } from './sqlite-writer.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /**
   * The raw SQLite read-write handle on the event loop (the main connection). With read workers
   * the app's own writes and transactions run on the writer's thread instead (decision 055);
   * this handle is for tools that write in bulk (the catalogue generator) and for tests.
   */
  sqlite?: SQLite.Database;
  /**
   * A read-only SQLite handle on the main thread, for the rare hot path where a prepared
   * statement of microseconds beats a trip to a worker. It sees committed data only, never
   * a transaction that is still open on the writer.
   */
  sqliteReader?: SQLite.Database;
  /**
   * SQLite: how many statements, commits and rollbacks the writer has run. It moves
   * whenever this process may have committed a write, so a value read from the database while
   * it stood still is current for every write of this process (the catalogue version, read
   * once per event-loop turn).
   */
  writerUses?: () => number;
  /** Called after every query with its duration (the metrics); one listener, the last set. */
  observeQueries(listener: QueryListener): void;
  /** Resolves when the database answers a trivial query; never queues behind catalogue reads. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

type QueryListener = (seconds: number, failed: boolean) => void;

/** Kysely's `log` hook, forwarding to whoever observes (nobody by default). */
function queryObserver() {
  let listener: QueryListener | undefined;
  return {
    log: (event: LogEvent) => listener?.(event.queryDurationMillis / 1000, event.level === 'error'),
    observe: (next: QueryListener) => {
      listener = next;
    },
  };
}

const DEFAULT_TUNING: DatabaseTuning = {
  sqliteReadWorkers: 2,
  queueLimit: 256,
  poolSize: 10,
  statementTimeoutMs: 5000,
};

export function openDatabase(
  config: Pick<Config, 'database'> & { databaseTuning?: Partial<DatabaseTuning> },
): Database {
  const tuning = { ...DEFAULT_TUNING, ...config.databaseTuning };
  return config.database.kind === 'postgres'
    ? openPostgres(config.database.url, tuning)
    : openSqlite(config.database.file, tuning);
}

/**
 * How long a request waits for the database to take it (a PostgreSQL connection, the SQLite
 * writer) before it answers 503: no shorter than a statement may run, and 5 s at least.
 */
function databaseWaitMs(tuning: DatabaseTuning): number {
  return tuning.waitMs ?? Math.max(5000, tuning.statementTimeoutMs);
}

/**
 * How every read-write SQLite connection is set up: the main one here and the writer's on its
 * own thread (sqlite-writer-worker.cjs), which must not differ. FULL: an answered write is on
 * disk before we answer, so it survives a crash.
 */
const READ_WRITE_PRAGMAS = [
  'journal_mode = WAL',
  'synchronous = FULL',
  'foreign_keys = ON',
  'busy_timeout = 5000',
];

function openSqlite(file: string, tuning: DatabaseTuning): Database {
  // Owner-only folder and files (0700/0600): see private-files.ts.
  preparePrivateSqliteFile(file);
  const sqlite = new SQLite(file);
  for (const pragma of READ_WRITE_PRAGMAS) sqlite.pragma(pragma);
  const sqliteReader = new SQLite(file, { readonly: true });
  sqliteReader.pragma('busy_timeout = 5000');
  const pool =
    tuning.sqliteReadWorkers > 0
      ? new SqliteReadPool({
          file,
          workers: tuning.sqliteReadWorkers,
          queueLimit: tuning.queueLimit,
        })
      : undefined;
  const queries = queryObserver();
  // With read workers the writes leave the event loop too (decision 055); without them
  // (SQLITE_READ_WORKERS=0, the bulk-loading CLI) everything runs on it.
  const writer = pool ? new SqliteWriterThread(file, READ_WRITE_PRAGMAS) : writerOnEventLoop(sqlite);
  let writerUses = 0;
  const writerLock = { queueLimit: tuning.queueLimit, waitMs: databaseWaitMs(tuning) };
  const dialect = new SqliteRoutingDialect(sqlite, pool, writer, writerLock, () => {
    writerUses++;
  });
  const db = new Kysely<DB>({ dialect, log: queries.log });
  const ping = sqliteReader.prepare('select 1');
  return {
    db,
    dialect: 'sqlite',
    sqlite,
    sqliteReader,
    writerUses: () => writerUses,
    observeQueries: queries.observe,
    ping: async () => {
      // A writer whose thread has failed cannot take a write: not ready, and why.
      const failure = writer.failure();
      if (failure) throw failure;
      ping.get();
    },
    close: async () => {
      await db.destroy();
      // Kysely does not end a driver no query ever started: the threads are ended here too.
      await Promise.all([writer.close(), pool?.close()]);
      sqliteReader.close();
    },
  };
}

function openPostgres(url: string, tuning: DatabaseTuning): Database {
  const pool = createPostgresPool({
    url,
    size: tuning.poolSize,
    statementTimeoutMs: tuning.statementTimeoutMs,
    waitMs: databaseWaitMs(tuning),
    queueLimit: tuning.queueLimit,
  });
  const queries = queryObserver();
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log: queries.log });
  // Readiness has a connection of its own, so it answers while catalogue reads fill the pool.
  const pingPool = new pg.Pool({ connectionString: url, max: 1, idleTimeoutMillis: 30_000 });
  pingPool.on('error', () => {});
  return {
    db,
    dialect: 'postgres',
    observeQueries: queries.observe,
    ping: async () => {
      await pingPool.query('select 1');
    },
    close: async () => {
      await Promise.all([db.destroy(), pingPool.end()]);
    },
  };
}
