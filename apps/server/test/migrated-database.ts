import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, Migrator } from 'kysely';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrationProvider } from '../src/db/migrations/all-migrations.js';
import type { DB } from '../src/db/schema.js';
import { testPostgresDatabase } from './test-app.js';

export interface MigratedDatabase {
  db: Kysely<DB>;
  /** Closes the connection and removes the database (its folder, or its PostgreSQL database). */
  close(): Promise<void>;
}

/**
 * A database of its own, migrated only up to `migration`: the schema an older version left,
 * for a test that writes rows the old way and then runs the newer migrations over them.
 */
export async function databaseMigratedTo(
  dialect: 'sqlite' | 'postgres',
  migration: string,
): Promise<MigratedDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refocus-migration-'));
  const postgres = dialect === 'postgres' ? await testPostgresDatabase() : undefined;
  const database = openDatabase(
    loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    }),
  );
  const close = async () => {
    await database.close();
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const { error } = await new Migrator({ db: database.db, provider: migrationProvider }).migrateTo(migration);
  if (error) {
    await close();
    throw error;
  }
  return { db: database.db, close };
}
