import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../test/dialects.js';
import type { PostgresDatabase } from '../../test/postgres-database.js';
import { signUp, uniqueEmail } from '../../test/sessions.js';
import { createTestApp, type TestApp, testPostgresDatabase } from '../../test/test-app.js';
import { testClock } from '../../test/test-clock.js';
import {
  appOn,
  CATALOGUE_LISTS,
  SHOP_TOKEN_SECRET,
  tablesIn,
  temporaryFolder,
  type UsedShop,
  useShop,
} from '../../test/used-shop.js';
import { loadConfig } from '../config.js';
import { holdShopLock } from '../db/shop-lock.js';
import { currentTotpCode } from '../modules/auth/totp.js';
import type { Manifest } from './manifest.js';
import { RestoreRefusedError, restoreBackup } from './restore-backup.js';
import { writeBackup } from './write-backup.js';

const STEP = 30_000;

/** catalogue_state holds the catalogue's version, which a restore moves on so no cached page outlives it. */
const MOVES_ON = 'tables/catalogue_state.jsonl';

describe.each(TEST_DIALECTS)('a backup of a shop on %s', (from) => {
  const clock = testClock();
  let source: TestApp;
  let shop: UsedShop;
  let archive: string;
  let manifest: Manifest;
  let archived: Map<string, string>;
  const folder = temporaryFolder('refocus-backups-');
  const sourceConfig = () =>
    loadConfig({
      DATA_DIR: source.dataDir,
      ...(source.databaseUrl ? { DATABASE_URL: source.databaseUrl } : {}),
    });

  beforeAll(async () => {
    source = await createTestApp(from, { TOKEN_SECRET: SHOP_TOKEN_SECRET }, { clock });
    shop = await useShop(source, clock);
    archive = path.join(folder, 'shop.tar.gz');
    manifest = await writeBackup(sourceConfig(), archive);
    archived = await tablesIn(archive);
  });
  afterAll(async () => {
    await source?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('holds every table in key order, its photos and a manifest; a write meanwhile neither waits nor shows', async () => {
    expect(manifest.migrations.at(-1)).toMatch(/^\d{3}-/);
    const count = (table: string) => manifest.tables.find((t) => t.name === table)?.rows;
    expect(count('users')).toBe(3);
    expect(count('totp_factors')).toBe(1);
    expect(count('products')).toBe(3);
    expect(count('orders')).toBe(2);
    expect(count('reviews')).toBe(2);
    expect(count('conversation_messages')).toBe(1);
    expect(manifest.photos.files).toBeGreaterThan(manifest.photos.images);
    expect(manifest.tables.map((t) => t.name)).not.toContain('storefront_entries');

    const during = path.join(folder, 'during.tar.gz');
    const email = uniqueEmail('during');
    let signedUp = false;
    await writeBackup(sourceConfig(), during, {
      // The snapshot is open and the backup waits for this: a sign-up (several writes) runs now.
      // Had writes to wait for the snapshot, this would never end (SQLite: fail when its busy
      // timeout ran out). How long writes wait while a backup runs is a benchmark's figure.
      onProgress: async (progress) => {
        if (progress.step !== 'snapshot') return;
        await signUp(source.app, { email });
        signedUp = true;
      },
    });
    expect(signedUp).toBe(true);
    expect((await tablesIn(during)).get('tables/users.jsonl')).not.toContain(email);
    const row = await source.app.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(row).toHaveLength(1);
  });

  it('refuses to restore while the shop runs on the database', async () => {
    const config = sourceConfig();
    // An app in this process holds SQLite's file open; on PostgreSQL `main` holds the shop lock.
    const lock = await holdShopLock(config.database);
    try {
      await expect(restoreBackup(config, archive, { force: true })).rejects.toThrow(RestoreRefusedError);
    } finally {
      await lock.release();
    }
  });

  describe.each(TEST_DIALECTS)('restored into %s', (to) => {
    const dataDir = temporaryFolder('refocus-restored-');
    let database: PostgresDatabase | undefined;
    let restored: Awaited<ReturnType<typeof appOn>> | undefined;
    beforeAll(async () => {
      database = to === 'postgres' ? await testPostgresDatabase() : undefined;
      const target = loadConfig({ DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) });
      const outcome = await restoreBackup(target, archive);
      expect(outcome).toMatchObject({
        migrations: [],
        photoFiles: manifest.photos.files,
        misplacedListings: 0,
      });
      restored = await appOn(dataDir, database?.url, clock);
    });
    afterAll(async () => {
      await restored?.app.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('gives back every row byte for byte, the storefront in its order, every photo and list', async () => {
      const app = restored!.app;
      const again = path.join(dataDir, 'again.tar.gz');
      const second = await writeBackup(restored!.config, again);
      const tables = await tablesIn(again);
      for (const [name, rows] of archived) if (name !== MOVES_ON) expect(tables.get(name), name).toBe(rows);
      expect(second.storefrontLastSeq).toBe(manifest.storefrontLastSeq);
      const lists = await Promise.all(CATALOGUE_LISTS.map(async (url) => (await app.inject({ url })).body));
      expect(lists).toEqual(shop.lists);
      expect((await app.inject({ url: shop.photoPath })).rawPayload.equals(shop.photo)).toBe(true);
    });

    it('signs people in as before: password, two-step code, and a session kept', async () => {
      const app = restored!.app;
      const demo = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: shop.seller,
      });
      expect(demo.statusCode).toBe(200);
      const first = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: shop.twoStep.email, password: shop.twoStep.password },
      });
      expect(first.json().error.code).toBe('auth/multi-factor-auth-required');
      clock.advance(STEP);
      const code = currentTotpCode(shop.twoStep.secret, clock().getTime());
      const second = await app.inject({
        method: 'POST',
        url: '/api/auth/mfa/sign-in',
        payload: { challenge: first.json().error.challenge, code },
      });
      expect(second.statusCode).toBe(200);
      const refreshed = await app.inject({
        method: 'POST',
        url: '/api/auth/token',
        cookies: { refocus_refresh: shop.refreshToken },
      });
      expect(refreshed.statusCode).toBe(200);
    });

    // Once per database: the refusal is the target's, whatever the archive's source.
    it.runIf(to === from)('refuses a second restore over it, unless forced', async () => {
      await restored!.app.close();
      restored = undefined;
      const target = loadConfig({ DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) });
      await expect(restoreBackup(target, archive)).rejects.toThrow(/already holds a shop.*--force/);
      await expect(restoreBackup(target, archive, { force: true })).resolves.toMatchObject({
        misplacedListings: 0,
      });
    });
  });
});
