import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DB } from '../src/db/schema.js';
import type { TestApp } from './test-app.js';

export interface PlanRecorder {
  /** A connection to the test app's database that records every query it runs. */
  db: Kysely<DB>;
  /** Runs `work` on `db` and answers the database's plan of each query it asked. */
  plansDuring(work: () => Promise<unknown>): Promise<string[]>;
  destroy(): Promise<void>;
}

/**
 * For the query-plan tests: the real queries (through the real repositories and services)
 * are recorded, then explained by the database. PostgreSQL explains with `enable_seqscan =
 * off`, so its plan shows whether an index can serve, whatever the table's size.
 * `PRINT_PLANS=1` prints each plan.
 */
export function recordQueryPlans(t: TestApp, dialect: 'sqlite' | 'postgres'): PlanRecorder {
  const recorded: CompiledQuery[] = [];
  const log = (event: { query: CompiledQuery }) => {
    recorded.push(event.query);
  };
  const db =
    dialect === 'sqlite'
      ? new Kysely<DB>({
          dialect: new SqliteDialect({ database: new SQLite(path.join(t.dataDir, 'refocus.sqlite')) }),
          log,
        })
      : new Kysely<DB>({
          dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: t.databaseUrl, max: 1 }) }),
          log,
        });

  async function plansOf(queries: CompiledQuery[]): Promise<string[]> {
    const plans: string[] = [];
    await db.connection().execute(async (connection) => {
      if (dialect === 'postgres') await sql`set enable_seqscan = off`.execute(connection);
      for (const query of queries) {
        // A transaction's own statements have no plan (PostgreSQL refuses to explain them).
        if (/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(query.sql)) continue;
        const prefix = dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
        const { rows } = await connection.executeQuery<Record<string, string>>({
          ...query,
          sql: `${prefix}${query.sql}`,
        });
        const lines = rows.map((row) => (dialect === 'sqlite' ? row.detail : row['QUERY PLAN']));
        plans.push(`${query.sql}\n  ${lines.join('\n  ')}`);
        if (process.env.PRINT_PLANS) console.log(plans.at(-1));
      }
    });
    return plans;
  }

  return {
    db,
    async plansDuring(work) {
      recorded.length = 0;
      await work();
      return plansOf([...recorded]);
    },
    destroy: () => db.destroy(),
  };
}
