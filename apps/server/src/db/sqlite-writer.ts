import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';
import { besideThisModule } from './sqlite-read-pool.js';

const WORKER_FILE = 'sqlite-writer-worker.cjs';

/** What a statement run on the writer answers: its rows, or what it changed. */
export type WriterResult =
  | { rows: unknown[] }
  | { changes: number; lastInsertRowid: number | bigint; rows?: undefined };

/** Where writes and transactions run on SQLite: the app's one read-write connection. */
export interface SqliteWriter {
  run(sql: string, parameters: readonly unknown[]): Promise<WriterResult>;
  /** A statement without results: `begin`, `commit`, `rollback`, savepoints. */
  exec(sql: string): Promise<void>;
  /** Why the writer can no longer write (its thread failed or ended), if it cannot. */
  failure(): Error | undefined;
  /** Ends the writer; later calls do nothing. */
  close(): Promise<void>;
}

/** The writer on the event loop itself (no read workers: everything runs there, decision 008). */
export function writerOnEventLoop(main: SQLite.Database): SqliteWriter {
  return {
    run: async (sql, parameters) => {
      const statement = main.prepare(sql);
      if (statement.reader) return { rows: statement.all(parameters) };
      const { changes, lastInsertRowid } = statement.run(parameters);
      return { changes, lastInsertRowid };
    },
    exec: async (sql) => {
      main.exec(sql);
    },
    failure: () => undefined,
    close: async () => {},
  };
}

/** The worker beside this module: `src/db/` under tsx and Vitest, `dist/` in the bundled server. */
function workerFile(): string {
  const found = besideThisModule(WORKER_FILE).find((file) => fs.existsSync(file));
  if (!found) throw new Error(`${WORKER_FILE} not found beside ${import.meta.url}`);
  return found;
}

interface Reply {
  id: number;
  rows?: unknown[];
  changes?: number;
  lastInsertRowid?: number | bigint;
  error?: { name: string; message: string; code?: string };
}

/**
 * The writer on a thread of its own (decision 055): a write that holds SQLite for long (FTS5
 * merging a big search index inside the writing transaction) holds that thread, not the event
 * loop. Messages are answered in the order they are sent; the routing driver's mutex keeps one
 * transaction at a time, as before.
 */
export class SqliteWriterThread implements SqliteWriter {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve(reply: Reply): void; reject(error: Error): void }>();
  private nextId = 0;
  private failed: Error | undefined;
  private closing: Promise<void> | undefined;

  /** `pragmas`: set on the thread's connection as on every read-write one (database.ts). */
  constructor(file: string, pragmas: readonly string[]) {
    this.worker = new Worker(workerFile(), { workerData: { file, pragmas } });
    this.worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      waiting?.resolve(reply);
    });
    // The first cause is kept (an 'error' is followed by an 'exit'); `/api/ready` reports it.
    const fail = (error: Error) => {
      this.failed ??= error;
      for (const waiting of this.pending.values()) waiting.reject(this.failed);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`the SQLite writer stopped (exit code ${code})`)));
  }

  failure(): Error | undefined {
    return this.failed;
  }

  private send(message: { sql?: string; parameters?: readonly unknown[]; exec?: boolean; close?: boolean }) {
    if (this.failed) return Promise.reject(this.failed);
    const id = ++this.nextId;
    return new Promise<Reply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      try {
        this.worker.postMessage({ id, ...message });
      } catch (error) {
        // A value that cannot cross to the thread: this statement fails, the writer goes on.
        this.pending.delete(id);
        reject(error);
      }
    }).then((reply) => {
      if (!reply.error) return reply;
      // As better-sqlite3 throws it: callers look at `code` (errors.ts, the start-up lock).
      throw Object.assign(new Error(reply.error.message), { name: reply.error.name, code: reply.error.code });
    });
  }

  async run(sql: string, parameters: readonly unknown[]): Promise<WriterResult> {
    const reply = await this.send({ sql, parameters });
    if (reply.rows) return { rows: reply.rows };
    return { changes: reply.changes ?? 0, lastInsertRowid: reply.lastInsertRowid ?? 0 };
  }

  async exec(sql: string): Promise<void> {
    await this.send({ sql, exec: true });
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      // Statements sent before are answered first: messages are taken in order.
      if (!this.failed) await this.send({ close: true }).catch(() => {});
      await this.worker.terminate();
    })();
    return this.closing;
  }
}
