/**
 * Open-loop load (issue 39): varied uncached catalogue traffic at a stated arrival rate, whatever
 * the answers do, each latency counted from the request's planned send time (no coordinated
 * omission; bench/lib/open-loop.ts). The built server runs as `npm start` runs it, on a copy of
 * a catalogue made by `npm run seed:catalogue`, behind a trusted proxy (TRUST_PROXY=loopback):
 * each request names one of CLIENTS visitors in X-Forwarded-For and asks for `br, gzip`. The
 * mix is bench/lib/traffic.ts's openLoopTrafficShapes. Meanwhile another process times
 * /api/health every 50 ms. Then, for information only, a closed loop (autocannon, 50
 * connections) says how many requests a second the build answers flat out.
 *
 *   npm run build && npm run bench:open-loop
 *   CATALOGUE=10000 RATE=30 SECONDS=15 npm run bench:open-loop
 *   DATABASE=postgres CATALOGUE=1000000 RATE=200 npm run bench:open-loop
 *
 * A/B, two builds on the same schedule and the same catalogue, alternately, ROUNDS times each
 * (a fresh copy of the catalogue for every run: a server may write to its database as it runs):
 *
 *   git worktree add /tmp/refocus-before <rev> && cd /tmp/refocus-before && npm ci && npm run build
 *   BUILDS=/tmp/refocus-before/apps/server,apps/server npm run bench:open-loop
 *
 * A build refuses a database with a migration its code does not know: when the newer build
 * added one, write the catalogue with the older one's generator and migrations,
 * SEED_FROM=/tmp/refocus-before/apps/server (the newer build migrates its copy at start).
 *
 * Settings (environment):
 *   RATE=100            requests per second offered
 *   SECONDS=20          length of the measured schedule
 *   ARRIVALS=poisson    or `even`: gaps drawn from an exponential distribution, or all alike
 *   SEED=1              the schedule, URLs and client addresses (the same for every run)
 *   CLIENTS=5000        client addresses in X-Forwarded-For
 *   CATALOGUE=100000    listings (kept between runs; BENCH_FRESH=1 writes it again)
 *   DATABASE=sqlite     or `postgres`: BENCH_DATABASE_URL, postgres://postgres@127.0.0.1:5432/postgres
 *                       unless set; each run gets a database of its own copied from the catalogue's
 *   BUILDS=dirA,dirB    built server folders (with dist/main.js; a checkout's root also does); unset:
 *                       this checkout's apps/server
 *   ROUNDS              runs of each build, alternately (2 with BUILDS, else 1)
 *   WARMUP=3            seconds of the same traffic (other URLs) before the measured schedule
 *   CLOSED_SECONDS=10   the closed-loop figure's length; 0 leaves it out
 *   TIMEOUT_MS=10000    a request unanswered this long is abandoned and counted as an error
 *   BENCH_PORT=4360     the server's port
 *   TYPOS=0             the share of requests that are a brand and a word with one or two typos
 *                       (bench/lib/traffic.ts's typoTrafficShapes; issue 43 asks 0.3)
 *
 * The load generator, the probe and the server share the machine's cores.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPostgresDatabase } from '../../apps/server/test/postgres-database.js';
import { BROWSER_HEADERS, CONNECTIONS, type LoadResult, measure } from '../lib/autocannon-run.js';
import { prepareCatalogue } from '../lib/catalogue.js';
import { type HealthFigures, probeHealth } from '../lib/health.js';
import { referenceWorkMs } from '../lib/machine-speed.js';
import {
  LATE_MS,
  type OpenLoopResult,
  type PlannedRequest,
  runOpenLoop,
  schedule,
} from '../lib/open-loop.js';
import { cpuMs, residentMiB, sampleMemory, startBuild, stop } from '../lib/processes.js';
import { seededRandom } from '../lib/seeded-random.js';
import { drawShape, openLoopTrafficShapes, typoTrafficShapes, visitorAddresses } from '../lib/traffic.js';

const env = process.env;
const RATE = Number(env.RATE ?? 100);
const SECONDS = Number(env.SECONDS ?? 20);
const ARRIVALS = env.ARRIVALS === 'even' ? 'even' : 'poisson';
const SEED = Number(env.SEED ?? 1);
const CLIENTS = Number(env.CLIENTS ?? 5000);
const CATALOGUE = Number(env.CATALOGUE ?? 100_000);
const DATABASE = env.DATABASE === 'postgres' ? 'postgres' : 'sqlite';
const WARMUP = Number(env.WARMUP ?? 3);
const CLOSED_SECONDS = Number(env.CLOSED_SECONDS ?? 10);
const TIMEOUT_MS = Number(env.TIMEOUT_MS ?? 10_000);
const PORT = Number(env.BENCH_PORT ?? 4360);
const TYPOS = Number(env.TYPOS ?? 0);
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const BUILDS = (env.BUILDS?.split(',') ?? [path.join(ROOT, 'apps/server')]).map(serverFolder);
const ROUNDS = Number(env.ROUNDS ?? (env.BUILDS ? 2 : 1));
/** Lets the bench read the page cache's hits and misses from /metrics. */
const METRICS_TOKEN = 'open-loop-bench-metrics-token';
const base = `http://127.0.0.1:${PORT}`;

