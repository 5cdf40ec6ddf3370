/**
 * Single uncached catalogue queries, timed in-process (no HTTP, no cache, reads on the main
 * thread) on the catalogue bench:api keeps (generated here first when it is missing), per
 * shape of the varied traffic of scenario (b):
 * where the time of an uncached request goes (issue 12: any single query ≤ 20 ms at 100 000
 * listings, ≤ 50 ms at 1 000 000).
 *
 *   npm run bench:queries                      (SQLite, BENCH_SIZES as bench:api; BENCH_WARM_UP=100 untimed first)
 *   BENCH_INCLUDE_SOLD=1 npm run bench:queries (the same traffic with includeSold=true, decision 038)
 *   BENCH_DATABASE_URL=postgres://… BENCH_DIALECTS=postgres npm run bench:queries
 *   BENCH_MIX=open-loop npm run bench:queries   (the shapes of bench:open-loop)
 *   BENCH_MIX=typos npm run bench:queries       (words with and without typos, decision 066)
 *   BENCH_URLS=/api/products?q=x BENCH_WARM_UP=0 BENCH_QUERIES=10 npm run bench:queries   (those requests only)
 */
import path from 'node:path';
import { type ProductListQuery, ProductListQuerySchema, ProductSearchSchema } from '@refocus/contract';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { ProductsService } from '../../apps/server/src/modules/products/products.service.js';
import { storefrontSqlFor } from '../../apps/server/src/modules/products/storefront-databases.js';
import { prepareCatalogue } from '../lib/catalogue.js';
import {
  drawShape,
  openLoopTrafficShapes,
  typoTrafficShapes,
  variedCatalogueTraffic,
} from '../lib/traffic.js';

const SIZES = (process.env.BENCH_SIZES ?? '100000,1000000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_QUERIES ?? 300);
/**
 * Requests of the same traffic asked first and not timed: without them each shape's maximum was
 * its first ask after the database opened (statements not yet prepared, pages not yet cached),
 * which says more about the machine's disk cache than about the query.
 */
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 100);
/** Every request asks for sold listings too: the cost of the merged reads (decision 038). */
const INCLUDE_SOLD = process.env.BENCH_INCLUDE_SOLD === '1';
/** The slowest requests named after the table, to say which words or filters cost most. */
const SLOWEST_SHOWN = 8;
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite').split(',') as ('sqlite' | 'postgres')[];
/**
 * `BENCH_URLS=/api/products?q=a,/api/products?q=b` times those requests in turn (BENCH_QUERIES
 * in all) instead of the varied mix: to look again at a request the mix named among the slowest.
 */
const ONLY_URLS = process.env.BENCH_URLS?.split(',').filter(Boolean);

function cycle(urls: string[]): () => string {
  let i = 0;
  return () => urls[i++ % urls.length]!;
}

function shapeOf(pathname: string, params: Record<string, string | string[]>): string {
  if (pathname === '/api/products/facets') {
    if (params.q) return 'facets: word';
    return params.category ? 'facets: brand + grade' : 'facets: mount + max price';
  }
  if (pathname.startsWith('/api/category/')) return 'brand page (?page=)';
  if (params.mount) return 'mount + grades + sort';
  if (typeof params.q === 'string') return params.q.includes(' ') ? 'word pair' : 'word';
  if (params.minPrice) return 'brand + price range + sort';
  return 'deep page (?page=)';
}

for (const dialect of DIALECTS)
  for (const size of SIZES) {
    const { dataDir, env } = await prepareCatalogue(dialect, size);
    const database = openDatabase({
      database:
        dialect === 'postgres'
          ? { kind: 'postgres', url: env.DATABASE_URL as string }
          : { kind: 'sqlite', file: path.join(dataDir, 'refocus.sqlite') },
      databaseTuning: { sqliteReadWorkers: 0 },
    });
    const service = new ProductsService(database.db, '', {
      storefront: storefrontSqlFor(dialect),
      cursorSecret: new TextEncoder().encode('q'.repeat(40)),
    });
    // BENCH_MIX=open-loop: the open-loop bench's shapes (issue 39), named as it names them;
    // BENCH_MIX=typos: words as written and with typos (decision 066).
    const openLoop =
      process.env.BENCH_MIX === 'open-loop'
        ? openLoopTrafficShapes(size, Math.random)
        : process.env.BENCH_MIX === 'typos'
          ? typoTrafficShapes(size, Math.random)
          : undefined;
    let shapeName = '';
    const next = ONLY_URLS
      ? cycle(ONLY_URLS)
      : openLoop
        ? () => {
            const shape = drawShape(openLoop, Math.random);
            shapeName = shape.name;
            return shape.next();
          }
        : variedCatalogueTraffic(size);
    const byShape = new Map<string, number[]>();
    const slowest: { ms: number; url: string }[] = [];
    for (let i = 0; i < WARM_UP + ROUNDS; i++) {
      const url = new URL(next(), 'http://bench');
      if (INCLUDE_SOLD) url.searchParams.set('includeSold', 'true');
      // Repeated keys (`grade=a&grade=b`) as the server reads them: a list.
      const params: Record<string, string | string[]> = {};
      for (const key of new Set(url.searchParams.keys())) {
        const values = url.searchParams.getAll(key);
        params[key] = values.length > 1 ? values : (values[0] as string);
      }
      const brand = /\/api\/category\/(\d)/.exec(url.pathname)?.[1];
      const facets = url.pathname === '/api/products/facets' ? ProductSearchSchema.parse(params) : undefined;
      const query: ProductListQuery | undefined = facets
        ? undefined
        : ProductListQuerySchema.parse(brand ? { ...params, category: brand } : params);
      const started = performance.now();
      if (facets) await service.facets(facets);
      else if (query) await service.list(query);
      if (i < WARM_UP) continue;
      const shape = openLoop ? shapeName : shapeOf(url.pathname, params);
      const times = byShape.get(shape) ?? [];
      const ms = performance.now() - started;
      times.push(ms);
      slowest.push({ ms, url: `${url.pathname}${url.search}` });
      slowest.sort((a, b) => b.ms - a.ms).splice(SLOWEST_SHOWN);
      byShape.set(shape, times);
    }
    await database.close();
    console.log(
      `\n## ${dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}, ${size.toLocaleString('en')} listings${INCLUDE_SOLD ? ', includeSold=true' : ''}: one list request (page + total) or facet-count request, in-process\n`,
    );
    console.log('| shape | n | mean ms | p50 ms | p90 ms | max ms |');
    console.log('|---|---:|---:|---:|---:|---:|');
    let all = 0;
    let count = 0;
    for (const [shape, times] of byShape) {
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
      const sum = times.reduce((a, b) => a + b, 0);
      all += sum;
      count += times.length;
      console.log(
        `| ${shape} | ${times.length} | ${(sum / times.length).toFixed(1)} | ${at(0.5)} | ${at(0.9)} | ${at(1)} |`,
      );
    }
    // Which requests were the maximums: the shapes' outliers are where the next gain is.
    console.log(
      `\nSlowest ${SLOWEST_SHOWN}: ${slowest.map((r) => `${r.url} ${r.ms.toFixed(1)} ms`).join(', ')}`,
    );
    // The floor the database work alone sets on throughput: one core spends `mean` ms per request.
    const mean = all / count;
    console.log(
      `\nMean over the mix: ${mean.toFixed(2)} ms of database work per request (in-process, one thread): ` +
        `1 000 requests/s of this traffic need ${(mean).toFixed(1)} cores for the queries alone.`,
    );
  }
