import { CompiledQuery, type Kysely, Migrator, sql } from 'kysely';
import type { Config } from '../config.js';
import { type Database, type Dialect, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { migrationProvider } from '../db/migrations/all-migrations.js';
import type { DB } from '../db/schema.js';
import { assertNoShopRunning, ShopRunningError } from '../db/shop-lock.js';
import { configuredImageStore, type ImageStore } from '../modules/images/images.public.js';
import { withStartupLock } from '../startup/startup-lock.js';
import { type CheckedArchive, checkArchive, readPhotos } from './checked-archive.js';
import { loadTables } from './load-tables.js';
import type { Manifest } from './manifest.js';
import { resetSchema } from './reset-schema.js';
import { hasStorefront, hasTable, nextStorefrontSeq } from './storefront-seqs.js';
import type { Query } from './table-shapes.js';

/** The restore would replace data, or run beside a shop: nothing was changed. */
export class RestoreRefusedError extends Error {}

export interface RestoreOutcome {
  manifest: Manifest;
  /** Today's migrations run over the archive's level. */
  migrations: string[];
  photoFiles: number;
  /** Listings that could not get their storefront place back (0 for a sound archive). */
  misplacedListings: number;
}

/** The steps a restore reports as it goes (the admin page shows them). */
type RestoreStep = 'photos' | 'data';

export interface RestoreOptions {
  /** Replace a shop that is there; without it a restore needs an empty database and photo store. */
  force?: boolean;
  /**
   * The caller is the running shop itself, in maintenance on every instance (decision 065):
   * the check for a running shop is skipped, and the shop there is replaced.
   */
  inMaintenance?: boolean;
  onStep?: (step: RestoreStep) => void;
}

/**
 * Restores an archive of `writeBackup` into the configured database and photo store (decision
 * 061): the archive is checked whole first; a running shop, or data already there without
 * `force`, refuses. Photos are written first (content-addressed: harmless if the rest fails),
 * then, in one transaction under the start-up lock, the schema is emptied, migrated to the
 * archive's level, filled, and migrated to today's, so an older backup restores into a newer
 * build. Photos of the replaced shop that the archive lacks are deleted last.
 */
export async function restoreBackup(
  config: Pick<Config, 'database' | 'dataDir' | 's3'>,
  file: string,
  options: RestoreOptions = {},
): Promise<RestoreOutcome> {
  const archive = await checkRestorable(file);
  try {
    if (!options.inMaintenance) {
      await assertNoShopRunning(config.database).catch((error: unknown) => {
        throw error instanceof ShopRunningError ? new RestoreRefusedError(error.message) : error;
      });
    }
    const database = openDatabase({
      database: config.database,
      // One connection on SQLite, no read threads; PostgreSQL's restore outlasts request timeouts.
      databaseTuning: { sqliteReadWorkers: 0, statementTimeoutMs: 0, poolSize: 2 },
    });
    const store = await configuredImageStore(config);
    try {
      const before = await imageIdsIfAny(database);
      const replaces = options.force || options.inMaintenance;
      if (!replaces && (before !== undefined || !(await store.isEmpty()))) {
        throw new RestoreRefusedError(
          'The database or the photo store already holds a shop. Restore into an empty one, or add --force to replace it.',
        );
      }
      return await replaceShop(database, store, file, archive, before, options.onStep);
    } finally {
      store.close?.();
      await database.close();
    }
  } finally {
    archive.close();
  }
}

/**
 * Checks an archive whole, and that this build knows every migration it was made at: what
 * a restore does first, and what the admin page asks before it puts the shop in maintenance.
 * The caller closes what it answers.
 */
export async function checkRestorable(file: string): Promise<CheckedArchive> {
  const archive = await checkArchive(file);
  try {
    await assertKnownMigrations(archive.manifest.migrations);
    return archive;
  } catch (error) {
    archive.close();
    throw error;
  }
}

async function replaceShop(
  database: Database,
  store: ImageStore,
  file: string,
  archive: CheckedArchive,
  before: string[] | undefined,
  onStep: RestoreOptions['onStep'],
): Promise<RestoreOutcome> {
  const { manifest } = archive;
  onStep?.('photos');
  let photoFiles = 0;
  await readPhotos(file, archive.sums, async (imageId, name, bytes) => {
    await store.put(imageId, name, bytes);
    photoFiles++;
  });
  onStep?.('data');
  let misplacedListings = 0;
  const migrations = await withStartupLock(database, async (trx) => {
    const query = queryOn(trx);
    const replacedVersion = await catalogueVersionIfAny(query, database.dialect);
    await resetSchema(query, database.dialect);
    const migrator = new Migrator({ db: trx, provider: migrationProvider, disableTransactions: true });
    const { error } = await migrator.migrateTo(manifest.migrations.at(-1)!);
    if (error) throw error;
    misplacedListings = await loadTables(query, database.dialect, manifest, archive.staged);
    if (await hasStorefront(query, database.dialect)) {
      await nextStorefrontSeq(query, database.dialect, manifest.storefrontLastSeq + 1);
    }
    const run = await migrateToLatest(trx, { inTransaction: true });
    await moveCatalogueVersionPast(trx, replacedVersion);
    return run;
  });
  if (before) {
    const kept = new Set((await database.db.selectFrom('images').select('id').execute()).map((i) => i.id));
    for (const imageId of before) if (!kept.has(imageId)) await store.remove(imageId);
  }
  return { manifest, migrations, photoFiles, misplacedListings };
}

/** The replaced shop's catalogue version, if it had one. */
async function catalogueVersionIfAny(query: Query, dialect: Dialect): Promise<number | undefined> {
  if (!(await hasTable(query, dialect, 'catalogue_state'))) return undefined;
  const [row] = await query('select version from catalogue_state where id = 1');
  return row ? Number(row.version) : undefined;
}

/**
 * Pages every instance cached are kept under the catalogue version: the restored one must be
 * newer than any they saw, or a running shop would go on answering the replaced catalogue.
 */
async function moveCatalogueVersionPast(trx: Kysely<DB>, replaced: number | undefined): Promise<void> {
  if (replaced === undefined) return;
  await trx
    .updateTable('catalogue_state')
    .set({ version: sql`case when version > ${replaced} then version else ${replaced + 1} end` })
    .where('id', '=', 1)
    .execute();
}

/** The archive's migrations must be the first of this build's, in the same order. */
async function assertKnownMigrations(archived: string[]): Promise<void> {
  const known = Object.keys(await migrationProvider.getMigrations()).sort();
  const differs = archived.findIndex((name, i) => known[i] !== name);
  if (differs !== -1) {
    throw new RestoreRefusedError(
      `The archive was made by a newer or different Refocus: this build does not know its migration ${archived[differs]}. Restore it with that version or a later one.`,
    );
  }
}

/** The ids of the images a shop in the database has, or undefined when it has no data. */
async function imageIdsIfAny(database: Database): Promise<string[] | undefined> {
  const query = queryOn(database.db);
  const dialect: Dialect = database.dialect;
  if (!(await hasTable(query, dialect, 'users'))) return undefined;
  const people = await query('select 1 from users limit 1');
  const images = (await query('select id from images')).map((row) => String(row.id));
  return people.length > 0 || images.length > 0 ? images : undefined;
}

function queryOn(db: Kysely<DB>): Query {
  return async (text, params = []) =>
    (await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text, params))).rows;
}
