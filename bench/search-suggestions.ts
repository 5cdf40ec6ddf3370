/**
 * The search box's suggestions as people type (issue 43, item 4: "within 100 ms on a
 * 1 000 000-listing catalogue", bench target "suggestions ≤ 20 ms median"): the built server
 * started as `npm start` runs it on each catalogue, asked one request at a time, as a browser
 * asks (`Accept-Encoding`), for the prefixes of words of the catalogue's vocabulary as someone
 * types them (`ca`, `can`, `cano`, …). Each prefix's first ask misses the page cache (a read of
 * the catalogue's search); asked again, it is a hit. Prints median, p99 and max of each.
 *
 *   npm run build && npm run bench:suggestions
 *   BENCH_SIZES=100000 BENCH_WORDS=100 npm run bench:suggestions
 *   BENCH_DATABASE_URL=postgres://… BENCH_DIALECTS=postgres npm run bench:suggestions
 */
import { searchVocabulary } from './catalogue/generated-listings.js';
import { BROWSER_HEADERS } from './lib/autocannon-run.js';
import { prepareCatalogue } from './lib/catalogue.js';
import { startServer, stop } from './lib/processes.js';

const SIZES = (process.env.BENCH_SIZES ?? '100000,1000000').split(',').map(Number);
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite').split(',') as ('sqlite' | 'postgres')[];
const WORDS = Number(process.env.BENCH_WORDS ?? 150);
const PORT = Number(process.env.BENCH_PORT ?? 4341);
const base = `http://127.0.0.1:${PORT}`;

/** The prefixes someone types on the way to `word`, from two letters to six. */
const typing = (word: string) =>
  Array.from({ length: Math.min(word.length, 6) - 1 }, (_, i) => word.slice(0, i + 2));

async function timedAsk(q: string): Promise<number> {
  const started = performance.now();
  const answer = await fetch(`${base}/api/search/suggestions?q=${encodeURIComponent(q)}`, {
    headers: BROWSER_HEADERS,
  });
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`${q}: ${answer.status}`);
  return performance.now() - started;
}

function figures(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(1);
  return `${sorted.length} | ${at(0.5)} | ${at(0.99)} | ${sorted.at(-1)!.toFixed(1)}`;
}

const vocabulary = searchVocabulary();
// A fixed stride through the vocabulary: the same words in every run, spread over it.
const words = Array.from(
  { length: WORDS },
  (_, i) => vocabulary[Math.floor((i * vocabulary.length) / WORDS)]!,
);
console.log('| database | listings | asks | kind | median ms | p99 ms | max ms |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const dialect of DIALECTS)
  for (const size of SIZES) {
    const { env } = await prepareCatalogue(dialect, size);
    const server = await startServer(env, PORT);
    try {
      const prefixes = [...new Set(words.flatMap(typing))];
      // Untimed: the first asks after a start read cold pages from the disk.
      for (let i = 0; i < 20; i++) await timedAsk(`zq${i}`);
      const misses: number[] = [];
      for (const q of prefixes) misses.push(await timedAsk(q));
      const hits: number[] = [];
      for (const q of prefixes) hits.push(await timedAsk(q));
      for (const q of prefixes) hits.push(await timedAsk(q));
      console.log(`| ${dialect} | ${size} | ${figures(misses).replace(' | ', ' | first ask | ')} |`);
      console.log(`| ${dialect} | ${size} | ${figures(hits).replace(' | ', ' | asked again | ')} |`);
    } finally {
      await stop(server);
    }
  }
