import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct, insertUser } from '../../../test/fixtures.js';
import { logIn, type TestSession, uniqueEmail } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { recordAudit } from './audit.public.js';

/**
 * Issue 42 item 13: the audit log names the person or listing of each entry (as they are now)
 * and filters by admin, action and days.
 */
describe.each(TEST_DIALECTS)('the audit log on %s', (dialect) => {
  let t: TestApp;
  let admin: TestSession;
  const adminEmail = uniqueEmail('admin');
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect, { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: 'admin password' });
    admin = await logIn(t.app, adminEmail, 'admin password');
    const { db } = t.app.database;
    await db.updateTable('users').set({ name: 'Ada Admin' }).where('id', '=', admin.user.uid).execute();
    const other = await insertUser(db, { name: 'Bo Admin', admin: 1, seller: 0 });
    // An admin who did nothing is not among the log's admins.
    await insertUser(db, { name: 'Cy Admin', admin: 1, seller: 0 });
    const seller = await insertUser(db, { name: 'Sam Seller', email: 'sam-audit@example.test' });
    const gone = await insertUser(db, {
      name: 'Deleted user',
      seller: 0,
      deleted_at: '2026-03-02T23:00:00.000Z',
    });
    const onSale = await insertProduct(db, seller.id, { name: 'Nikon FM2' });
    const hidden = await insertProduct(db, seller.id, {
      name: 'Stolen Leica',
      deleted_at: '2026-03-03T00:00:00.000Z',
    });
    Object.assign(ids, { other: other.id, seller: seller.id, gone: gone.id, onSale: onSale.id });
    const entry = (
      admin_id: string,
      action: Parameters<typeof recordAudit>[1]['action'],
      target_kind: Parameters<typeof recordAudit>[1]['target_kind'],
      target_id: string,
      at: string,
    ) => recordAudit(db, { admin_id, action, target_kind, target_id, at });
    await entry(admin.user.uid, 'disable-user', 'user', seller.id, '2026-03-01T10:00:00.000Z');
    await entry(other.id, 'delete-user', 'user', gone.id, '2026-03-02T23:59:59.999Z');
    await entry(admin.user.uid, 'hide-listing', 'listing', hidden.id, '2026-03-03T00:00:00.000Z');
    await entry(other.id, 'edit-site-page', 'site-page', 'terms', '2026-03-04T12:00:00.000Z');
    await entry(admin.user.uid, 'dismiss', 'listing', onSale.id, '2026-03-05T08:00:00.000Z');
  });
  afterAll(() => t.close());

  const log = (query = '') => t.app.inject({ url: `/api/admin/audit-log${query}`, headers: admin.auth });
  const actions = async (query: string) => {
    const res = await log(query);
    expect(res.statusCode).toBe(200);
    return {
      actions: res.json().map((e: { action: string }) => e.action),
      total: res.headers['x-total-count'],
    };
  };

  it('names the person or listing of each entry as it is now, newest first', async () => {
    const entries = (await log()).json();
    expect(entries.map((e: { target: unknown }) => e.target)).toEqual([
      { name: 'Nikon FM2', email: null, role: null, live: true },
      null,
      { name: 'Stolen Leica', email: null, role: null, live: false },
      { name: 'Deleted user', email: expect.any(String), role: 'buyer', live: false },
      { name: 'Sam Seller', email: 'sam-audit@example.test', role: 'seller', live: true },
    ]);
    expect(entries[0]).toMatchObject({ adminName: 'Ada Admin', targetId: ids.onSale });
    expect(entries[1]).toMatchObject({ adminName: 'Bo Admin', targetKind: 'site-page', targetId: 'terms' });
  });

  it('filters by admin, by action and by days, both days included, with the total of the filter', async () => {
    expect(await actions(`?adminId=${ids.other}`)).toEqual({
      actions: ['edit-site-page', 'delete-user'],
      total: '2',
    });
    expect(await actions('?action=hide-listing')).toEqual({ actions: ['hide-listing'], total: '1' });
    expect(await actions('?from=2026-03-02&to=2026-03-03')).toEqual({
      actions: ['hide-listing', 'delete-user'],
      total: '2',
    });
    expect(await actions(`?from=2026-03-04&adminId=${admin.user.uid}`)).toEqual({
      actions: ['dismiss'],
      total: '1',
    });
    expect(await actions('?to=2026-02-28')).toEqual({ actions: [], total: '0' });
  });

  it('refuses an unknown action or a day that is not one, naming the parameter', async () => {
    const action = await log('?action=burn');
    expect(action.statusCode).toBe(400);
    expect(action.json().error.field).toBe('action');
    const day = await log('?from=03/02/2026');
    expect(day.statusCode).toBe(400);
    expect(day.json().error.field).toBe('from');
  });

  it('lists the admins who have entries, by name, for the filter', async () => {
    const res = await t.app.inject({ url: '/api/admin/audit-log/admins', headers: admin.auth });
    expect(res.json()).toEqual([
      { id: admin.user.uid, name: 'Ada Admin' },
      { id: ids.other, name: 'Bo Admin' },
    ]);
  });
});
