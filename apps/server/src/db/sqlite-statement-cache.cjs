// Prepared statements by SQL text, for the SQLite worker threads (sqlite-read-worker.cjs and
// sqlite-writer-worker.cjs), which each hold one connection for as long as the app runs.
// Plain CommonJS beside them, copied with them into dist by build.mjs.
'use strict';

const MAX_STATEMENTS = 500;

/** A function that answers `db`'s statement for `sql`, prepared once (the cache is emptied past 500). */
module.exports = function statementCache(db) {
  const statements = new Map();
  return function prepared(sql) {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= MAX_STATEMENTS) statements.clear();
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
};