/** The folder holding dist/main.js: `dir` itself, or the apps/server of a checkout's root. */
function serverFolder(dir: string): string {
  for (const folder of [path.resolve(dir), path.resolve(dir, 'apps/server')]) {
    if (fs.existsSync(path.join(folder, 'dist/main.js'))) return folder;
  }
  throw new Error(`${dir}: no dist/main.js in it or in its apps/server (npm run build there first)`);
}

/** The typo shapes TYPOS draws from: a brand and a word with one or two typos. */
function typoShapes(random: () => number) {
  return TYPOS > 0 ? typoTrafficShapes(CATALOGUE, random).filter((shape) => shape.name.includes('typo')) : [];
}

/** The same requests, addresses and times for every run with the same seed. */
function plan(seed: number, seconds: number) {
  const random = seededRandom(seed + 1);
  const shapes = openLoopTrafficShapes(CATALOGUE, random);
  const typos = typoShapes(random);
  const addresses = visitorAddresses(CLIENTS);
  const next = (): PlannedRequest => {
    const shape = typos.length > 0 && random() < TYPOS ? drawShape(typos, random) : drawShape(shapes, random);
    const path = shape.next();
    const client = addresses[Math.floor(random() * addresses.length)]!;
    return { shape: shape.name, path, headers: { ...BROWSER_HEADERS, 'x-forwarded-for': client } };
  };
  return { next, requests: schedule(RATE, seconds, ARRIVALS, seededRandom(seed), next) };
}

type Catalogue = Awaited<ReturnType<typeof prepareCatalogue>>;

