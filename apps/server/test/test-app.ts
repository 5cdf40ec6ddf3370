import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { buildApp, type RefocusApp } from '../src/app.js';
import type { Clock } from '../src/clock.js';
import { type DatabaseTuning, loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import type { PasswordCost } from '../src/modules/auth/passwords.js';
import { runStartupSteps } from '../src/startup/startup-steps.js';
import { migratedPostgresDatabase } from './migrated-template.js';
import { createPostgresDatabase, type PostgresDatabase } from './postgres-database.js';

/**
 * Hundreds of tests sign people up and in; at OWASP's cost each hash is tens of milliseconds of
 * a core. Argon2id's smallest sensible cost keeps them real hashes, checked the real way;
 * `passwords.test.ts` holds production's parameters to OWASP's figure.
 */
export const TEST_PASSWORD_COST: PasswordCost = { memoryCost: 256, timeCost: 1 };

export interface TestApp {
  app: RefocusApp;
  dataDir: string;
  /** The PostgreSQL database of this app, when it runs on PostgreSQL. */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

/**
 * A real app on a real database of its own, with no rows: a new SQLite file in a temporary
 * folder, or a PostgreSQL database dropped afterwards (a copy of the run's migrated template).
 * Runs never share rows. Like `main`, it runs the start-up steps first, explicitly (the
 * migrations, none left on PostgreSQL; the first admin and demo data only when `env` asks for
 * them), then builds the app, which writes nothing.
 */
export async function createTestApp(
  dialect: 'sqlite' | 'postgres',
  env: Record<string, string> = {},
  options: {
    logger?: FastifyBaseLogger;
    clock?: Clock;
    runJobs?: boolean;
    /** By default TEST_PASSWORD_COST; a test about hashing gives production's. */
    passwordCost?: PasswordCost;
    /** Settings of the database no environment variable sets (the read workers' listing writer). */
    databaseTuning?: Partial<DatabaseTuning>;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refocus-test-'));
  const database = dialect === 'postgres' ? await migratedPostgresDatabase(testServerUrl()) : undefined;
  const loaded = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    // Load shedding by event-loop delay would refuse requests whenever the test machine is
    // busy; the tests that are about shedding turn it on themselves.
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const { databaseTuning, ...appOptions } = options;
  const config = { ...loaded, databaseTuning: { ...loaded.databaseTuning, ...databaseTuning } };
  const opened = openDatabase(config);
  await runStartupSteps(opened, config, pino({ level: 'silent' }), options.clock);
  const app = await buildApp(config, { database: opened, passwordCost: TEST_PASSWORD_COST, ...appOptions });
  return {
    app,
    dataDir,
    databaseUrl: database?.url,
    close: async () => {
      await app.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new, empty PostgreSQL database on TEST_DATABASE_URL's server, and how to drop it. */
export function testPostgresDatabase(): Promise<PostgresDatabase> {
  return createPostgresDatabase(testServerUrl());
}

function testServerUrl(): string {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  return adminUrl;
}
