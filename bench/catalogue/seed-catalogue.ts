import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { SingleBar } from 'cli-progress';
import { v7 as uuidv7 } from 'uuid';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { bumpCatalogueVersion } from '../../apps/server/src/modules/catalogue/catalogue.public.js';
import { configuredImageStore } from '../../apps/server/src/modules/images/images.public.js';
import type { NewProductRecord } from '../../apps/server/src/modules/products/products.public.js';
import { type BulkWriter, postgresBulkWriter, sqliteBulkWriter } from './bulk-listings.js';
import { catalogueImages } from './catalogue-images.js';
import { catalogueSellers } from './catalogue-sellers.js';
import { generatedDetails } from './generated-details.js';
import { ListingGenerator } from './generated-listings.js';

const BATCH = 10_000;
const YEAR_MS = 365.25 * 24 * 3_600_000;

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`--${name} must be a whole number of at least 1 (got "${value}")`);
    process.exit(2);
  }
  return n;
}

const { values } = parseArgs({
  options: {
    listings: { type: 'string' },
    sellers: { type: 'string' },
    years: { type: 'string' },
    seed: { type: 'string' },
    password: { type: 'string' },
  },
});
const total = positive('listings', values.listings, 100_000);
const sellerCount = positive('sellers', values.sellers, 25);
const years = positive('years', values.years, 5);
const seed = positive('seed', values.seed, 1);

// `npm run` starts us in apps/server: a relative DATA_DIR means the folder the user ran npm in.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
// No read workers nor writer thread: the app's few writes here (sellers, photos) come before the
// bulk load's transaction and the version bump after it.
const config = loadConfig({ ...process.env, SQLITE_READ_WORKERS: '0', LOG_LEVEL: 'silent' });
const database = openDatabase(config);
const started = Date.now();
let writer: BulkWriter | undefined;
try {
  await migrateToLatest(database.db);
  const sellers = await catalogueSellers(database.db, sellerCount, values.password);
  const images = await catalogueImages(database.db, await configuredImageStore(config));
  writer =
    config.database.kind === 'postgres'
      ? await postgresBulkWriter(config.database.url)
      : await sqliteBulkWriter(new SQLite(config.database.file), { listings: total });

  const where = config.database.kind === 'postgres' ? 'PostgreSQL' : config.database.file;
  console.log(
    `Writing ${total.toLocaleString('en')} listings into ${where} (sellers and photos ready in ${Date.now() - started} ms)`,
  );
  const bar = new SingleBar({
    format: '{bar} {percentage}% | {value}/{total} listings | {speed}/s | ETA {eta_formatted}',
    hideCursor: true,
    // Not a terminal (CI, a log file): a progress line every few seconds instead of a bar.
    noTTYOutput: !process.stdout.isTTY,
    notTTYSchedule: 5000,
  });
  bar.start(total, 0, { speed: 0 });

  const generator = new ListingGenerator(seed);
  const end = Date.now();
  const span = years * YEAR_MS;
  for (let done = 0; done < total; ) {
    const size = Math.min(BATCH, total - done);
    const rows: NewProductRecord[] = new Array(size);
    for (let j = 0; j < size; j++) {
      const i = done + j;
      // Oldest first, evenly over the years with a little jitter: ids (UUIDv7) follow the dates.
      const at = Math.round(end - span + (span * (i + Math.random() * 0.5)) / total);
      const listing = generator.next();
      const seller = sellers[i % sellers.length]!;
      const image = images.get(listing.categoryId, listing.kind);
      const createdAt = new Date(at).toISOString();
      const details = generatedDetails(listing);
      rows[j] = {
        id: uuidv7({ msecs: at }),
        seller_id: seller.id,
        image_id: image.id,
        name: listing.name,
        img_url: image.url,
        category_id: listing.categoryId,
        location: listing.location,
        resale_price: listing.resalePrice,
        original_price: listing.originalPrice,
        year_of_use: listing.yearOfUse,
        seller_name: seller.name,
        condition: listing.condition,
        seller_number: seller.phone,
        year_of_purchase: listing.yearOfPurchase,
        description: listing.description,
        status: listing.status,
        item_type: details.itemType,
        grade: details.grade,
        works: details.works,
        lens_mount: details.lensMount,
        created_at: createdAt,
        updated_at: createdAt,
        deleted_at: null,
      };
    }
    await writer.write(rows);
    done += size;
    bar.update(done, { speed: Math.round(done / ((Date.now() - started) / 1000)) });
  }
  bar.stop();
  console.log('Finishing (search index, statistics)…');
  await writer.finish();
  await bumpCatalogueVersion(database.db);
  console.log(
    `Done: ${total.toLocaleString('en')} listings from ${sellers.length} sellers in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error('seed:catalogue failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await writer?.close().catch(() => {});
  await database.close();
}
