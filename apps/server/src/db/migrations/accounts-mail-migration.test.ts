import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct, insertUser } from '../../../test/fixtures.js';
import { databaseMigratedTo, type MigratedDatabase } from '../../../test/migrated-database.js';
import { migrateToLatest } from '../migrate.js';

/** Migration 005 on a database that already has accounts (decision 015). */
describe.each(TEST_DIALECTS)('migration 005 on %s', (dialect) => {
  let database: MigratedDatabase | undefined;
  afterAll(async () => database?.close());

  it('counts existing accounts as verified and keeps a disabled seller off the storefront', async () => {
    database = await databaseMigratedTo(dialect, '004-image-uploads');
    const { db } = database;

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
