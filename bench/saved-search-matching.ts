/**
 * Saved-search matching at scale (issue 14 item 7, decision 035): a catalogue of BENCH_SIZES
 * listings made by `npm run seed:catalogue` (kept between runs, as bench:api keeps it), then
 * BENCH_SAVED_SEARCHES saved searches (default 100 000: one to three words of the catalogue's
 * own vocabulary, half with a brand, a third with a price range), then batches of new listings.
 * It times:
 *
 *  (a) the inverted match the alerts job runs: for each new listing, candidate searches from
 *      the `saved_search_keys` index by its words, brand and price, then the words in code;
 *  (b) the alternative: every saved search's own full-text query restricted to the listings
 *      newer than the mark, timed on a sample and extrapolated to every search.
 *
 *   npm run bench:saved-searches                         (SQLite, 100 000 listings)
 *   BENCH_SIZES=1000000 npm run bench:saved-searches     (a million; the first fill is slow)
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { toFts5 } from '../apps/server/src/modules/products/search-terms.js';
import { SavedSearchAlerts } from '../apps/server/src/modules/saved-searches/saved-search-alerts.js';
import { parseSavedQuery } from '../apps/server/src/modules/saved-searches/saved-search-query.js';
import { SavedSearchTokens } from '../apps/server/src/modules/saved-searches/saved-search-tokens.js';
import { ListingGenerator, searchVocabulary } from './catalogue/generated-listings.js';
import { prepareCatalogue } from './lib/catalogue.js';

const SIZES = (process.env.BENCH_SIZES ?? '100000').split(',').map(Number);
const SEARCHES = Number(process.env.BENCH_SAVED_SEARCHES ?? 100_000);
const NEW_LISTINGS = Number(process.env.BENCH_NEW_LISTINGS ?? 200);
const SAMPLE = 500;
const TEXT_COLUMNS = ['name', 'brand', 'description', 'location'] as const;

/** A seeded generator, so runs compare. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function savedQueries(count: number): string[] {
  const words = searchVocabulary().filter((w) => /^[\p{L}\p{N}]+$/u.test(w));
  const roll = random(7);
  const pick = () => words[Math.floor(roll() * words.length)] as string;
  const queries: string[] = [];
  for (let i = 0; i < count; i++) {
    const params = new URLSearchParams();
    const wordCount = 1 + Math.floor(roll() * 3);
    params.set('q', Array.from({ length: wordCount }, pick).join(' '));
    if (roll() < 0.5) params.set('category', String(1 + Math.floor(roll() * 3)));
    if (roll() < 0.33) params.set('maxPrice', String(100 + Math.floor(roll() * 3000)));
    queries.push(params.toString());
  }
  return queries;
}

const ms = (started: number) => (performance.now() - started).toFixed(0);

for (const size of SIZES) {
  const { dataDir } = await prepareCatalogue('sqlite', size);
  const database = openDatabase({
    database: { kind: 'sqlite', file: path.join(dataDir, 'refocus.sqlite') },
    databaseTuning: { sqliteReadWorkers: 0 },
  });
  const db = database.db;
  await migrateToLatest(db);
  await db.deleteFrom('saved_searches').execute();

  // The saved searches, spread over the catalogue's sellers as their owners.
  const owners = (await db.selectFrom('users').select('id').limit(2000).execute()).map((u) => u.id);
  const queries = savedQueries(SEARCHES);
  let started = performance.now();
  const createdAt = new Date(Date.now() - 60_000).toISOString();
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < queries.length; i += 500) {
      const rows = queries.slice(i, i + 500).map((query, j) => {
        const saved = parseSavedQuery(query);
        return {
          row: {
            id: randomUUID(),
            user_id: owners[(i + j) % owners.length] as string,
            name: `Search ${i + j}`,
            query: saved.query,
            q: saved.q,
            category_id: saved.categoryId,
            min_price: saved.minPriceCents,
            max_price: saved.maxPriceCents,
            frequency: (i + j) % 4 === 0 ? ('daily' as const) : ('instant' as const),
            paused: 0 as const,
            origin: 'https://bench.example',
            created_at: createdAt,
          },
          keys: saved.keys,
        };
      });
      await trx
        .insertInto('saved_searches')
        .values(rows.map((r) => r.row))
        .execute();
      await trx
        .insertInto('saved_search_keys')
        .values(rows.flatMap((r) => r.keys.map((key) => ({ key, saved_search_id: r.row.id }))))
        .execute();
    }
  });
  console.log(
    `\n## SQLite, ${size.toLocaleString('en')} listings, ${SEARCHES.toLocaleString('en')} saved searches\n`,
  );
  console.log(`- saved searches written in ${ms(started)} ms`);

  // The mark at the newest listing, then a batch of new listings as sellers post them.
  const newest = await db
    .selectFrom('storefront_entries')
    .select(['created_at', 'seq'])
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('saved_search_state')
    .set({ mark_created_at: newest.created_at, mark_seq: newest.seq })
    .execute();
  const generator = new ListingGenerator(size + Date.now());
  const postedAt = new Date(Date.now() - 30_000).toISOString();
  const seller = owners[0] as string;
  started = performance.now();
  for (let i = 0; i < NEW_LISTINGS; i++) {
    const listing = generator.next();
    await db
      .insertInto('products')
      .values({
        id: randomUUID(),
        seller_id: seller,
        image_id: null,
        name: listing.name,
        img_url: 'https://bench.example/camera.jpg',
        category_id: listing.categoryId,
        location: listing.location,
        resale_price: listing.resalePrice,
        original_price: listing.originalPrice,
        year_of_use: listing.yearOfUse,
        seller_name: 'Bench',
        condition: listing.condition,
        seller_number: '555',
        year_of_purchase: listing.yearOfPurchase,
        description: listing.description,
        status: 'available',
        created_at: postedAt,
        updated_at: postedAt,
        deleted_at: null,
      })
      .execute();
  }
  console.log(`- ${NEW_LISTINGS} new listings written in ${ms(started)} ms (creation does no matching)`);

  // (a) The alerts job's match: one transaction per batch of 200.
  const alerts = new SavedSearchAlerts({
    db,
    postgres: false,
    tokens: new SavedSearchTokens(new TextEncoder().encode('b'.repeat(40))),
    clock: () => new Date(),
    log: { warn: () => undefined },
  });
  started = performance.now();
  let matched = { listings: 0, hits: 0 };
  for (;;) {
    const batch = await alerts.matchBatch();
    if (batch.listings === 0) break;
    matched = { listings: matched.listings + batch.listings, hits: matched.hits + batch.hits };
  }
  const matchMs = performance.now() - started;
  console.log(
    `- (a) inverted match: ${matched.listings} listings in ${matchMs.toFixed(0)} ms ` +
      `(${(matchMs / Math.max(1, matched.listings)).toFixed(1)} ms a listing), ${matched.hits.toLocaleString('en')} hits`,
  );
  started = performance.now();
  const mails = await alerts.sendDue();
  console.log(`- instant e-mails queued: ${mails} in ${ms(started)} ms (one per person)`);

  // (b) Each saved search's own query over the listings newer than the mark, on a sample.
  const sample = queries.slice(0, SAMPLE).map((query) => parseSavedQuery(query));
  {
    const sqlite = new SQLite(path.join(dataDir, 'refocus.sqlite'), { readonly: true });
    const statement = sqlite.prepare(
      'select count(*) from storefront_search where storefront_search match ? and rowid > ?',
    );
    started = performance.now();
    for (const saved of sample) statement.get(toFts5(saved.terms, TEXT_COLUMNS), newest.seq);
    const perSearch = (performance.now() - started) / sample.length;
    console.log(
      `- (b) per-search query over new listings: ${perSearch.toFixed(2)} ms a search (sample of ${SAMPLE}) ` +
        `→ ${((perSearch * SEARCHES) / 1000).toFixed(1)} s a run for ${SEARCHES.toLocaleString('en')} searches`,
    );
    sqlite.close();
  }
  await db.deleteFrom('saved_searches').execute();
  await database.close();
}
