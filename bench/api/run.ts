/**
 * API benchmarks that tell the truth (issue 12). For each database (SQLite; PostgreSQL too
 * when BENCH_DATABASE_URL is set) and catalogue size (100 000 and 1 000 000 listings made by
 * `npm run seed:catalogue`), starts the built server as `npm start` runs it (default logging,
 * written to a file) and drives it with 50 connections sending `Accept-Encoding: br, gzip`:
 *
 *   (a) hot cached reads, against a bare node:http server replaying the same bytes (the ceiling);
 *   (b) varied uncached catalogue traffic (words, word pairs, words matching nothing, brand +
 *       price range + sort, deep pages, deep brand pages);
 *   (c) (b) with 5 % writes: new listings, price edits, bookings;
 *   (d) /api/health latency, measured from a process of its own during (b), and before it
 *       against the idle server, on an idle machine and with every core kept busy by other
 *       processes: the floor the machine sets for (d), whatever the server does.
 *
 *   npm run build && npm run bench:api
 *   BENCH_SIZES=100000 BENCH_SECONDS=20 BENCH_SCENARIOS=a,b npm run bench:api
 *   BENCH_DATABASE_URL=postgres://… BENCH_REDIS_URL=redis://127.0.0.1:6379 BENCH_DIALECTS=postgres npm run bench:api
 *
 * The load generator runs on the same machine and shares its cores with the server.
 */
import os from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { signInSellers, signUpBuyers } from '../lib/accounts.js';
import { BROWSER_HEADERS, CONNECTIONS, type LoadResult, measure } from '../lib/autocannon-run.js';
import { withBusyCores } from '../lib/busy-cores.js';
import { prepareCatalogue } from '../lib/catalogue.js';
import { type RecordedAnswer, record, startCeiling } from '../lib/ceiling.js';
import { probeHealth } from '../lib/health.js';
import { referenceWorkMs } from '../lib/machine-speed.js';
import { cataloguePhoto, uploadPhotos } from '../lib/photos.js';
import { cpuMs, sampleMemory, startServer, stop } from '../lib/processes.js';
import { variedCatalogueTraffic } from '../lib/traffic.js';

