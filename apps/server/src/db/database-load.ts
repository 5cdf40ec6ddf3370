/**
 * How busy the database is now, as the server sees it: queries running (on a read worker, the
 * writer or a pooled connection) and queries waiting for one. `/metrics` reports it, and tests
 * wait on it instead of sleeping until a query has reached the database.
 */
export interface DatabaseLoad {
  running: number;
  waiting: number;
}
