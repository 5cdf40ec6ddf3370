/**
 * Load and soak: the built server with demo data under a realistic mix for several
 * minutes — browse 80 %, detail 10 %, sign-in 5 %, booking 5 % — printing requests,
 * errors, latency and the server's memory at start and end.
 *
 *   npm run build && npm run bench:load            (3 minutes)
 *   LOAD_SECONDS=30 npm run bench:load
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServerProcess, stopGracefully } from '../../apps/server/test/server-process.js';
import { signUpBuyers } from '../lib/accounts.js';
import { residentMiB } from '../lib/processes.js';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 180);
const PORT = 4520;
const BUYERS = 40;
const base = `http://127.0.0.1:${PORT}`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refocus-load-'));
const server = await startServerProcess(
  { DATA_DIR: dataDir, SEED_DEMO: 'true', SIGNUPS_PER_10_MINUTES: '100000', LOG_LEVEL: 'warn' },
  PORT,
  { echoStderr: true },
);
const products = (await (await fetch(`${base}/api/products?limit=100`)).json()) as { _id: string }[];
if (products.length === 0) throw new Error('no demo listings: is SEED_DEMO honoured?');

const tokens = await signUpBuyers(base, BUYERS, dataDir);

const memoryAtStart = await residentMiB(server.child.pid!);
let booking = 0;
const browse = [
  '/api/home-cameras',
  '/api/products',
  '/api/products?page=2',
  '/api/category/1',
  '/api/category/2',
  '/api/category/3',
  '/api/products?q=sony',
  '/api/products?sort=price_asc',
  '/api/products?category=3&maxPrice=1000',
  '/',
  '/products',
  '/api/products?minPrice=500',
  '/api/home-cameras',
  '/api/products?page=1&limit=12',
  '/api/category/1?page=2',
  '/api/products?sort=price_desc',
].map((p) => ({ method: 'GET' as const, path: p }));
const detail = [0, 1].map((i) => ({
  method: 'GET' as const,
  setupRequest: (request: Record<string, unknown>) => ({
    ...request,
    path: `/api/products/${products[(Date.now() + i) % products.length]!._id}`,
  }),
}));
const signIn = {
  method: 'POST' as const,
  path: '/api/auth/login',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'ben@refocus.demo', password: 'refocus-demo' }),
};
const book = {
  method: 'POST' as const,
  path: '/api/orders',
  setupRequest: (request: Record<string, unknown>) => {
    // Each (buyer, listing) pair once: a repeat would be a correct 409, not load.
    const i = booking++;
    const productId = products[Math.floor(i / BUYERS) % products.length]!._id;
    return {
      ...request,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % BUYERS]}` },
      body: JSON.stringify({ productId, phoneNumber: '555 0100', location: 'Load test' }),
    };
  },
};

console.log(
  `# Refocus load — ${new Date().toISOString()} — ${os.cpus().length} cores, ${SECONDS} s, 50 connections`,
);
console.log(`server memory at start: ${memoryAtStart} MiB`);
const result = await autocannon({
  url: base,
  connections: 50,
  duration: SECONDS,
  // 16 browse : 2 detail : 1 sign-in : 1 booking = 80 % : 10 % : 5 % : 5 %.
  requests: [...browse, ...detail, signIn, book] as autocannon.Request[],
});
const memoryAtEnd = await residentMiB(server.child.pid!);
const ready = await fetch(`${base}/api/ready`);
console.log(`requests: ${result.requests.total} (${Math.round(result.requests.average)}/s average)`);
console.log(
  `2xx: ${result['2xx']}, non-2xx: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`,
);
console.log(
  `latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
);
console.log(`bookings attempted: ${booking}`);
console.log(`server memory at end: ${memoryAtEnd} MiB; ready after the run: ${ready.status}`);
await stopGracefully(server);
fs.rmSync(dataDir, { recursive: true, force: true });
