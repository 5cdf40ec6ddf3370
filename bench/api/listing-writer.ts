/**
 * The event loop's CPU per list page whose listings must all be written (none kept), with the
 * SQLite read workers writing them (decision 054) and with the event loop writing them, in
 * alternating blocks in one process so the machine's noise falls on both alike. The main
 * thread's CPU is read from /proc (Linux); the page's positions come from SQL, the same for both.
 *
 *   npm run build && npm run bench:listing-writer        # needs dist/listing-writer.cjs
 *   BENCH_SIZES=1000000 BENCH_ROUNDS=20 npm run bench:listing-writer
 */
import fs from 'node:fs';
import path from 'node:path';
import { ProductListQuerySchema } from '@refocus/contract';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { ProductsService } from '../../apps/server/src/modules/products/products.service.js';
import { prepareCatalogue } from '../lib/catalogue.js';

const SIZE = Number(process.env.BENCH_SIZES ?? 100000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
const PAGES_PER_BLOCK = 400;
const AT_ONCE = 8;
const WRITER = path.resolve(import.meta.dirname, '../../apps/server/dist/listing-writer.cjs');
if (!fs.existsSync(WRITER)) throw new Error(`${WRITER} not found: npm run build first`);

const { dataDir } = await prepareCatalogue('sqlite', SIZE);
const database = openDatabase({
  database: { kind: 'sqlite', file: path.join(dataDir, 'refocus.sqlite') },
  databaseTuning: { listingWriterFile: WRITER },
});
const ways = [
  {
    name: 'read workers write',
    service: new ProductsService(database.db, '', { dialect: 'sqlite', readWritten: database.readWritten }),
  },
  { name: 'event loop writes', service: new ProductsService(database.db, '', { dialect: 'sqlite' }) },
];

/** The main thread's CPU so far, in ms (10 ms ticks). */
function mainThreadCpuMs(): number {
  const fields = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const lastPage = Math.floor((SIZE * 0.9) / 24);
const queries = Array.from({ length: PAGES_PER_BLOCK * ROUNDS }, (_, i) =>
  ProductListQuerySchema.parse({
    page: String(1 + ((i * 7919) % lastPage)),
    sort: ['newest', 'price_asc', 'price_desc'][i % 3],
  }),
);

async function block(service: ProductsService, first: number): Promise<{ cpu: number; wall: number }> {
  const cpu = mainThreadCpuMs();
  const started = performance.now();
  for (let i = first; i < first + PAGES_PER_BLOCK; i += AT_ONCE) {
    // No catalogue version: nothing is kept, every listing of every page is written.
    await Promise.all(queries.slice(i, i + AT_ONCE).map((query) => service.listAsJson(query)));
  }
  return { cpu: mainThreadCpuMs() - cpu, wall: performance.now() - started };
}

for (const way of ways) await block(way.service, 0); // warm-up
const totals = ways.map(() => ({ cpu: 0, wall: 0 }));
for (let round = 0; round < ROUNDS; round++) {
  for (const [i, way] of ways.entries()) {
    const { cpu, wall } = await block(way.service, round * PAGES_PER_BLOCK);
    totals[i]!.cpu += cpu;
    totals[i]!.wall += wall;
  }
}
const pages = PAGES_PER_BLOCK * ROUNDS;
console.log(`# ${SIZE.toLocaleString('en')} listings, ${pages} pages of 24 each way, ${AT_ONCE} at once`);
console.log('| listings written by | event loop CPU ms/page | wall ms/page |');
console.log('|---|---:|---:|');
for (const [i, way] of ways.entries()) {
  console.log(
    `| ${way.name} | ${(totals[i]!.cpu / pages).toFixed(3)} | ${(totals[i]!.wall / pages).toFixed(3)} |`,
  );
}
await database.close();
