import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { AppError } from '../errors/app-error.js';
import { platformErrors } from '../errors/platform-errors.js';
import type { DatabaseLoad } from './database-load.js';
import { preparedName } from './prepared-statements.js';

export interface PostgresPoolOptions {
  url: string;
  size: number;
  /** Cancels a statement that runs longer (ms); 0 = never. */
  statementTimeoutMs: number;
  /** Queries waiting for a connection before new ones answer `overloaded`. */
  queueLimit: number;
  /** How long a query waits for a connection before it answers `overloaded`. */
  waitMs: number;
}

const BUSY = platformErrors.shopBusyRightNow;

/** PostgreSQL's "statement cancelled by statement_timeout" becomes a clear 503, not a 500. */
function translate(error: unknown, timeoutMs: number): unknown {
  if ((error as { code?: unknown } | null)?.code === '57014') {
    return new AppError(
      'overloaded',
      { ...platformErrors.databaseGaveUpQuery, values: { timeoutMs: String(timeoutMs) } },
      undefined,
      {
        cause: error,
      },
    );
  }
  return error;
}

/**
 * The server refused a named statement: it does not exist on this server connection (26000),
 * exists already (42P05), or its cached plan no longer fits the table (0A000).
 */
const NAMED_STATEMENT_REFUSED = new Set(['26000', '42P05', '0A000']);

/** What a random page read costs our sessions' planner, against 1 for a sequential one. */
const RANDOM_PAGE_COST = 1.1;

/**
 * A `pg` pool sized by configuration, every connection with `statement_timeout`, that
 * refuses new work with `overloaded` rather than queueing into timeouts (decision 008).
 */
export function createPostgresPool(options: PostgresPoolOptions): PostgresPool & { load(): DatabaseLoad } {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.size,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: options.waitMs,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    // The planner's default (4) prices a random page read as a spinning disk's. The catalogue's
    // hot set lives in memory, and at 4 a capped count of a common search word, or of a brand's
    // price range, was planned as a sequential scan filtering every row (44 ms at 100 000
    // listings) instead of its index (9–15 ms). 1.1 is the usual setting for SSDs and cached
    // data (decision 008, addendum); it is this app's sessions only, not the server's.
    options: `-c random_page_cost=${RANDOM_PAGE_COST}`,
  });
  // An idle connection can be cut by the server (restart, failover). The pool drops it and
  // opens a new one on demand; without this listener the 'error' event would end the process.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL connection lost: ${error.message}`);
  });

  // One wrapper per pooled client, so Kysely keeps recognising the connection it made.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrapClient = (client: pg.PoolClient): PostgresPoolClient => {
    let wrapper = wrappers.get(client);
    if (!wrapper) {
      wrapper = wrap(client);
      wrappers.set(client, wrapper);
    }
    return wrapper;
  };
  // Connections whose named statements the server refused: they send every text unnamed.
  const unnamedOnly = new WeakSet<pg.PoolClient>();
  const run = (client: pg.PoolClient, args: unknown[]): unknown => {
    // A statement marked to be prepared once per connection is sent by name (decision 047).
    const name = typeof args[0] === 'string' && !unnamedOnly.has(client) ? preparedName(args[0]) : undefined;
    if (!name) return (client.query as (...a: unknown[]) => unknown)(...args);
    return client
      .query({ name, text: args[0] as string, values: args[1] as unknown[] })
      .catch((error: unknown) => {
        if (!NAMED_STATEMENT_REFUSED.has((error as { code?: unknown } | null)?.code as string)) throw error;
        // A pooler that moves sessions between server connections (PgBouncer in transaction
        // mode without `max_prepared_statements`), or a migration that changed a prepared
        // statement's columns under a running instance: asked again unnamed, and so from now on.
        unnamedOnly.add(client);
        return (client.query as (...a: unknown[]) => unknown)(...args);
      });
  };
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    // biome-ignore lint/suspicious/noExplicitAny: pg's overloads (text, cursor) pass through as they are.
    query: ((...args: any[]) => {
      const result = run(client, args);
      return result instanceof Promise
        ? result.catch((error: unknown) => {
            throw translate(error, options.statementTimeoutMs);
          })
        : result;
    }) as PostgresPoolClient['query'],
    release: () => client.release(),
  });

  return {
    connect: async () => {
      // pg-pool queues even requests an idle client is about to serve: count only the others.
      if (pool.waitingCount - pool.idleCount >= options.queueLimit) throw new AppError('overloaded', BUSY);
      try {
        return wrapClient(await pool.connect());
      } catch (error) {
        if (error instanceof Error && /timeout exceeded when trying to connect/i.test(error.message)) {
          throw new AppError('overloaded', BUSY, undefined, { cause: error });
        }
        throw error;
      }
    },
    end: () => pool.end(),
    // Connections lent out (their queries running), and requests queued for one beyond those an
    // idle connection is about to serve.
    load: () => ({
      running: pool.totalCount - pool.idleCount,
      waiting: Math.max(0, pool.waitingCount - pool.idleCount),
    }),
  };
}
