import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createPostgresDatabase } from './postgres-database.js';

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  /** The PostgreSQL database of this app, when it runs on PostgreSQL. */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

/**
 * A real app on a real, empty database of its own: a fresh SQLite file in a temporary
 * folder, or a freshly created PostgreSQL database dropped afterwards. Runs never share rows.
 */
export async function createTestApp(
  dialect: 'sqlite' | 'postgres',
  env: Record<string, string> = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refocus-test-'));
  const database = dialect === 'postgres' ? await createPostgresDatabase(testDatabaseUrl()) : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const app = await buildApp(config);
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

function testDatabaseUrl(): string {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  return adminUrl;
}
