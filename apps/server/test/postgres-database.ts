import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface PostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new database on the server `adminUrl` points at (tests: TEST_DATABASE_URL; benches:
 * BENCH_DATABASE_URL), named `prefix` plus a random suffix so concurrent runs never meet:
 * empty, or a copy of the database `template`.
 */
export async function createPostgresDatabase(
  adminUrl: string,
  prefix = 'refocus_test',
  template?: string,
): Promise<PostgresDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await asAdmin(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: postgresDatabaseUrl(adminUrl, name),
    drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * The database `name` on the same server, created empty when `fresh` (dropped first if it
 * was there): the benches keep a generated catalogue between runs under a fixed name.
 */
export async function namedPostgresDatabase(
  adminUrl: string,
  name: string,
  { fresh }: { fresh: boolean },
): Promise<string> {
  if (fresh) {
    await asAdmin(adminUrl, `drop database if exists ${name} with (force)`);
    await asAdmin(adminUrl, `create database ${name}`);
  }
  return postgresDatabaseUrl(adminUrl, name);
}

function postgresDatabaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