/** A copy of the catalogue for one run (its folder; on PostgreSQL its database too), and how to remove it. */
async function catalogueCopy(catalogue: Catalogue) {
  const dataDir = fs.mkdtempSync(path.join(path.dirname(catalogue.dataDir), 'open-loop-run-'));
  fs.cpSync(catalogue.dataDir, dataDir, {
    recursive: true,
    mode: fs.constants.COPYFILE_FICLONE,
    filter: (file) => !file.endsWith('.log'),
  });
  const database =
    DATABASE === 'postgres'
      ? await createPostgresDatabase(
          env.BENCH_DATABASE_URL!,
          'refocus_open_loop',
          new URL(catalogue.env.DATABASE_URL!).pathname.slice(1),
        )
      : undefined;
  return {
    env: { ...catalogue.env, DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '' },
    remove: async () => {
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The page cache's lookups so far, from /metrics (undefined when the build has none). */
async function cacheLookups(): Promise<{ hit: number; miss: number } | undefined> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (!res.ok) return undefined;
  const text = await res.text();
  const count = (result: string) =>
    Number(
      new RegExp(`^refocus_page_cache_lookups_total\\{result="${result}"\\} (\\d+)`, 'm').exec(text)?.[1],
    );
  const hit = count('hit');
  const miss = count('miss');
  return Number.isNaN(hit) || Number.isNaN(miss) ? undefined : { hit, miss };
}

interface RunFigures {
  loop: OpenLoopResult;
  health: HealthFigures;
  rss: { ready: number; end: number; peak: number };
  /** Server CPU time (all threads) per request of the schedule. */
  cpuMsPerRequest: number;
  /** Share of the measured catalogue requests answered from the page cache. */
  cacheHits?: number;
  closed?: LoadResult;
  /** bench/lib/machine-speed.ts just before the run: compare runs only at similar speeds. */
  speedMs: number;
}

async function runOnce(build: string, label: string, catalogue: Catalogue): Promise<RunFigures> {
  const copy = await catalogueCopy(catalogue);
  const logFile = path.join(os.tmpdir(), `refocus-open-loop-${label.replace(/[^A-Za-z0-9]+/g, '-')}.log`);
  try {
    const server = await startBuild(
      build,
      { ...copy.env, TRUST_PROXY: 'loopback', METRICS_TOKEN },
      PORT,
      logFile,
    ).catch((error: Error) => {
      throw new Error(
        `${error.message}. If it names a migration it does not know, write the catalogue with that build's code: SEED_FROM=${build}`,
      );
    });
    try {
      const pid = server.pid!;
      const ready = await residentMiB(pid);
      const speedMs = referenceWorkMs();
      if (WARMUP > 0) {
        await runOpenLoop(base, plan(SEED + 1000, WARMUP).requests, {
          seconds: WARMUP,
          timeoutMs: TIMEOUT_MS,
        });
      }
      const lookupsBefore = await cacheLookups();
      const memory = sampleMemory(pid);
      const cpuBefore = await cpuMs(pid);
      // Both start at the same moment; the probe's process needs a moment to load.
      const startAt = Date.now() + 2000;
      const [loop, health] = await Promise.all([
        runOpenLoop(base, plan(SEED, SECONDS).requests, { seconds: SECONDS, startAt, timeoutMs: TIMEOUT_MS }),
        probeHealth(base, SECONDS, { intervalMs: 50, startAt }),
      ]);
      const cpuMsPerRequest = ((await cpuMs(pid)) - cpuBefore) / loop.requests;
      const end = await residentMiB(pid);
      const peak = await memory.stop();
      const lookupsAfter = await cacheLookups();
      const cacheHits =
        lookupsBefore && lookupsAfter
          ? (lookupsAfter.hit - lookupsBefore.hit) /
            (lookupsAfter.hit + lookupsAfter.miss - lookupsBefore.hit - lookupsBefore.miss)
          : undefined;
      let closed: LoadResult | undefined;
      if (CLOSED_SECONDS > 0) {
        const { next } = plan(SEED + 2000, 0);
        closed = await measure(base, {
          seconds: CLOSED_SECONDS,
          requests: [
            {
              setupRequest: (request) => {
                const { path, headers } = next();
                return { ...request, path, headers };
              },
            },
          ],
        });
      }
      return { loop, health, rss: { ready, end, peak }, cpuMsPerRequest, cacheHits, closed, speedMs };
    } finally {
      await stop(server);
    }
  } finally {
    await copy.remove();
  }
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : String(Math.round(value)));

/** The figures of every run side by side, one column each. */
function table(labels: string[], runs: RunFigures[], shapes: string[]): string {
  const errorKinds = [...new Set(runs.flatMap((r) => Object.keys(r.loop.errors)))].sort();
  const rows: [string, (r: RunFigures) => string][] = [
    ['offered rate (req/s, the schedule)', (r) => r.loop.offeredRate.toFixed(1)],
    ['sent rate (req/s)', (r) => r.loop.sentRate.toFixed(1)],
    ['achieved rate (2xx/3xx answers/s)', (r) => r.loop.achievedRate.toFixed(1)],
    ['requests', (r) => String(r.loop.requests)],
    ['errors (non-2xx/3xx, socket, timeout)', (r) => String(r.loop.requests - r.loop.answered)],
    ...errorKinds.map((kind): [string, (r: RunFigures) => string] => [
      `  ${kind}`,
      (r) => String(r.loop.errors[kind] ?? 0),
    ]),
    ['latency from planned send p50 ms', (r) => ms(r.loop.latency.p50)],
    ['latency p90 ms', (r) => ms(r.loop.latency.p90)],
    ['latency p99 ms', (r) => ms(r.loop.latency.p99)],
    ['latency max ms', (r) => ms(r.loop.latency.max)],
    ...shapes.map((shape): [string, (r: RunFigures) => string] => [
      `  ${shape}: n, p50 / p99 ms`,
      (r) => {
        const p = r.loop.byShape.get(shape);
        return p ? `${p.count}, ${ms(p.p50)} / ${ms(p.p99)}` : '–';
      },
    ]),
    [`client: sends > ${LATE_MS} ms behind schedule`, (r) => String(r.loop.lateSends)],
    ['client: send lag p99 / max ms', (r) => `${ms(r.loop.sendLag.p99)} / ${ms(r.loop.sendLag.max)}`],
    ['page cache hits', (r) => (r.cacheHits === undefined ? '–' : `${(r.cacheHits * 100).toFixed(1)} %`)],
    ['/api/health p50 ms (other process, every 50 ms)', (r) => ms(r.health.p50)],
    ['/api/health p99 ms', (r) => ms(r.health.p99)],
    ['/api/health max ms', (r) => ms(r.health.max)],
    ['/api/health requests, errors', (r) => `${r.health.requests}, ${r.health.errors}`],
    ['server RSS MiB: ready / end (peak)', (r) => `${r.rss.ready} / ${r.rss.end} (${r.rss.peak})`],
    ['server CPU ms per request (all threads)', (r) => r.cpuMsPerRequest.toFixed(2)],
    ['machine speed: reference work ms (lower is faster)', (r) => String(r.speedMs)],
    [
      `closed loop, ${CONNECTIONS} connections (information only): req/s`,
      (r) => (r.closed ? String(r.closed.requestsPerSecond) : '–'),
    ],
    [
      '  closed loop p50 / p99 ms, errors (not visitors’ latency)',
      (r) => (r.closed ? `${r.closed.p50} / ${r.closed.p99}, ${r.closed.errors + r.closed.non2xx}` : '–'),
    ],
  ];
  return [
    `| | ${labels.join(' | ')} |`,
    `|---|${labels.map(() => '---:').join('|')}|`,
    ...rows.map(([name, cell]) => `| ${name} | ${runs.map(cell).join(' | ')} |`),
  ].join('\n');
}

if (DATABASE === 'postgres') env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
console.log(
  `# Refocus open-loop load — ${new Date().toISOString()} — ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`,
);
const catalogue = await prepareCatalogue(DATABASE, CATALOGUE, env.SEED_FROM);
console.log(
  `${DATABASE === 'postgres' ? 'PostgreSQL' : 'SQLite'}, ${CATALOGUE.toLocaleString('en')} listings${catalogue.generatedInMs ? ` (generated in ${(catalogue.generatedInMs / 1000).toFixed(1)} s)` : ' (kept from an earlier run)'}${env.SEED_FROM ? `, written by ${env.SEED_FROM}` : ''}; ` +
    `${RATE} req/s offered (${ARRIVALS} arrivals, seed ${SEED}) for ${SECONDS} s after ${WARMUP} s of warm-up, ` +
    `from ${CLIENTS} client addresses; latency from each request's planned send time; failures count at their time.`,
);
const letters = BUILDS.map((_, i) => String.fromCharCode(65 + i));
if (env.BUILDS) for (const [i, build] of BUILDS.entries()) console.log(`${letters[i]} = ${build}`);
const labels: string[] = [];
const runs: RunFigures[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  for (const [i, build] of BUILDS.entries()) {
    const label = env.BUILDS ? `${letters[i]}#${round}` : ROUNDS > 1 ? `#${round}` : 'this build';
    const figures = await runOnce(build, label, catalogue);
    console.log(
      `${label}: ${figures.loop.requests} requests, p99 ${ms(figures.loop.latency.p99)} ms, ${figures.loop.requests - figures.loop.answered} errors`,
    );
    if (figures.loop.lateSends > 0) {
      console.log(
        `  the client fell behind its schedule: ${figures.loop.lateSends} requests left more than ${LATE_MS} ms late (at most ${ms(figures.loop.sendLag.max)} ms); latencies still count from the planned time`,
      );
    }
    labels.push(label);
    runs.push(figures);
  }
}
const shapes = [...openLoopTrafficShapes(CATALOGUE, Math.random), ...typoShapes(Math.random)].map(
  (shape) => shape.name,
);
console.log(`\n${table(labels, runs, shapes)}`);
