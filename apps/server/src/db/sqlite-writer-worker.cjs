// The SQLite writer's thread (sqlite-writer.ts). Plain CommonJS JavaScript for the same reasons as
// sqlite-read-worker.cjs: the same file runs under tsx, Vitest and the bundled server.
// It holds the app's one read-write connection and runs what the routing driver sends it, one
// message at a time, in order: statements, and `begin`/`commit`/`rollback`/savepoints. A write
// that takes long (FTS5 merging a big search index inside the writing transaction took 1.6 s at
// a million listings) then holds this thread, not the event loop (decision 055).
'use strict';

const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require('better-sqlite3');

const db = new SQLite(workerData.file, { fileMustExist: true });
// Set up as every read-write connection is (database.ts sends the list): durable, checked
// references, patient locks.
for (const pragma of workerData.pragmas) db.pragma(pragma);

const prepared = require('./sqlite-statement-cache.cjs')(db);

function answer({ sql, parameters, exec }) {
  if (exec) {
    db.exec(sql);
    return {};
  }
  const statement = prepared(sql);
  if (statement.reader) return { rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { changes, lastInsertRowid };
}

parentPort.on('message', (message) => {
  if (message.close) {
    db.close();
    parentPort.postMessage({ id: message.id });
    return;
  }
  try {
    parentPort.postMessage({ id: message.id, ...answer(message) });
  } catch (error) {
    // SQLite's own code (`SQLITE_CONSTRAINT_UNIQUE`, `SQLITE_BUSY` …) is what callers look at.
    parentPort.postMessage({
      id: message.id,
      error: { name: error.name, message: error.message, code: error.code },
    });
  }
});
