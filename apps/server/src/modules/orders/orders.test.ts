import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct } from '../../../test/fixtures.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

describe.each(TEST_DIALECTS)('bookings on %s', (dialect) => {
  let t: TestApp;
  let seller: TestSession;
  let otherSeller: TestSession;
  let buyer: TestSession;
  let secondBuyer: TestSession;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    seller = await signUp(t.app, { seller: true, name: 'Sol Seller' });
    otherSeller = await signUp(t.app, { seller: true });
    buyer = await signUp(t.app, { name: 'Bea Buyer' });
    secondBuyer = await signUp(t.app);
  });
  afterAll(() => t.close());

  const listing = async (overrides = {}) =>
    (
      await insertProduct(t.app.database.db, seller.user.uid, {
        name: 'Sony a7 III',
        resale_price: 120_000,
        ...overrides,
      })
    ).id;
  const book = (session: TestSession, productId: string, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: session.auth,
      payload: { productId, phoneNumber: '+1 555 0100', location: 'Central Station', ...extra },
    });
  const move = (session: TestSession, orderId: string, status: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}`,
      headers: session.auth,
      payload: { status },
    });
  const productStatus = async (id: string) =>
    (
      await t.app.database.db
        .selectFrom('products')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;
  const orderStatus = async (id: string) =>
    (
      await t.app.database.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  it('books with name, email, product name and price from the server, not the body', async () => {
    const productId = await listing();
    const res = await book(buyer, productId, {
      userName: 'Someone Else',
      userEmail: 'victim@example.test',
      productName: 'Free camera',
      price: 1,
      status: 'completed',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      productId,
      userName: 'Bea Buyer',
      userEmail: buyer.user.email,
      productName: 'Sony a7 III',
      price: 1200,
      phoneNumber: '+1 555 0100',
      location: 'Central Station',
      status: 'pending',
      product: { status: 'available', removed: false },
    });
  });

  it('refuses anonymous callers, bad input, unknown listings, your own listing and a second open booking', async () => {
    const productId = await listing();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/orders', payload: { productId } })).statusCode,
    ).toBe(401);
    const badPhone = await book(buyer, productId, { phoneNumber: 'abc' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().error.field).toBe('phoneNumber');
    expect((await book(buyer, 'no-such-listing')).statusCode).toBe(404);
    const own = await book(seller, productId);
    expect(own.statusCode).toBe(409);
    expect(own.json().error.message).toMatch(/own listing/);
    expect((await book(buyer, productId)).statusCode).toBe(200);
    const again = await book(buyer, productId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/already booked/);
    const sold = await listing({ status: 'sold' });
    expect((await book(buyer, sold)).statusCode).toBe(409);
  });

  it('admits one open booking per buyer and listing under concurrency', async () => {
    const productId = await listing();
    const results = await Promise.all(Array.from({ length: 8 }, () => book(secondBuyer, productId)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
    const rows = await t.app.database.db
      .selectFrom('orders')
      .select('id')
      .where('product_id', '=', productId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('accept books the listing and declines the other waiting bookings; complete sells it', async () => {
    const productId = await listing();
    const first = (await book(buyer, productId)).json();
    const second = (await book(secondBuyer, productId)).json();

    const accepted = await move(seller, first._id, 'accepted');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', product: { status: 'booked' } });
    expect(await orderStatus(second._id)).toBe('declined');
    // Off the storefront lists, but its page stays, saying it is booked (issue 14, item 5).
    expect((await t.app.inject(`/api/products/${productId}`)).json().status).toBe('booked');

    const mine = (await t.app.inject({ url: '/api/me/orders', headers: buyer.auth })).json();
    expect(mine.find((o: { _id: string }) => o._id === first._id).status).toBe('accepted');

    expect((await move(seller, first._id, 'completed')).json().status).toBe('completed');
    expect(await productStatus(productId)).toBe('sold');
  });

  it('a seller cancelling an accepted booking puts the listing back on sale', async () => {
    const productId = await listing();
    const order = (await book(buyer, productId)).json();
    await move(seller, order._id, 'accepted');
    expect((await move(seller, order._id, 'cancelled')).json().status).toBe('cancelled');
    expect(await productStatus(productId)).toBe('available');
    // Cancelled is final, and the buyer may book again.
    expect((await move(seller, order._id, 'accepted')).statusCode).toBe(409);
    expect((await book(buyer, productId)).statusCode).toBe(200);
  });

  it('refuses every other transition and caller, changing nothing', async () => {
    const productId = await listing();
    const order = (await book(buyer, productId)).json();
    const cases: [TestSession, string, number][] = [
      [buyer, 'accepted', 403],
      [buyer, 'declined', 403],
      [buyer, 'completed', 409],
      [otherSeller, 'accepted', 403],
      [secondBuyer, 'cancelled', 403],
      [seller, 'completed', 409],
      [seller, 'pending', 400],
    ];
    for (const [session, status, expected] of cases) {
      const res = await move(session, order._id, status);
      expect({ status, code: res.statusCode }).toEqual({ status, code: expected });
    }
    expect(await orderStatus(order._id)).toBe('pending');
    expect(await productStatus(productId)).toBe('available');

    expect((await move(buyer, order._id, 'cancelled')).json().status).toBe('cancelled');
    expect((await move(seller, order._id, 'accepted')).statusCode).toBe(409);
    expect((await move(seller, 'no-such-order', 'accepted')).statusCode).toBe(404);
  });

  it("lists a buyer's bookings newest first and a seller's bookings with the buyer's contact", async () => {
    const a = await listing({ name: 'First' });
    const b = await listing({ name: 'Second' });
    const fresh = await signUp(t.app, { name: 'Fresh Buyer' });
    await book(fresh, a);
    await book(fresh, b, { phoneNumber: '(555) 123-4567', location: 'Cafe Lisboa' });
    const mine = (await t.app.inject({ url: '/api/me/orders', headers: fresh.auth })).json();
    expect(mine.map((o: { productName: string }) => o.productName)).toEqual(['Second', 'First']);
    const bookings = await t.app.inject({ url: '/api/me/bookings', headers: seller.auth });
    expect(bookings.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userName: 'Fresh Buyer',
          phoneNumber: '(555) 123-4567',
          location: 'Cafe Lisboa',
        }),
      ]),
    );
    expect((await t.app.inject({ url: '/api/me/bookings', headers: otherSeller.auth })).json()).toEqual([]);
    expect((await t.app.inject({ url: '/api/me/bookings', headers: fresh.auth })).statusCode).toBe(403);
  });
});
