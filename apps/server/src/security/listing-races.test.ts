import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../test/dialects.js';
import { insertProduct } from '../../test/fixtures.js';
import { logIn, signUp, type TestSession, uniqueEmail } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const ROUNDS = Number(process.env.RACE_ROUNDS ?? 12);

/**
 * The races of issue #17.5, each run many rounds at once on one listing, then the whole
 * database checked: no 5xx ever, one winner where there can be one, and no listing and
 * its bookings left in a state nobody can get out of (docs/decisions/010).
 */
describe.each(TEST_DIALECTS)('listing races on %s', (dialect) => {
  let t: TestApp;
  let seller: TestSession;
  let admin: TestSession;
  let buyers: TestSession[];
  const adminEmail = uniqueEmail('admin');

  beforeAll(async () => {
    t = await createTestApp(dialect, { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: 'admin password' });
    seller = await signUp(t.app, { seller: true });
    admin = await logIn(t.app, adminEmail, 'admin password');
    buyers = [];
    for (let i = 0; i < 6; i++) buyers.push(await signUp(t.app));
  });
  afterAll(() => t.close());

  const listing = async (sellerId = seller.user.uid) => (await insertProduct(t.app.database.db, sellerId)).id;
  const book = (buyer: TestSession, productId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.auth,
      payload: { productId, phoneNumber: '+1 555 0100', location: 'Central Station' },
    });
  const move = (session: TestSession, orderId: string, status: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}`,
      headers: session.auth,
      payload: { status },
    });
  const markSold = (session: TestSession, productId: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/products/${productId}`,
      headers: session.auth,
      payload: { status: 'sold' },
    });
  const withdraw = (session: TestSession, productId: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/products/${productId}`, headers: session.auth });

  const statuses = (answers: LightMyRequestResponse[]) => answers.map((a) => a.statusCode);
  const expectNo5xx = (answers: LightMyRequestResponse[]) => {
    for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(500);
  };
  const expectConflictsExplained = (answers: LightMyRequestResponse[]) => {
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json().error).toMatchObject({ code: 'conflict', message: expect.any(String) });
    }
  };

  it(`a seller accepting six bookings of one listing at once: one wins, five get 409 (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const productId = await listing();
      const orders = await Promise.all(buyers.map(async (b) => (await book(b, productId)).json()._id));
      const answers = await Promise.all(orders.map((id) => move(seller, id, 'accepted')));
      expectNo5xx(answers);
      expectConflictsExplained(answers);
      expect(statuses(answers).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    }
  }, 120_000);

  it(`accepting a booking while marking the listing sold: exactly one succeeds (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const productId = await listing();
      const order = (await book(buyers[round % buyers.length]!, productId)).json();
      const answers = await Promise.all([move(seller, order._id, 'accepted'), markSold(seller, productId)]);
      expectNo5xx(answers);
      expectConflictsExplained(answers);
      expect(statuses(answers).sort()).toEqual([200, 409]);
    }
  }, 120_000);

  it(`bookings racing a withdrawal leave no open booking on it (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const productId = await listing();
      const answers = await Promise.all([
        ...buyers.slice(0, 3).map((b) => book(b, productId)),
        withdraw(seller, productId),
        ...buyers.slice(3).map((b) => book(b, productId)),
      ]);
      expectNo5xx(answers);
      expect(answers[3]!.statusCode).toBe(200);
    }
  }, 120_000);

  it(`accepting and completing while the withdrawal or the seller's deletion runs (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const doomed = await signUp(t.app, { seller: true });
      const productId = await listing(doomed.user.uid);
      const second = await listing(doomed.user.uid);
      const orders = await Promise.all(
        buyers.slice(0, 3).map(async (b) => (await book(b, productId)).json()),
      );
      await move(doomed, orders[0]._id, 'accepted');
      const answers = await Promise.all([
        move(doomed, orders[0]._id, round % 2 ? 'completed' : 'cancelled'),
        round % 2 ? withdraw(doomed, productId) : markSold(doomed, second),
        book(buyers[4]!, second),
        t.app.inject({
          method: 'DELETE',
          url: `/api/user/all-sellers/${encodeURIComponent(doomed.user.email)}`,
          headers: admin.auth,
        }),
      ]);
      expectNo5xx(answers);
    }
  }, 120_000);

  it('leaves every listing and its bookings consistent', async () => {
    const db = t.app.database.db;
    const products = await db.selectFrom('products').select(['id', 'status', 'deleted_at']).execute();
    const orders = await db.selectFrom('orders').select(['product_id', 'status']).execute();
    expect(products.length).toBeGreaterThan(ROUNDS * 4);
    const problems: string[] = [];
    for (const p of products) {
      const mine = orders.filter((o) => o.product_id === p.id);
      const count = (status: string) => mine.filter((o) => o.status === status).length;
      const open = count('pending') + count('accepted');
      if (count('accepted') > 1) problems.push(`${p.id}: ${count('accepted')} accepted bookings`);
      if (count('completed') > 1) problems.push(`${p.id}: ${count('completed')} completed bookings`);
      if (p.deleted_at !== null && open > 0) problems.push(`${p.id}: withdrawn with ${open} open bookings`);
      if (p.status === 'booked' && count('accepted') !== 1 && p.deleted_at === null) {
        problems.push(`${p.id}: booked with ${count('accepted')} accepted bookings`);
      }
      if (p.status === 'available' && count('accepted') > 0) problems.push(`${p.id}: available but accepted`);
      // Sold: through exactly one completed booking, or directly by the seller (then none).
      if (p.status === 'sold' && (open > 0 || count('completed') > 1)) {
        problems.push(`${p.id}: sold with ${open} open and ${count('completed')} completed bookings`);
      }
      if (p.status !== 'sold' && count('completed') > 0) problems.push(`${p.id}: completed but ${p.status}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
