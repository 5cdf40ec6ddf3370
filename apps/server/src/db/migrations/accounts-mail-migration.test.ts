import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct, insertUser } from '../../../test/fixtures.js';
import { testPostgresDatabase } from '../../../test/test-app.js';
import { loadConfig } from '../../config.js';
import { type Database, openDatabase } from '../database.js';
import { migrateToLatest } from '../migrate.js';
import { migrationProvider } from './all-migrations.js';

/** Migration 005 on a database that already has accounts (decision 015). */
describe.each(TEST_DIALECTS)('migration 005 on %s', (dialect) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refocus-m005-'));
  let database: Database | undefined;
  let drop: (() => Promise<void>) | undefined;

  afterAll(async () => {
    await database?.close();
    await drop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts existing accounts as verified and keeps a disabled seller off the storefront', async () => {
    const postgres = dialect === 'postgres' ? await testPostgresDatabase() : undefined;
    drop = postgres?.drop;
    database = openDatabase(
      loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      }),
    );
    const db = database.db;
    const before = new Migrator({ db, provider: migrationProvider });
    expect((await before.migrateTo('004-image-uploads')).error).toBeUndefined();

    // Rows as an older version wrote them: no email_verified_at column yet.
    const older = {
      id: '0190aaaa-0000-7000-8000-000000000005',
      name: 'Early Adopter',
      email: 'early@example.test',
      password_hash: null,
      google_sub: null,
      photo_url: null,
      seller: 1,
      admin: 0,
      disabled: 0,
      created_at: '2025-06-01T10:00:00.000Z',
      last_sign_in_at: null,
      deleted_at: null,
    };
    await (db as unknown as Kysely<{ users: typeof older }>).insertInto('users').values(older).execute();
    expect(await migrateToLatest(db)).toContain('005-accounts-mail');
    const migrated = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', older.id)
      .executeTakeFirstOrThrow();
    expect(migrated.email_verified_at).toBe(older.created_at);

    // A new account starts unverified; a disabled seller's new listing never reaches the storefront.
    const seller = await insertUser(db, { disabled: 1, email_verified_at: null });
    const product = await insertProduct(db, seller.id);
    const entries = await db.selectFrom('storefront_entries').select('product_id').execute();
    expect(entries.map((e) => e.product_id)).not.toContain(product.id);
  });
});
