/**
 * API throughput against its ceiling. For each catalogue size (1 000 and 100 000 listings)
 * and database (SQLite; PostgreSQL when BENCH_DATABASE_URL is set), starts the built server
 * and a bare node:http server replaying the same bytes, drives both with autocannon in
 * turns, and prints requests/s, p50, p99 and the ratio to the ceiling.
 *
 *   npm run build && npm run bench:api
 *   BENCH_SIZES=1000 BENCH_SECONDS=3 npm run bench:api
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPostgresDatabase, type PostgresDatabase } from '../../apps/server/test/postgres-database.js';
import { startServerProcess, stopGracefully } from '../../apps/server/test/server-process.js';
import { measure } from '../lib/autocannon-run.js';
import { generateCatalogue } from '../lib/catalogue.js';
import { type RecordedAnswer, record, startCeiling } from '../lib/ceiling.js';
import { benchOrders } from './orders.js';

const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PORT = 4510;

async function benchOne(dialect: 'sqlite' | 'postgres', size: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refocus-bench-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    TOKEN_SECRET: 'bench-token-secret-that-is-long-enough',
    SIGNUPS_PER_10_MINUTES: '100000',
  };
  let database: PostgresDatabase | undefined;
  if (dialect === 'postgres') {
    database = await createPostgresDatabase(String(process.env.BENCH_DATABASE_URL), `refocus_bench_${size}`);
    env.DATABASE_URL = database.url;
  }
  const started = Date.now();
  await generateCatalogue(env, size);
  console.log(
    `\n## ${dialect}, ${size.toLocaleString('en')} listings (generated in ${Date.now() - started} ms)`,
  );

  const server = await startServerProcess(env, PORT, { entry: 'built', echoStderr: true });
  const base = `http://127.0.0.1:${PORT}`;
  const someId = (
    (await (await fetch(`${base}/api/products?limit=1&page=${Math.floor(size / 2)}`)).json()) as {
      _id: string;
    }[]
  )[0]?._id;
  const deepPage = Math.max(1, Math.floor(size / 24 / 2));
  const paths = [
    '/api/home-cameras',
    '/api/products',
    `/api/products?page=${deepPage}`,
    '/api/category/2',
    '/api/products?q=nikon',
    `/api/products/${someId}`,
  ];
  const answers = new Map<string, RecordedAnswer>();
  for (const p of paths) answers.set(p, await record(`${base}${p}`));
  const ceiling = await startCeiling(answers);

  console.log('| endpoint | req/s | p50 ms | p99 ms | ceiling req/s | ratio |');
  console.log('|---|---:|---:|---:|---:|---:|');
  const rows = [];
  for (const p of paths) {
    // Warm both up (JIT, caches), then measure in turns, twice, so both see the same noise.
    await measure(`${base}${p}`, { seconds: 1 });
    await measure(`http://127.0.0.1:${ceiling.port}${p}`, { seconds: 1 });
    const ours = [];
    const bare = [];
    for (let round = 0; round < 2; round++) {
      ours.push(await measure(`${base}${p}`, { seconds: SECONDS / 2 }));
      bare.push(await measure(`http://127.0.0.1:${ceiling.port}${p}`, { seconds: SECONDS / 2 }));
    }
    const rps = Math.round((ours[0]!.requestsPerSecond + ours[1]!.requestsPerSecond) / 2);
    const ceilingRps = Math.round((bare[0]!.requestsPerSecond + bare[1]!.requestsPerSecond) / 2);
    const p50 = Math.max(ours[0]!.p50, ours[1]!.p50);
    const p99 = Math.max(ours[0]!.p99, ours[1]!.p99);
    const errors = ours.reduce((n, r) => n + r.errors + r.non2xx, 0);
    const label = p.replace(someId ?? '', '{id}');
    rows.push({ label, rps, ceilingRps, p50, p99 });
    console.log(
      `| ${label} | ${rps} | ${p50} | ${p99} | ${ceilingRps} | ${(rps / ceilingRps).toFixed(2)}${errors ? ` (${errors} errors)` : ''} |`,
    );
  }
  ceiling.close();
  const orders = await benchOrders(base, SECONDS);
  console.log(
    `\nPOST /api/orders: ${orders.requestsPerSecond} req/s, p50 ${orders.p50} ms, p99 ${orders.p99} ms`,
  );
  await stopGracefully(server);
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return rows;
}

console.log(
  `# Refocus API benchmark — ${new Date().toISOString()} — ${os.cpus().length} cores, Node ${process.version}`,
);
for (const dialect of [
  'sqlite',
  ...(process.env.BENCH_DATABASE_URL ? (['postgres'] as const) : []),
] as const) {
  const results = new Map<number, Awaited<ReturnType<typeof benchOne>>>();
  for (const size of SIZES) results.set(size, await benchOne(dialect, size));
  if (SIZES.length > 1) {
    const [small, large] = [results.get(SIZES[0]!)!, results.get(SIZES[SIZES.length - 1]!)!];
    // Compared as shares of the ceiling measured in the same run, so machine noise cancels out.
    console.log(`\n### ${dialect}: ${SIZES.at(-1)} vs ${SIZES[0]} listings (share of the ceiling)`);
    for (const [i, row] of small.entries()) {
      const big = large[i]!;
      const kept = big.rps / big.ceilingRps / (row.rps / row.ceilingRps);
      console.log(`- ${row.label}: ${(kept * 100).toFixed(0)} % kept (p99 ${row.p99} → ${big.p99} ms)`);
    }
  }
}
