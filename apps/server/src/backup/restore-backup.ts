import { CompiledQuery, type Kysely, Migrator } from 'kysely';
import type { Config } from '../config.js';
import { type Database, type Dialect, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { migrationProvider } from '../db/migrations/all-migrations.js';
import type { DB } from '../db/schema.js';
import { assertNoShopRunning, ShopRunningError } from '../db/shop-lock.js';
import { configuredImageStore } from '../modules/images/images.public.js';
import { withStartupLock } from '../startup/startup-lock.js';
import { checkArchive, readPhotos } from './checked-archive.js';
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

/**
 * Restores an archive of `writeBackup` into the configured database and photo store (decision
 * 061): the archive is checked whole first; a running shop, or data already there without
 * `force`, refuses. Photos are written first (content-addressed: harmless if the rest fails),
 * then, in one transaction under the start-up lock, the schema is emptied, migrated to the
 * archive's level, filled, and migrated to today's, so an older backup restores into a newer
 * build. With `force`, photos of the replaced shop that the archive lacks are deleted last.
 */
export async function restoreBackup(
  config: Pick<Config, 'database' | 'dataDir' | 's3'>,
  file: string,
  options: { force?: boolean } = {},
): Promise<RestoreOutcome> {
  const archive = await checkArchive(file);
  try {
    const { manifest } = archive;
    await assertKnownMigrations(manifest.migrations);
    await assertNoShopRunning(config.database).catch((error: unknown) => {
      throw error instanceof ShopRunningError ? new RestoreRefusedError(error.message) : error;
    });
    const database = openDatabase({
      database: config.database,
      // One connection on SQLite, no read threads; PostgreSQL's restore outlasts request timeouts.
      databaseTuning: { sqliteReadWorkers: 0, statementTimeoutMs: 0, poolSize: 2 },
    });
    const store = await configuredImageStore(config);
    try {
      const before = await imageIdsIfAny(database);
      if (!options.force && (before !== undefined || !(await store.isEmpty()))) {
        throw new RestoreRefusedError(
          'The database or the photo store already holds a shop. Restore into an empty one, or add --force to replace it.',
        );
      }
      let photoFiles = 0;
      await readPhotos(file, archive.sums, async (imageId, name, bytes) => {
        await store.put(imageId, name, bytes);
        photoFiles++;
      });
      let misplacedListings = 0;
      const migrations = await withStartupLock(database, async (trx) => {
        const query = queryOn(trx);
        await resetSchema(query, database.dialect);
        const migrator = new Migrator({ db: trx, provider: migrationProvider, disableTransactions: true });
        const { error } = await migrator.migrateTo(manifest.migrations.at(-1)!);
        if (error) throw error;
        misplacedListings = await loadTables(query, database.dialect, manifest, archive.staged);
        if (await hasStorefront(query, database.dialect)) {
          await nextStorefrontSeq(query, database.dialect, manifest.storefrontLastSeq + 1);
        }
        return migrateToLatest(trx, { inTransaction: true });
      });
      if (before) {
        const kept = new Set(
          (await database.db.selectFrom('images').select('id').execute()).map((i) => i.id),
        );
        for (const imageId of before) if (!kept.has(imageId)) await store.remove(imageId);
      }
      return { manifest, migrations, photoFiles, misplacedListings };
    } finally {
      store.close?.();
      await database.close();
    }
  } finally {
    archive.close();
  }
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
