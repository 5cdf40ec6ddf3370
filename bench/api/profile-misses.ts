/**
 * Profiles the server under varied uncached catalogue traffic (scenario b): starts the built
 * server with `--cpu-prof` on a catalogue kept by `bench:api`, drives it for BENCH_SECONDS, stops
 * it and leaves the `.cpuprofile` files (main thread and read workers) in PROFILE_DIR.
 *
 *   BENCH_SIZES=100000 BENCH_SCENARIOS=none npm run bench:api   # writes the catalogue once
 *   npm run build && npm run bench:profile        # PROFILE=0: CPU per request only, no profile
 *   BENCH_DATABASE_URL=postgres://… BENCH_DIALECTS=postgres npm run bench:profile   # the PostgreSQL catalogue
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type autocannon from 'autocannon';
import { measure } from '../lib/autocannon-run.js';
import { prepareCatalogue } from '../lib/catalogue.js';
import { storefrontIndexLoaded } from '../lib/processes.js';
import { variedCatalogueTraffic } from '../lib/traffic.js';

const SIZE = Number(process.env.BENCH_SIZES ?? 100000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PORT = 4345;
const PROFILE_DIR = process.env.PROFILE_DIR ?? '/tmp/prof';
const ROOT = path.resolve(import.meta.dirname, '..', '..');

const DIALECT = process.env.BENCH_DIALECTS === 'postgres' ? 'postgres' : 'sqlite';
const catalogue = await prepareCatalogue(DIALECT, SIZE);
const server = spawn(
  process.execPath,
  [
    ...(process.env.PROFILE === '0' ? [] : ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`]),
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
const next = variedCatalogueTraffic(SIZE);
const requests: autocannon.Request[] = [{ setupRequest: (request) => ({ ...request, path: next() }) }];
await measure(base, { seconds: 2, requests }); // warm-up
const before = threadTimes(server.pid as number);
const generatorBefore = process.cpuUsage();
const result = await measure(base, { seconds: SECONDS, requests });
const generator = process.cpuUsage(generatorBefore);
const after = threadTimes(server.pid as number);
const served = result.requestsPerSecond * SECONDS;
console.log(result);
console.log('CPU ms per request, by thread:');
let total = 0;
for (const [name, ms] of after) {
  const used = ms - (before.get(name) ?? 0);
  total += used;
  if (used > 50) console.log(`  ${name}: ${(used / served).toFixed(2)}`);
}
console.log(`  all threads: ${(total / served).toFixed(2)}`);
// The load generator shares the two cores: what it spends per request is not the server's to use.
console.log(
  `load generator (autocannon): ${((generator.user + generator.system) / 1000 / served).toFixed(2)}`,
);
server.kill('SIGTERM');
await new Promise((r) => server.on('exit', r));

/** CPU time (user + system, ms) of each thread of a process, from /proc (Linux). */
function threadTimes(pid: number): Map<string, number> {
  const tick = 10; // USER_HZ = 100
  const times = new Map<string, number>();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ms = (Number(fields[11]) + Number(fields[12])) * tick;
    times.set(`${name} ${tid}`, ms);
  }
  return times;
}
