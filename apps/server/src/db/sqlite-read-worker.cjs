// One worker of the SQLite read pool (sqlite-read-pool.ts). Plain JavaScript on purpose: the
// same file runs under tsx, Vitest and the bundled server without a TypeScript loader.
// CommonJS on purpose too: Piscina loads its worker with require() first, and on Node 20.19 a
// require() of an ES module whose thread is terminated mid-load (an app closed while its pool
// starts) aborts the whole process on a V8 assertion; a CommonJS file never takes that path.
// Each worker holds its own read-only connection; in WAL mode readers never block the writer
// and each statement sees every transaction committed before it started.
'use strict';

const os = require('node:os');
const { workerData } = require('node:worker_threads');
const SQLite = require('better-sqlite3');

// On Linux a thread's nice value is its own: lowering this worker's priority keeps the event
// loop (health checks, cache hits, writes) first in line for the CPU when reads pile up.
try {
  os.setPriority(workerData.nice ?? 10);
} catch {
  // not permitted here: run at the normal priority
}

const db = new SQLite(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
// A larger page cache per reader keeps the hot parts of big catalogues in memory (KiB).
db.pragma(`cache_size = -${workerData.cacheKiB ?? 32768}`);

const prepared = require('./sqlite-statement-cache.cjs')(db);

// The listing writer (the products module's listing-writer.ts, bundled by build.mjs), when the
// pool was given one: loaded as the worker starts, with the server, so a build written into dist
// later cannot give a running server a writer other than its own.
const writer = workerData.writerFile ? require(workerData.writerFile) : undefined;

/**
 * Runs one read query and answers its rows, or, for a task that asks for them written
 * (`writeFor`, the image URLs' origin), the listings' JSON the writer makes of the rows
 * (decision 054): one buffer crosses back to the event loop instead of every row's values.
 */
module.exports = function runRead({ sql, parameters, writeFor }) {
  const statement = prepared(sql);
  if (!statement.reader) throw new Error('the read pool only runs queries that return rows');
  const rows = statement.all(parameters);
  if (writeFor === undefined) return rows;
  if (!writer) throw new Error('this read pool has no listing writer');
  return writer.writeListingRows(rows, writeFor);
};
