import SQLite from 'better-sqlite3';
import { type CompiledQuery, Kysely, type LogEvent, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config, DatabaseTuning } from '../config.js';
import { preparePrivateSqliteFile } from '../private-files.js';
import type { DatabaseLoad } from './database-load.js';
import { createPostgresPool } from './postgres-pool.js';
import { preparedName } from './prepared-statements.js';
import type { DB } from './schema.js';
import { SqliteReadPool } from './sqlite-read-pool.js';
import { SqliteRoutingDialect } from './sqlite-routing-dialect.js';
import { SqliteWriterThread, writerOnEventLoop } from './sqlite-writer.js';
import { WriterLock } from './writer-lock.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /**
   * A small indexed read on a connection of its own, outside any transaction: it sees committed
   * data only and never waits behind catalogue reads (the catalogue version every request asks).
   */
  readAside<Row>(query: CompiledQuery): Promise<Row[]>;
  /** Called after every query with its duration (the metrics); one listener, the last set. */
  observeQueries(listener: QueryListener): void;
  /** Resolves when the database answers a trivial query; never queues behind catalogue reads. */
  ping(): Promise<void>;
  /** Queries running and waiting now (reads aside not counted). */
  load(): DatabaseLoad;
  close(): Promise<void>;
}

type QueryListener = (seconds: number, failed: boolean) => void;

/** Kysely's `log` hook, forwarding to whoever observes (nobody by default). */
function queryObserver() {
  let listener: QueryListener | undefined;
  return {
    log: (event: LogEvent) => listener?.(event.queryDurationMillis / 1000, event.level === 'error'),
    /** Times a read aside (not through Kysely) as the `log` hook times the others. */
    timed: async <T>(query: () => Promise<T>): Promise<T> => {
      const started = performance.now();
      try {
        const result = await query();
        listener?.((performance.now() - started) / 1000, false);
        return result;
      } catch (error) {
        listener?.((performance.now() - started) / 1000, true);
        throw error;
      }
    },
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
  const queries = queryObserver();
  // On the event loop: a prepared statement of microseconds costs less than a trip to a worker.
  const aside = new SQLite(file, { readonly: true });
  aside.pragma('busy_timeout = 5000');
  const asideStatements = new Map<string, SQLite.Statement>();
  const readAside = <Row>({ sql, parameters }: CompiledQuery): Promise<Row[]> =>
    queries.timed(async () => {
      let statement = asideStatements.get(sql);
      if (!statement) {
        statement = aside.prepare(sql);
        asideStatements.set(sql, statement);
      }
      return statement.all(...parameters) as Row[];
    });
  const pool =
    tuning.sqliteReadWorkers > 0
      ? new SqliteReadPool({
          file,
          workers: tuning.sqliteReadWorkers,
          queueLimit: tuning.queueLimit,
        })
      : undefined;
  // With read workers the writes leave the event loop too (decision 055); without them
  // (SQLITE_READ_WORKERS=0, the bulk-loading CLI) everything runs on it.
  const writer = pool ? new SqliteWriterThread(file, READ_WRITE_PRAGMAS) : writerOnEventLoop(sqlite);
  const writerLock = new WriterLock({ queueLimit: tuning.queueLimit, waitMs: databaseWaitMs(tuning) });
  const dialect = new SqliteRoutingDialect(sqlite, pool, writer, writerLock);
  const db = new Kysely<DB>({ dialect, log: queries.log });
  const ping = aside.prepare('select 1');
  return {
    db,
    dialect: 'sqlite',
    readAside,
    observeQueries: queries.observe,
    ping: async () => {
      // A writer whose thread has failed cannot take a write: not ready, and why.
      const failure = writer.failure();
      if (failure) throw failure;
      ping.get();
    },
    load: () => {
      const reads = pool?.load ?? { running: 0, waiting: 0 };
      return {
        running: reads.running + (writerLock.isHeld ? 1 : 0),
        waiting: reads.waiting + writerLock.waitingCount,
      };
    },
    close: async () => {
      await db.destroy();
      // Kysely does not end a driver no query ever started: the threads are ended here too.
      await Promise.all([writer.close(), pool?.close()]);
      aside.close();
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
  // Readiness and reads aside have a connection of their own, so they answer while catalogue
  // reads fill the pool.
  const asidePool = new pg.Pool({ connectionString: url, max: 1, idleTimeoutMillis: 30_000 });
  asidePool.on('error', () => {});
  return {
    db,
    dialect: 'postgres',
    readAside: <Row>({ sql, parameters }: CompiledQuery) =>
      queries.timed(
        async () =>
          (await asidePool.query({ text: sql, values: [...parameters], name: preparedName(sql) }))
            .rows as Row[],
      ),
    observeQueries: queries.observe,
    ping: async () => {
      await asidePool.query('select 1');
    },
    load: () => pool.load(),
    close: async () => {
      await Promise.all([db.destroy(), asidePool.end()]);
    },
  };
}
