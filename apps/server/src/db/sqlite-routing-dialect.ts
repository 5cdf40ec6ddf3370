import type SQLite from 'better-sqlite3';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  SelectQueryNode,
  SqliteAdapter,
  type SqliteDialect,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { SqliteReadPool } from './sqlite-read-pool.js';
import type { SqliteWriter } from './sqlite-writer.js';
import type { WriterLock } from './writer-lock.js';

/** Raw `begin …` / `commit` / `rollback` / `end` statements, which open or close a transaction. */
function transactionControl(compiled: CompiledQuery): 'begin' | 'end' | undefined {
  if (compiled.query.kind !== 'RawNode') return undefined;
  const word = /^\s*(\w+)/.exec(compiled.sql)?.[1]?.toLowerCase();
  if (word === 'begin') return 'begin';
  if (word === 'commit' || word === 'rollback' || word === 'end') {
    // `rollback to <savepoint>` keeps the transaction open.
    return /^\s*rollback\s+(transaction\s+)?to\b/i.test(compiled.sql) ? undefined : 'end';
  }
  return undefined;
}

/**
 * Where each query runs. Outside a transaction a query that only reads goes to the read pool
 * (a worker thread); writes, and everything inside a transaction, run on the writer (the one
 * read-write connection, on a thread of its own when there are read workers, decision 055)
 * under the mutex, so a transaction sees its own writes and keeps the connection to itself.
 * A read sent after a write was acknowledged sees it: in WAL mode each read starts from the
 * latest commit.
 */
class RoutingConnection implements DatabaseConnection {
  release: (() => void) | undefined;

  constructor(private readonly driver: SqliteRoutingDriver) {}

  get inTransaction(): boolean {
    return this.release !== undefined;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    // `db.connection()` callers may run their own `begin … commit` in raw SQL (the start-up
    // lock does): the connection then holds the writer until the transaction ends.
    const control = transactionControl(compiled);
    if (control === 'begin' && !this.inTransaction) {
      const release = await this.driver.mutex.lock();
      try {
        const result = await this.driver.runOnWriter<R>(compiled);
        this.release = release;
        return result;
      } catch (error) {
        release();
        throw error;
      }
    }
    if (control === 'end' && this.inTransaction) {
      try {
        return await this.driver.runOnWriter<R>(compiled);
      } finally {
        this.endTransaction();
      }
    }
    if (this.inTransaction) return this.driver.runOnWriter<R>(compiled);
    if (this.driver.isRead(compiled)) return { rows: (await this.driver.read(compiled)) as R[] };
    const release = await this.driver.mutex.lock();
    try {
      return await this.driver.runOnWriter<R>(compiled);
    } finally {
      release();
    }
  }

  endTransaction(): void {
    const release = this.release;
    this.release = undefined;
    release?.();
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered by this driver.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming queries are not supported on SQLite');
  }
}

class SqliteRoutingDriver implements Driver {
  /** Whether a raw SQL text only reads, by SQLite's own judgement (cached per text). */
  private readonly rawReadOnly = new Map<string, boolean>();

  constructor(
    /** The main connection: only asked whether a raw statement reads (`isRead`). */
    private readonly main: SQLite.Database,
    private readonly pool: SqliteReadPool | undefined,
    private readonly writer: SqliteWriter,
    /** One writer at a time, in arrival order (503 beyond its bounds). */
    readonly mutex: WriterLock,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutingConnection(this);
  }

  isRead(compiled: CompiledQuery): boolean {
    if (!this.pool) return false;
    if (SelectQueryNode.is(compiled.query)) return true;
    if (compiled.query.kind !== 'RawNode') return false;
    let readOnly = this.rawReadOnly.get(compiled.sql);
    if (readOnly === undefined) {
      let statement: SQLite.Statement;
      try {
        statement = this.main.prepare(compiled.sql);
      } catch {
        // This connection's copy of the schema may be behind the writer's (a migration just
        // dropped or made what the statement names): the writer, which is current, runs it.
        return false;
      }
      readOnly = statement.reader && statement.readonly;
      if (this.rawReadOnly.size >= 500) this.rawReadOnly.clear();
      this.rawReadOnly.set(compiled.sql, readOnly);
    }
    return readOnly;
  }

  read(compiled: CompiledQuery): Promise<unknown[]> {
    return (this.pool as SqliteReadPool).all(compiled.sql, compiled.parameters);
  }

  async runOnWriter<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.writer.run(compiled.sql, compiled.parameters);
    if (result.rows) return { rows: result.rows as R[] };
    return { numAffectedRows: BigInt(result.changes), insertId: BigInt(result.lastInsertRowid), rows: [] };
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const routing = connection as RoutingConnection;
    // A transaction inside a raw `begin … commit` (the start-up lock's): refused, as the
    // lock's contract says. On PostgreSQL it would commit the outer one early; here it
    // must not quietly become something else.
    if (routing.inTransaction) {
      throw new Error("a transaction cannot be opened inside this connection's own transaction");
    }
    routing.release = await this.mutex.lock();
    try {
      await this.writer.exec('begin');
    } catch (error) {
      this.endTransaction(routing);
      throw error;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const routing = connection as RoutingConnection;
    try {
      await this.writer.exec('commit');
    } finally {
      this.endTransaction(routing);
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const routing = connection as RoutingConnection;
    try {
      await this.writer.exec('rollback');
    } finally {
      this.endTransaction(routing);
    }
  }

  async savepoint(_connection: DatabaseConnection, name: string): Promise<void> {
    await this.writer.exec(`savepoint "${name}"`);
  }

  async rollbackToSavepoint(_connection: DatabaseConnection, name: string): Promise<void> {
    await this.writer.exec(`rollback to "${name}"`);
  }

  async releaseSavepoint(_connection: DatabaseConnection, name: string): Promise<void> {
    await this.writer.exec(`release "${name}"`);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // A transaction that never reached commit or rollback must not keep the writer locked.
    if ((connection as RoutingConnection).inTransaction) this.endTransaction(connection as RoutingConnection);
  }

  async destroy(): Promise<void> {
    await this.pool?.close();
    await this.writer.close();
    this.main.close();
  }

  private endTransaction(connection: RoutingConnection): void {
    connection.endTransaction();
  }
}

/** Kysely's SQLite dialect with reads off the event loop (decision 008). */
export class SqliteRoutingDialect implements Pick<SqliteDialect, keyof SqliteDialect> {
  constructor(
    private readonly main: SQLite.Database,
    private readonly pool: SqliteReadPool | undefined,
    private readonly writer: SqliteWriter,
    /** How many writers may wait for their turn, and for how long (503 beyond either). */
    private readonly lock: WriterLock,
  ) {}

  createDriver(): Driver {
    return new SqliteRoutingDriver(this.main, this.pool, this.writer, this.lock);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter() {
    return new SqliteAdapter();
  }

  createIntrospector(db: Parameters<SqliteDialect['createIntrospector']>[0]) {
    return new SqliteIntrospector(db);
  }
}
