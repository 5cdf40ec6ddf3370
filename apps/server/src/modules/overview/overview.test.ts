import type { AdminOverview } from '@refocus/contract';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct, insertUser } from '../../../test/fixtures.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testClock } from '../../../test/test-clock.js';

const NOW = new Date('2026-11-25T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

/** Issue 15, item 5: the admins' dashboard home, on both databases. */
describe.each(TEST_DIALECTS)('the admin overview on %s', (dialect) => {
  let t: TestApp;
  let admin: TestSession;
  let buyer: TestSession;
  let listingId: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock: testClock(NOW) });
    const db = t.app.database.db;
    admin = await signUp(t.app, { seller: false });
    await db
      .updateTable('users')
      .set({ admin: 1, created_at: daysAgo(40) })
      .where('id', '=', admin.user.uid)
      .execute();
    buyer = await signUp(t.app, { seller: false });
    await db
      .updateTable('users')
      .set({ created_at: daysAgo(0) })
      .where('id', '=', buyer.user.uid)
      .execute();

    // Two sellers (one disabled) and a closed account, joining on known days.
    const seller = await insertUser(db, { created_at: daysAgo(3) });
    await insertUser(db, { created_at: daysAgo(3), disabled: 1 });
    await insertUser(db, { seller: 0, created_at: daysAgo(2), deleted_at: daysAgo(1) });
    // One listing per status, one withdrawn, one older than the chart.
    const available = await insertProduct(db, seller.id, { created_at: daysAgo(0) });
    listingId = available.id;
    const booked = await insertProduct(db, seller.id, { status: 'booked', created_at: daysAgo(1) });
    await insertProduct(db, seller.id, { status: 'sold', created_at: daysAgo(1) });
    await insertProduct(db, seller.id, { created_at: daysAgo(5), deleted_at: daysAgo(4) });
    await insertProduct(db, seller.id, { created_at: daysAgo(31) });

    const order = (productId: string, status: 'pending' | 'accepted' | 'cancelled') => ({
      id: uuidv7(),
      product_id: productId,
      buyer_id: buyer.user.uid,
      user_name: 'Bea Buyer',
      user_email: buyer.user.email,
      product_name: 'Test Camera',
      price: 50_000,
      phone_number: '+351 900 000 001',
      location: 'Porto',
      status,
      created_at: daysAgo(0),
      updated_at: daysAgo(0),
    });
    await db
      .insertInto('orders')
      .values([order(available.id, 'cancelled'), order(booked.id, 'accepted')])
      .execute();
  });
  afterAll(() => t.close());

  const get = (auth?: Record<string, string>) =>
    t.app.inject({ url: '/api/admin/overview', ...(auth ? { headers: auth } : {}) });

  it('counts people by role, listings and bookings by status', async () => {
    const res = await get(admin.auth);
    expect(res.statusCode).toBe(200);
    const overview = res.json() as AdminOverview;
    expect(overview.people).toEqual({ buyers: 1, sellers: 2, admins: 1, disabled: 1 });
    expect(overview.listings).toEqual({ available: 2, booked: 1, sold: 1, withdrawn: 1 });
    expect(overview.bookings).toEqual({ pending: 0, accepted: 1, declined: 0, cancelled: 1, completed: 0 });
    expect(overview.openReports).toBe(0);
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: buyer.auth,
      payload: { kind: 'listing', targetId: listingId, reason: 'spam' },
    });
    expect(report.statusCode).toBe(200);
    expect(((await get(admin.auth)).json() as AdminOverview).openReports).toBe(1);
  });

  it('charts sign-ups and new listings per UTC day over the last 30 days, oldest first', async () => {
    const { days } = (await get(admin.auth)).json() as AdminOverview;
    expect(days).toHaveLength(30);
    expect(days[0]?.date).toBe('2026-10-27');
    expect(days.at(-1)).toEqual({ date: '2026-11-25', signUps: 1, listings: 1 });
    const on = (date: string) => days.find((day) => day.date === date);
    expect(on('2026-11-24')).toEqual({ date: '2026-11-24', signUps: 0, listings: 2 });
    // The closed account still signed up that day; the withdrawn listing was still listed.
    expect(on('2026-11-23')).toEqual({ date: '2026-11-23', signUps: 1, listings: 0 });
    expect(on('2026-11-22')).toEqual({ date: '2026-11-22', signUps: 2, listings: 0 });
    expect(on('2026-11-20')).toEqual({ date: '2026-11-20', signUps: 0, listings: 1 });
    // The admin (40 days) and the oldest listing (31 days) are before the chart.
    expect(days.reduce((sum, day) => sum + day.signUps, 0)).toBe(4);
    expect(days.reduce((sum, day) => sum + day.listings, 0)).toBe(4);
  });

  it('is for admins only', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await get(buyer.auth)).statusCode).toBe(403);
  });
});
