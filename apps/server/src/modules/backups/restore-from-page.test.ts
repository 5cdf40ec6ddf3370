import fs from 'node:fs';
import path from 'node:path';
import type { AuditEntry, BackupRun, MaintenanceStatus, RestoreRun } from '@refocus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { logIn, signUp, type TestSession, uniqueEmail } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testClock } from '../../../test/test-clock.js';
import {
  appOn,
  CATALOGUE_LISTS,
  SHOP_TOKEN_SECRET,
  type UsedShop,
  useShop,
} from '../../../test/used-shop.js';

const NOT_AN_ARCHIVE_NAME = 'refocus-refocus-20261201T030000Z.tar.gz';

/** Issue 46 item 4's last part (decision 065): an admin restores a backup from the page, the shop in maintenance meanwhile. */
describe.each(TEST_DIALECTS)('restoring from the Backups page on %s', (dialect) => {
  const clock = testClock();
  let t: TestApp;
  let shop: UsedShop;
  let admin: TestSession;
  let backup: string;

  const call = (method: 'GET' | 'POST', url: string, session: TestSession | null = admin) =>
    t.app.inject({ method, url, headers: session?.auth ?? {} });
  const progress = async () =>
    (await call('GET', '/api/admin/backups/progress')).json() as {
      run: BackupRun | null;
      restore: RestoreRun | null;
    };
  const lists = () => Promise.all(CATALOGUE_LISTS.map(async (url) => (await t.app.inject({ url })).body));

  beforeAll(async () => {
    t = await createTestApp(dialect, { TOKEN_SECRET: SHOP_TOKEN_SECRET }, { clock });
    shop = await useShop(t, clock);
    admin = await signUp(t.app, { seller: false });
    await t.app.database.db.updateTable('users').set({ admin: 1 }).where('id', '=', admin.user.uid).execute();
    expect((await call('POST', '/api/admin/backups')).statusCode).toBe(202);
    await t.app.jobWorker.runDue();
    await t.app.backupRunner.settled();
    backup = (await progress()).run!.name!;
  });
  afterAll(() => t?.close());

  it('refuses a visitor, a person who is not an admin, a name it does not hold and a damaged archive, with the shop serving', async () => {
    const person = await signUp(t.app, { seller: false });
    expect((await call('POST', `/api/admin/backups/${backup}/restore`, null)).statusCode).toBe(401);
    expect((await call('POST', `/api/admin/backups/${backup}/restore`, person)).statusCode).toBe(403);
    const unknown = await call('POST', '/api/admin/backups/refocus-shop-20200101T000000Z.tar.gz/restore');
    expect(unknown.statusCode).toBe(404);

    fs.writeFileSync(path.join(t.dataDir, 'backups', NOT_AN_ARCHIVE_NAME), 'not a gzip at all');
    const damaged = await call('POST', `/api/admin/backups/${NOT_AN_ARCHIVE_NAME}/restore`);
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().error.message).toMatch(/not a readable backup archive/);
    expect(t.app.maintenance.isOn()).toBe(false);
    expect((await t.app.inject({ url: '/api/products' })).statusCode).toBe(200);
    expect(fs.readdirSync(path.join(t.dataDir, 'restoring'))).toEqual([]);
    fs.rmSync(path.join(t.dataDir, 'backups', NOT_AN_ARCHIVE_NAME));
  });

  it('answers every visitor 503 with the maintenance page while it restores, then gives the shop back as the backup had it', async () => {
    // Changed after the backup: a new person, a price, a cached catalogue page of the new price.
    const lateEmail = uniqueEmail('late');
    await signUp(t.app, { email: lateEmail, password: 'a late password of enough length' });
    const seller = await logIn(t.app, shop.seller.email, shop.seller.password);
    const [listing] = (await (await t.app.inject({ url: '/api/products?limit=1' })).json()) as {
      _id: string;
    }[];
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${listing!._id}`,
      headers: seller.auth,
      payload: { resalePrice: 123 },
    });
    expect(edit.statusCode).toBe(200);
    const changed = await lists();
    expect(await lists()).toEqual(changed);
    expect(changed).not.toEqual(shop.lists);

    // What visitors get is looked at the moment the shop goes into maintenance, before the restore begins.
    const seen: {
      on: boolean;
      page?: number;
      html?: string;
      retryAfter?: unknown;
      api?: unknown;
      status?: unknown;
    }[] = [];
    t.app.maintenance.onChange(async (on) => {
      if (!on) return void seen.push({ on });
      const page = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
      const api = await t.app.inject({ url: '/api/products' });
      seen.push({
        on,
        page: page.statusCode,
        html: page.body,
        retryAfter: page.headers['retry-after'],
        api: [api.statusCode, api.json().error.code, api.headers['retry-after']],
        status: (await t.app.inject({ url: '/api/maintenance' })).json(),
      });
    });

    const started = await call('POST', `/api/admin/backups/${backup}/restore`);
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ name: backup, state: 'restoring', step: 'waiting', error: null });
    await t.app.backupRestorer.settled();

    expect(seen).toEqual([
      {
        on: true,
        page: 503,
        html: expect.stringContaining('is back in a few minutes'),
        retryAfter: '30',
        api: [503, 'maintenance', '30'],
        status: { maintenance: true, step: 'waiting' },
      },
      { on: false },
    ]);
    expect((await t.app.inject({ url: '/api/maintenance' })).json()).toEqual({
      maintenance: false,
      step: null,
    } satisfies MaintenanceStatus);
    expect((await progress()).restore).toMatchObject({
      name: backup,
      state: 'done',
      step: 'finishing',
      error: null,
      migrations: [],
      finishedAt: expect.any(String),
    });

    // The catalogue as the backup had it, although this instance had the newer one cached.
    expect(await lists()).toEqual(shop.lists);
    // The person who came after the backup is gone; the seller signs in as before.
    const lateLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: lateEmail, password: 'a late password of enough length' },
    });
    expect(lateLogin.statusCode).toBe(401);
    await logIn(t.app, shop.seller.email, shop.seller.password);
    const audit = (await (await call('GET', '/api/admin/audit-log')).json()) as AuditEntry[];
    expect(audit.filter((e) => e.targetId === backup).map((e) => [e.action, e.adminId])).toEqual([
      ['restore-backup', admin.user.uid],
    ]);
    expect(fs.readdirSync(path.join(t.dataDir, 'restoring'))).toEqual([]);
  });

  it.runIf(dialect === 'postgres')(
    'puts every instance on the database in maintenance, and one restore at a time',
    async () => {
      const other = await appOn(fs.mkdtempSync(path.join(t.dataDir, 'other-')), t.databaseUrl, clock);
      try {
        await t.app.maintenance.enter();
        await expect
          .poll(async () => (await other.app.inject({ url: '/api/products' })).statusCode, {
            timeout: 10_000,
          })
          .toBe(503);
        expect((await other.app.inject({ url: '/api/maintenance' })).json()).toEqual({
          maintenance: true,
          step: null,
        });
        await expect(other.app.maintenance.enter()).rejects.toThrow(/already in maintenance/);
        await t.app.maintenance.leave();
        await expect
          .poll(async () => (await other.app.inject({ url: '/api/products' })).statusCode, {
            timeout: 10_000,
          })
          .toBe(200);
      } finally {
        await t.app.maintenance.leave();
        await other.app.close();
      }
    },
  );
});
