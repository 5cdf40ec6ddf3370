import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { runStartupSteps } from '../src/startup/startup-steps.js';
import { createPostgresDatabase, type PostgresDatabase } from './postgres-database.js';

/**
 * The run's migrated PostgreSQL template: the global set-up migrates one database once, and
 * every PostgreSQL test app starts from `create database … template …` of it instead of running
 * every migration again (356 ms an app, median, against 576 ms). SQLite test apps migrate their
 * own new file: a copy of a migrated one measured no faster (303 ms both). The migration tests
 * still migrate from nothing on both (`migrated-database.ts`).
 */
const POSTGRES_TEMPLATE = 'REFOCUS_TEST_POSTGRES_TEMPLATE';

/**
 * Migrates the template when TEST_DATABASE_URL is set and names it in the environment the test
 * workers inherit; answers how to remove it.
 */
export async function createMigratedTemplate(): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return async () => {};
  const template = await createPostgresDatabase(adminUrl, 'refocus_template');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'refocus-template-'));
  try {
    await migrate({ DATA_DIR: folder, DATABASE_URL: template.url });
    process.env[POSTGRES_TEMPLATE] = new URL(template.url).pathname.slice(1);
  } catch (error) {
    await template.drop();
    throw error;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  return () => template.drop();
}

/** Runs the start-up steps (the migrations, nothing seeded) on the database `env` names, then closes it. */
async function migrate(env: Record<string, string>): Promise<void> {
  const config = loadConfig({ ...env, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
  const database = openDatabase(config);
  try {
    await runStartupSteps(database, config, pino({ level: 'silent' }));
  } finally {
    await database.close();
  }
}

/** A new PostgreSQL database, a copy of the migrated template when the run made one. */
export function migratedPostgresDatabase(adminUrl: string): Promise<PostgresDatabase> {
  return createPostgresDatabase(adminUrl, 'refocus_test', process.env[POSTGRES_TEMPLATE]);
}
