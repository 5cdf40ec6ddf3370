import SQLite from 'better-sqlite3';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { prepareOnce } from '../../db/prepared-statements.js';
import type { DB } from '../../db/schema.js';

/**
 * Marks the public catalogue as changed. Call it inside the transaction of any write that
 * changes what the storefront shows (a listing created, edited, sold, booked, withdrawn, or
 * its seller deleted), so cached pages of every instance stop being served.
 */
export async function bumpCatalogueVersion(db: Kysely<DB>): Promise<void> {
  await db.updateTable('catalogue_state').set({ version: sql`version + 1` }).where('id', '=', 1).execute();
}

/** Asked by every miss (and every hit without Redis): prepared once per PostgreSQL connection. */
const READ_VERSION = CompiledQuery.raw('select version from catalogue_state where id = 1');
prepareOnce(READ_VERSION.sql);

async function readCatalogueVersion(db: Kysely<DB>): Promise<number> {
  const { rows } = await db.executeQuery<{ version: number | string }>(READ_VERSION);
  return Number(rows[0]?.version ?? 0);
}

export interface CatalogueVersionReader {
  read(): Promise<number>;
  close(): void;
}

/**
 * How the page cache reads the version on every catalogue request. PostgreSQL: one small
 * indexed query on the pool, outside any transaction. SQLite: a prepared statement on a
 * read-only connection of its own, opened on first use, read once per event-loop turn (see
 * `oncePerTurn`). Not on the app's connection: that one is shared with open write
 * transactions, and a read there would see a version bump that is not committed yet (and may
 * be rolled back) and keep a page under it.
 */
export function catalogueVersionReader(database: Database): CatalogueVersionReader {
  const file = database.sqlite?.name;
  if (!file) return { read: sharedReads(() => readCatalogueVersion(database.db)), close: () => {} };
  let connection: SQLite.Database | undefined;
  let statement: SQLite.Statement | undefined;
  const read = () => {
    if (!statement) {
      connection = new SQLite(file, { readonly: true, fileMustExist: true });
      statement = connection.prepare('select version from catalogue_state where id = 1').pluck();
    }
    return Number(statement.get() ?? 0);
  };
  const readInTurn = oncePerTurn(read, database.writerUses ?? (() => Number.NaN));
  return { read: async () => readInTurn(), close: () => connection?.close() };
}

/**
 * The requests of one event-loop turn share one read of the version. Each read opens a WAL
 * read transaction, whose shared-memory locks are system calls: about 30 µs of the event loop
 * per catalogue request under varied traffic, 3 % of its time (docs/performance.md, session 21).
 *
 * Still current for a client's own writes: the read is forgotten as soon as this process's
 * writer runs anything (`writerUses` moves, a commit included), and a client's next request
 * comes in a later turn than the answer to its write. A write by another process (a CLI) is
 * seen from the next turn, which is as soon as a read made just before it would have missed it
 * anyway. Without a way to tell writes (`writerUses` NaN), every call reads.
 */
export function oncePerTurn(read: () => number, writerUses: () => number): () => number {
  let kept: { version: number; writerUses: number } | undefined;
  const forget = () => {
    kept = undefined;
  };
  return () => {
    const uses = writerUses();
    if (kept !== undefined && kept.writerUses === uses) return kept.version;
    const version = read();
    // Immediates run once the turn's I/O callbacks are done: the next turn reads again.
    if (kept === undefined) setImmediate(forget);
    kept = { version, writerUses: uses };
    return version;
  };
}

/**
 * Callers asking while a read is under way share the next one, started when it ends: one read
 * per round trip instead of one per caller. Not the read under way, which may have begun before
 * the caller asked and miss a write its client already saw committed. Under varied uncached
 * traffic on PostgreSQL every miss asks for the version; that was 0.8 of the 1.9 queries per
 * request, each a round trip whose socket write is the event loop's largest cost there.
 */
export function sharedReads(read: () => Promise<number>): () => Promise<number> {
  let running: Promise<number> | undefined;
  let next: Promise<number> | undefined;
  const start = (): Promise<number> => {
    const reading: Promise<number> = read().finally(() => {
      if (running === reading) running = undefined;
    });
    running = reading;
    return reading;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
