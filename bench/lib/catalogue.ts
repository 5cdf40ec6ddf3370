import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { namedPostgresDatabase } from '../../apps/server/test/postgres-database.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The generator's sellers sign in with this password in the benchmarks. */
export const BENCH_SELLER_PASSWORD = 'bench seller password';

/** Runs one of the server's command-line tools (`apps/server/src/cli/`) on the catalogue's database. */
function runCli(env: Record<string, string>, tool: string, args: string[] = []): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'apps/server/src/cli', tool), ...args],
      { cwd: ROOT, env: { ...process.env, INIT_CWD: ROOT, ...env }, stdio: 'inherit' },
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} exited ${code}`))));
  });
}

const runGenerator = (env: Record<string, string>, listings: number) =>
  runCli(env, 'seed-catalogue.ts', ['--listings', String(listings), '--password', BENCH_SELLER_PASSWORD]);

/**
 * A catalogue of `size` listings made by `npm run seed:catalogue`, kept between runs (a
 * million listings take a while to write): SQLite in BENCH_DATA_DIR, PostgreSQL in a
 * database of its own. BENCH_FRESH=1 writes it again. The (c) scenario adds some listings and
 * bookings to it, so a kept catalogue grows by a few thousand rows per run.
 */
export async function prepareCatalogue(
  dialect: 'sqlite' | 'postgres',
  size: number,
): Promise<{ env: Record<string, string>; dataDir: string; generatedInMs?: number }> {
  const root = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'refocus-bench');
  const dataDir = path.join(root, `${dialect}-${size}`);
  const marker = path.join(dataDir, '.generated');
  const fresh = process.env.BENCH_FRESH === '1' || !fs.existsSync(marker);
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    TOKEN_SECRET: 'bench-token-secret-that-is-long-enough',
    SIGNUPS_PER_10_MINUTES: '100000',
  };
  if (dialect === 'postgres') {
    const base = process.env.BENCH_DATABASE_URL;
    if (!base) throw new Error('BENCH_DATABASE_URL is not set');
    env.DATABASE_URL = await namedPostgresDatabase(base, `refocus_bench_${size}`, { fresh });
  }
  // Several-instance set-up (decision 018): the catalogue version over Redis, no database round trip per hit.
  if (process.env.BENCH_REDIS_URL) {
    env.REDIS_URL = process.env.BENCH_REDIS_URL;
    env.REDIS_KEY_PREFIX = `refocus-bench:${process.pid}:`;
  }
  if (!fresh) {
    // A kept catalogue may predate the code's latest migrations; the server would apply them
    // at start, the in-process benches do not start one.
    await runCli(env, 'migrate.ts');
    return { env, dataDir };
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const started = Date.now();
  await runGenerator(env, size);
  fs.writeFileSync(marker, new Date().toISOString());
  return { env, dataDir, generatedInMs: Date.now() - started };
}