const SIZES = (process.env.BENCH_SIZES ?? '100000,1000000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const SCENARIOS = new Set((process.env.BENCH_SCENARIOS ?? 'a,b,c').split(','));
const PORT = Number(process.env.BENCH_PORT ?? 4340);
const base = `http://127.0.0.1:${PORT}`;

function row(label: string, r: LoadResult, extra = ''): string {
  const failures = r.errors + r.non2xx;
  // Which statuses, e.g. "32 (30×409, 2×400)": a 409 of a booked listing is a correct answer.
  const statuses = Object.entries(r.statuses).map(([status, n]) => `${n}×${status}`);
  return `| ${label} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.max} | ${failures}${statuses.length > 0 ? ` (${statuses.join(', ')})` : ''} |${extra}`;
}

/** (d): /api/health from a separate process for `seconds`. */
const healthDuring = (seconds: number) => probeHealth(base, seconds);

async function hotReads(size: number, pid: number): Promise<void> {
  const someId = (
    (await (await fetch(`${base}/api/products?limit=1&page=${Math.floor(size / 4)}`)).json()) as {
      _id: string;
    }[]
  )[0]?._id;
  if (!someId) throw new Error('no listing found for the detail page');
  const paths = [
    '/api/home-cameras',
    '/api/products',
    `/api/products?page=${Math.max(1, Math.floor(size / 24 / 2))}`,
    '/api/category/2',
    '/api/products?q=nikon',
    `/api/products/${someId}`,
  ];
  const answers = new Map<string, RecordedAnswer>();
  for (const p of paths) {
    // The miss fills the cache; hits then answer the kept compressed variant.
    for (let i = 0; i < 3; i++) answers.set(p, await record(`${base}${p}`, BROWSER_HEADERS));
  }
  const ceiling = await startCeiling(answers);
  console.log('\n(a) hot cached reads, 50 connections, against the same bytes from bare node:http\n');
  console.log(
    '| endpoint | req/s | p50 ms | p99 ms | max ms | errors | ceiling req/s | ratio | encoding | server CPU µs/req |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|---:|');
  for (const p of paths) {
    // Warm both up, then measure in turns, twice, so both see the same noise.
    await measure(`${base}${p}`, { seconds: 1 });
    await measure(`http://127.0.0.1:${ceiling.port}${p}`, { seconds: 1 });
    const ours: LoadResult[] = [];
    const bare: LoadResult[] = [];
    let serverCpuMs = 0;
    for (let round = 0; round < 2; round++) {
      const cpuBefore = await cpuMs(pid);
      ours.push(await measure(`${base}${p}`, { seconds: SECONDS / 4 }));
      serverCpuMs += (await cpuMs(pid)) - cpuBefore;
      bare.push(await measure(`http://127.0.0.1:${ceiling.port}${p}`, { seconds: SECONDS / 4 }));
    }
    const served = ((ours[0]!.requestsPerSecond + ours[1]!.requestsPerSecond) * SECONDS) / 4;
    const merged: LoadResult = {
      requestsPerSecond: Math.round((ours[0]!.requestsPerSecond + ours[1]!.requestsPerSecond) / 2),
      p50: Math.max(ours[0]!.p50, ours[1]!.p50),
      p99: Math.max(ours[0]!.p99, ours[1]!.p99),
      max: Math.max(ours[0]!.max, ours[1]!.max),
      errors: ours[0]!.errors + ours[1]!.errors,
      non2xx: ours[0]!.non2xx + ours[1]!.non2xx,
      statuses: Object.fromEntries(
        [...new Set([...Object.keys(ours[0]!.statuses), ...Object.keys(ours[1]!.statuses)])].map((status) => [
          status,
          (ours[0]!.statuses[status] ?? 0) + (ours[1]!.statuses[status] ?? 0),
        ]),
      ),
    };
    const ceilingRps = Math.round((bare[0]!.requestsPerSecond + bare[1]!.requestsPerSecond) / 2);
    const encoding = answers.get(p)?.headers['content-encoding'] ?? 'none';
    console.log(
      row(
        p.replace(someId, '{id}'),
        merged,
        ` ${ceilingRps} | ${(merged.requestsPerSecond / ceilingRps).toFixed(2)} | ${encoding} | ${Math.round((serverCpuMs * 1000) / served)} |`,
      ),
    );
  }
  ceiling.close();
}

/** How long each of (d)'s two reference probes runs, against the idle server. */
const FLOOR_SECONDS = Math.max(5, Math.round(SECONDS / 2));

async function variedReads(size: number, pid: number): Promise<void> {
  // Before any catalogue traffic: the server idle, the machine idle and then with its cores busy.
  const idle = await healthDuring(FLOOR_SECONDS);
  const floor = await withBusyCores(() => healthDuring(FLOOR_SECONDS));
  const next = variedCatalogueTraffic(size);
  const requests: autocannon.Request[] = [{ setupRequest: (request) => ({ ...request, path: next() }) }];
  await measure(base, { seconds: 2, requests }); // warm-up
  const speedBefore = referenceWorkMs();
  const memory = sampleMemory(pid);
  const cpuBefore = await cpuMs(pid);
  const [result, health] = await Promise.all([
    measure(base, { seconds: SECONDS, requests }),
    healthDuring(SECONDS),
  ]);
  const serverCpuMs = (await cpuMs(pid)) - cpuBefore;
  const rss = await memory.stop();
  const speedAfter = referenceWorkMs();
  console.log(
    '\n(b) varied uncached catalogue traffic, 50 connections; (d) /api/health from another process meanwhile\n',
  );
  console.log('| scenario | req/s | p50 ms | p99 ms | max ms | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  console.log(row('(b) varied catalogue reads', result));
  const probeRow = (label: string, probe: typeof health) =>
    `| ${label} | ${probe.requests} requests | ${probe.p50} | ${probe.p99} | ${probe.max} | ${probe.errors} |`;
  console.log(probeRow('(d) /api/health during (b), one at a time', health));
  console.log(probeRow('(d) the same, server idle, machine idle', idle));
  console.log(
    probeRow(
      `(d) the same, server idle, ${os.cpus().length} other processes keeping every core busy: the machine's floor`,
      floor,
    ),
  );
  // Little's law for a closed loop: every connection always has one request out, so the mean
  // time in flight is the connections over the rate. A p99 far below it cannot happen.
  console.log(
    `\n(b)'s mean latency with ${CONNECTIONS} connections each waiting for its answer: ${CONNECTIONS} / req/s = ${((CONNECTIONS * 1000) / result.requestsPerSecond).toFixed(0)} ms`,
  );
  console.log(`server RSS during (b): up to ${rss} MiB`);
  console.log(
    `server CPU during (b): ${(serverCpuMs / (result.requestsPerSecond * SECONDS)).toFixed(2)} ms per request (all threads)`,
  );
  console.log(
    `machine speed: reference work ${speedBefore} ms before (b), ${speedAfter} ms after (lower is faster; compare runs only at similar speeds)`,
  );
}

async function mixedWithWrites(size: number, dataDir: string): Promise<void> {
  const sellers = await signInSellers(base, 25);
  const buyers = await signUpBuyers(base, 50, dataDir);
  const own = await Promise.all(
    sellers.map(async (token) => {
      const res = await fetch(`${base}/api/me/products?limit=50`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await res.json()) as { _id: string }[]).map((p) => ({
        id: p._id,
        token,
      }));
    }),
  );
  const editable = own.flat();
  const bookable = (
    await Promise.all(
      [2, 7, 13, 29].map(
        async (page) =>
          (await (await fetch(`${base}/api/products?limit=100&page=${page}`)).json()) as { _id: string }[],
      ),
    )
  ).flat();
  // A new listing shows a photo its seller uploaded (another seller's is refused with a 400).
  const photos = await uploadPhotos(base, sellers, cataloguePhoto(dataDir));
  const next = variedCatalogueTraffic(size);
  let writes = 0;
  let bookings = 0;
  const write = (request: autocannon.Request): autocannon.Request => {
    const kind = writes++ % 3;
    if (kind === 0) {
      const seller = sellers[writes % sellers.length]!;
      return {
        ...request,
        method: 'POST',
        path: '/api/products',
        headers: {
          ...BROWSER_HEADERS,
          authorization: `Bearer ${seller}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          name: `Nikon Z6 II bench listing ${writes}`,
          imgURL: photos.get(seller),
          categoryId: 3,
          location: 'Kraków',
          resalePrice: 1200,
          originalPrice: 1999,
          yearOfUse: 2,
          condition: 'Excellent',
          sellerName: 'Bench Seller',
          sellerNumber: '+48 600 100 200',
          yearOfPurchase: 2023,
          description: 'Written by the benchmark to move the catalogue version.',
        }),
      };
    }
    if (kind === 1) {
      const listing = editable[writes % editable.length]!;
      return {
        ...request,
        method: 'PATCH',
        path: `/api/products/${listing.id}`,
        headers: {
          ...BROWSER_HEADERS,
          authorization: `Bearer ${listing.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ resalePrice: 900 + (writes % 500) }),
      };
    }
    // Each (buyer, listing) pair once: a repeat would be a correct 409, not load.
    const i = bookings++;
    return {
      ...request,
      method: 'POST',
      path: '/api/orders',
      headers: {
        ...BROWSER_HEADERS,
        authorization: `Bearer ${buyers[i % buyers.length]}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        productId: bookable[Math.floor(i / buyers.length) % bookable.length]!._id,
        phoneNumber: '555 0100',
        location: 'Bench',
      }),
    };
  };
  const requests: autocannon.Request[] = [
    {
      setupRequest: (request) =>
        Math.random() < 0.05
          ? write(request)
          : { ...request, method: 'GET', path: next(), headers: BROWSER_HEADERS, body: undefined },
    },
  ];
  const result = await measure(base, { seconds: SECONDS, requests });
  console.log('\n(c) varied reads with 5 % writes (new listings, price edits, bookings), 50 connections\n');
  console.log('| scenario | req/s | p50 ms | p99 ms | max ms | non-2xx or errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  console.log(row('(c) reads + 5 % writes', result));
  console.log(
    `\nwrites sent: ${writes} (a third each: listings, edits, bookings; bookings do not change the storefront)`,
  );
}

async function benchOne(dialect: 'sqlite' | 'postgres', size: number): Promise<void> {
  const catalogue = await prepareCatalogue(dialect, size);
  console.log(
    `\n## ${dialect}, ${size.toLocaleString('en')} listings${catalogue.generatedInMs ? ` (generated in ${(catalogue.generatedInMs / 1000).toFixed(1)} s)` : ' (kept from an earlier run)'}`,
  );
  const server = await startServer(catalogue.env, PORT, path.join(catalogue.dataDir, 'server.log'));
  try {
    if (SCENARIOS.has('a')) await hotReads(size, server.pid!);
    if (SCENARIOS.has('b')) await variedReads(size, server.pid!);
    if (SCENARIOS.has('c')) await mixedWithWrites(size, catalogue.dataDir);
  } finally {
    await stop(server);
  }
}

console.log(
  `# Refocus API benchmark — ${new Date().toISOString()} — ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`,
);
console.log(
  'The load generator (autocannon) and the probe run on the same machine and share its cores with the server.',
);
console.log(
  `Machine speed: reference work ${referenceWorkMs()} ms (bench/lib/machine-speed.ts; lower is faster).`,
);
const DIALECTS = (
  process.env.BENCH_DIALECTS ?? (process.env.BENCH_DATABASE_URL ? 'sqlite,postgres' : 'sqlite')
).split(',') as ('sqlite' | 'postgres')[];
for (const dialect of DIALECTS) {
  for (const size of SIZES) await benchOne(dialect, size);
}
