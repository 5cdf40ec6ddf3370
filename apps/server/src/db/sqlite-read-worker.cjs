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

/** Runs one read query and answers its rows. */
module.exports = function runRead({ sql, parameters }) {
  const statement = prepared(sql);
  if (!statement.reader) throw new Error('the read pool only runs queries that return rows');
  return statement.all(parameters);
};
