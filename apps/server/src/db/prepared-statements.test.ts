import { CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresPool } from './postgres-pool.js';
import { preparedName, prepareOnce } from './prepared-statements.js';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('statements prepared once per PostgreSQL connection', () => {
  // One connection, so the session that ran the statements is the one asked about them.
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({
      pool: createPostgresPool({
        url: url as string,
        size: 1,
        statementTimeoutMs: 5_000,
        queueLimit: 10,
        waitMs: 5_000,
      }),
    }),
  });
  afterAll(() => db.destroy());

  it('sends a marked text by name and prepares it once; other texts stay unnamed', async () => {
    const marked = CompiledQuery.raw('select 40 + $1::int as n', [2]);
    const unmarked = CompiledQuery.raw('select 50 + $1::int as n', [2]);
    prepareOnce(marked.sql);
    prepareOnce(marked.sql);
    const name = preparedName(marked.sql);
    expect(name).toMatch(/^refocus_\d+$/);
    expect(preparedName(unmarked.sql)).toBeUndefined();
    for (const _ of [1, 2, 3]) {
      expect((await db.executeQuery<{ n: number }>(marked)).rows).toEqual([{ n: 42 }]);
      expect((await db.executeQuery<{ n: number }>(unmarked)).rows).toEqual([{ n: 52 }]);
    }
    const prepared = await db.executeQuery<{ name: string; statement: string }>(
      CompiledQuery.raw('select name, statement from pg_prepared_statements'),
    );
    expect(prepared.rows).toEqual([{ name, statement: marked.sql }]);
  });

  it('asks unnamed, from then on, on a connection whose server forgot or refuses its statements', async () => {
    const marked = CompiledQuery.raw('select 60 + $1::int as n', [2]);
    prepareOnce(marked.sql);
    expect((await db.executeQuery<{ n: number }>(marked)).rows).toEqual([{ n: 62 }]);
    // As a pooler that moved this session to another server connection would leave it.
    await db.executeQuery(CompiledQuery.raw('deallocate all'));
    expect((await db.executeQuery<{ n: number }>(marked)).rows).toEqual([{ n: 62 }]);
    expect((await db.executeQuery<{ n: number }>(marked)).rows).toEqual([{ n: 62 }]);
    const prepared = await db.executeQuery(CompiledQuery.raw('select name from pg_prepared_statements'));
    expect(prepared.rows).toEqual([]);
  });
});
