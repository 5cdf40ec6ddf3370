import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { TEST_DIALECTS } from './dialects.js';
import { createMigratedTemplate } from './migrated-template.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.CI === 'true' && !process.env.TEST_DATABASE_URL) {
    throw new Error('CI must set TEST_DATABASE_URL so the PostgreSQL suite runs instead of being skipped');
  }
  // Tests that start the server as its own process start the built one, as `npm start` does;
  // built here once for the run when a source changed (the journeys then find it current).
  execFileSync(process.execPath, ['scripts/build-if-stale.mjs', 'server'], { cwd: ROOT, stdio: 'inherit' });
  console.log(`\nAPI tests run against: ${TEST_DIALECTS.join(' and ')}\n`);
  return createMigratedTemplate();
}
