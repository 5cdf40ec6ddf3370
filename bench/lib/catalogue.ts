import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { namedPostgresDatabase } from '../../apps/server/test/postgres-database.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SERVER_DIR = path.join(ROOT, 'apps/server');

/** The generator's sellers sign in with this password in the benchmarks. */
export const BENCH_SELLER_PASSWORD = 'bench seller password';

/** Runs a TypeScript tool of a checkout (`root`, this one unless given) on the catalogue's database. */
function runTool(env: Record<string, string>, tool: string, args: string[], root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', tool, ...args], {
      cwd: root,
      env: { ...process.env, INIT_CWD: root, ...env },
      stdio: 'inherit',
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} exited ${code}`))));
  });
}

const checkoutOf = (serverDir = SERVER_DIR) => path.resolve(serverDir, '..', '..');

const runMigrations = (env: Record<string, string>, serverDir?: string) =>
  runTool(env, 'apps/server/src/cli/migrate.ts', [], checkoutOf(serverDir));

/** The catalogue generator: in bench/catalogue/ since issue 39, in the server's CLI before. */
function runGenerator(env: Record<string, string>, listings: number, serverDir?: string): Promise<void> {
  const root = checkoutOf(serverDir);
  const generator = ['bench/catalogue/seed-catalogue.ts', 'apps/server/src/cli/seed-catalogue.ts'].find(
    (file) => fs.existsSync(path.join(root, file)),
  );
  if (!generator) throw new Error(`no catalogue generator in ${root}`);
  return runTool(env, generator, ['--listings', String(listings), '--password', BENCH_SELLER_PASSWORD], root);
}

/**
 * A catalogue of `size` listings made by `npm run seed:catalogue`, kept between runs (a
 * million listings take a while to write): SQLite in BENCH_DATA_DIR, PostgreSQL in a
 * database of its own. BENCH_FRESH=1 writes it again. The (c) scenario adds some listings and
 * bookings to it, so a kept catalogue grows by a few thousand rows per run.
 *
 * `serverDir` (another checkout's apps/server, e.g. a worktree of an older commit) writes and
 * migrates a catalogue of its own with its own generator and migrations: a build refuses a
 * database that has a migration its code does not know.
 */
export async function prepareCatalogue(
  dialect: 'sqlite' | 'postgres',
  size: number,
  serverDir?: string,
): Promise<{ env: Record<string, string>; dataDir: string; generatedInMs?: number }> {
  const root = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'refocus-bench');
  const from =
    serverDir && path.resolve(serverDir) !== SERVER_DIR
      ? `_from_${createHash('sha256').update(path.resolve(serverDir)).digest('hex').slice(0, 8)}`
      : '';
  const dataDir = path.join(root, `${dialect}-${size}${from}`);
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
    env.DATABASE_URL = await namedPostgresDatabase(base, `refocus_bench_${size}${from}`, { fresh });
  }
  // Several-instance set-up (decision 018): the catalogue version over Redis, no database round trip per hit.
  if (process.env.BENCH_REDIS_URL) {
    env.REDIS_URL = process.env.BENCH_REDIS_URL;
    env.REDIS_KEY_PREFIX = `refocus-bench:${process.pid}:`;
  }
  if (!fresh) {
    // A kept catalogue may predate the code's latest migrations; the server would apply them
    // at start, the in-process benches do not start one.
    await runMigrations(env, serverDir);
    return { env, dataDir };
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const started = Date.now();
  await runGenerator(env, size, serverDir);
  fs.writeFileSync(marker, new Date().toISOString());
  return { env, dataDir, generatedInMs: Date.now() - started };
}
