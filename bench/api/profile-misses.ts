/**
 * Profiles the server under varied uncached catalogue traffic (scenario b): starts the built
 * server with `--cpu-prof` on a catalogue kept by `bench:api`, drives it for BENCH_SECONDS, stops
 * it and leaves the `.cpuprofile` files (main thread and read workers) in PROFILE_DIR.
 *
 *   BENCH_SIZES=100000 BENCH_SCENARIOS=none npm run bench:api   # writes the catalogue once
 *   npm run build && npm run bench:profile        # PROFILE=0: CPU per request only, no profile
 *   BENCH_DATABASE_URL=postgres://… BENCH_DIALECTS=postgres npm run bench:profile   # the PostgreSQL catalogue
 *   BENCH_BY_SHAPE=1 npm run bench:profile        # each shape of (b) alone: req/s and CPU per request
 *   BENCH_BY_SHAPE=1 BENCH_SHAPES='deep page,word pair' npm run bench:profile   # only those shapes
 *   PROFILE=1 BENCH_BY_SHAPE=1 BENCH_SHAPES='word pair' npm run bench:profile   # one shape, profiled
 *
 * Each shape alone moves less with the machine's noise than the mix does, and says which kind
 * of request costs what (docs/performance.md, session 17). A shape with few distinct URLs
 * (facets, words matching nothing) is mostly page-cache hits after its first seconds.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type autocannon from 'autocannon';
import { measure } from '../lib/autocannon-run.js';
import { prepareCatalogue } from '../lib/catalogue.js';
import { storefrontIndexLoaded } from '../lib/processes.js';
import { catalogueTrafficShapes, variedCatalogueTraffic } from '../lib/traffic.js';

const SIZE = Number(process.env.BENCH_SIZES ?? 100000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PORT = 4345;
const PROFILE_DIR = process.env.PROFILE_DIR ?? '/tmp/prof';
const ROOT = path.resolve(import.meta.dirname, '..', '..');

const BY_SHAPE = process.env.BENCH_BY_SHAPE === '1';
/** Shape names (as `catalogueTrafficShapes` names them) to run alone; all of them when unset. */
const SHAPES = process.env.BENCH_SHAPES?.split(',').map((name) => name.trim());
const shapes = catalogueTrafficShapes(SIZE).filter((shape) => !SHAPES || SHAPES.includes(shape.name));
// Checked before the server starts: a run that stops early would leave it holding the port.
if (SHAPES && (!BY_SHAPE || shapes.length !== SHAPES.length)) {
  const names = catalogueTrafficShapes(SIZE).map((shape) => shape.name);
  throw new Error(`BENCH_SHAPES needs BENCH_BY_SHAPE=1 and shape names among: ${names.join(', ')}`);
}
const DIALECT = process.env.BENCH_DIALECTS === 'postgres' ? 'postgres' : 'sqlite';
const catalogue = await prepareCatalogue(DIALECT, SIZE);
const server = spawn(
  process.execPath,
  [
    // By shape, a profile would mix every shape's; PROFILE=1 asks for one anyway (one shape named).
    ...(process.env.PROFILE === '0' || (BY_SHAPE && process.env.PROFILE !== '1')
      ? []
      : ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`]),
    path.join(ROOT, 'apps/server/dist/main.js'),
  ],
  {
    env: {
      ...process.env,
      ...catalogue.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      CATALOGUE_MISSES_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const base = `http://127.0.0.1:${PORT}`;
for (let i = 0; i < 100; i++) {
  if ((await fetch(`${base}/api/ready`).catch(() => null))?.ok) break;
  await new Promise((r) => setTimeout(r, 200));
}
await storefrontIndexLoaded(base);
if (BY_SHAPE) {
  console.log(
    '| shape | req/s | p50 ms | p99 ms | server CPU ms/request, all threads | of it the event loop |',
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const shape of shapes) {
    const { result, perThread } = await measureCpu(shape.next);
    const all = [...perThread.values()].reduce((sum, { ms }) => sum + ms, 0);
    const eventLoop = perThread.get(server.pid as number)?.ms ?? 0;
    const perRequest = (ms: number) => (ms / (result.requestsPerSecond * SECONDS)).toFixed(2);
    console.log(
      `| ${shape.name} | ${result.requestsPerSecond} | ${result.p50} | ${result.p99} | ${perRequest(all)} | ${perRequest(eventLoop)} |`,
    );
  }
} else {
  const generatorBefore = process.cpuUsage();
  const { result, perThread } = await measureCpu(variedCatalogueTraffic(SIZE));
  const generator = process.cpuUsage(generatorBefore);
  const served = result.requestsPerSecond * SECONDS;
  console.log(result);
  console.log('CPU ms per request, by thread:');
  let total = 0;
  for (const [tid, { name, ms: used }] of perThread) {
    total += used;
    if (used > 50) console.log(`  ${name} ${tid}: ${(used / served).toFixed(2)}`);
  }
  console.log(`  all threads: ${(total / served).toFixed(2)}`);
  // The load generator shares the two cores: what it spends per request is not the server's to use.
  console.log(
    `load generator (autocannon): ${((generator.user + generator.system) / 1000 / served).toFixed(2)}`,
  );
}
server.kill('SIGTERM');
await new Promise((r) => server.on('exit', r));

/** Drives the server with `next`'s URLs (after a warm-up) and reads each thread's CPU time meanwhile. */
async function measureCpu(next: () => string) {
  const requests: autocannon.Request[] = [{ setupRequest: (request) => ({ ...request, path: next() }) }];
  await measure(base, { seconds: 2, requests }); // warm-up
  const before = threadTimes(server.pid as number);
  const result = await measure(base, { seconds: SECONDS, requests });
  const after = threadTimes(server.pid as number);
  const perThread = new Map(
    [...after].map(([tid, { name, ms }]) => [tid, { name, ms: ms - (before.get(tid)?.ms ?? 0) }]),
  );
  return { result, perThread };
}

/** Name and CPU time (user + system, ms) of each thread of a process by thread id, from /proc (Linux). */
function threadTimes(pid: number): Map<number, { name: string; ms: number }> {
  const tick = 10; // USER_HZ = 100
  const times = new Map<number, { name: string; ms: number }>();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    times.set(Number(tid), { name, ms: (Number(fields[11]) + Number(fields[12])) * tick });
  }
  return times;
}
