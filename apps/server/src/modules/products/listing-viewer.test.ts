import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct } from '../../../test/fixtures.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Issue 19 items 3 and 4: a listing's page knows who is looking (`GET /api/products/{id}/viewer`),
 * My Products counts the bookings waiting, and a second booking is still refused.
 */
describe.each(TEST_DIALECTS)('who is looking at a listing, on %s', (dialect) => {
  let t: TestApp;
  let seller: TestSession;
  let buyer: TestSession;
  let secondBuyer: TestSession;
  let stranger: TestSession;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    seller = await signUp(t.app, { seller: true });
    buyer = await signUp(t.app);
    secondBuyer = await signUp(t.app);
    stranger = await signUp(t.app);
  });
  afterAll(() => t.close());

  const listing = async () => (await insertProduct(t.app.database.db, seller.user.uid)).id;
  const book = (session: TestSession, productId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: session.auth,
      payload: { productId, phoneNumber: '+1 555 0100', location: 'Central Station' },
    });
  const move = (session: TestSession, orderId: string, status: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}`,
      headers: session.auth,
      payload: { status },
    });
  const viewer = (session: TestSession | undefined, productId: string) =>
    t.app.inject({ url: `/api/products/${productId}/viewer`, headers: session?.auth ?? {} });

  it('tells a buyer their running booking, with its date and status, and nobody else', async () => {
    const productId = await listing();
    expect((await viewer(buyer, productId)).json()).toEqual({
      ownListing: false,
      pendingBookings: null,
      openBooking: null,
      openOffer: null,
      pendingOffers: null,
    });
    const order = (await book(buyer, productId)).json();

    const res = await viewer(buyer, productId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      ownListing: false,
      pendingBookings: null,
      openBooking: { _id: order._id, status: 'pending', createdAt: order.createdAt },
      openOffer: null,
      pendingOffers: null,
    });
    // Another buyer learns nothing about someone else's booking.
    expect((await viewer(stranger, productId)).json()).toEqual({
      ownListing: false,
      pendingBookings: null,
      openBooking: null,
      openOffer: null,
      pendingOffers: null,
    });

    expect((await move(seller, order._id, 'accepted')).statusCode).toBe(200);
    expect((await viewer(buyer, productId)).json().openBooking).toMatchObject({ status: 'accepted' });

    expect((await move(seller, order._id, 'cancelled')).statusCode).toBe(200);
    expect((await viewer(buyer, productId)).json().openBooking).toBeNull();
  });

  it('refuses a second booking of the same listing with a clear 409 while the first runs', async () => {
    const productId = await listing();
    expect((await book(buyer, productId)).statusCode).toBe(200);
    const again = await book(buyer, productId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'conflict',
      message: 'You have already booked this camera.',
    });
  });

  it('tells the seller how many bookings wait, and My Products counts them per listing', async () => {
    const busy = await listing();
    const quiet = await listing();
    const first = (await book(buyer, busy)).json();
    await book(secondBuyer, busy);
    await book(stranger, busy);
    await move(stranger, (await viewer(stranger, busy)).json().openBooking._id, 'cancelled');

    expect((await viewer(seller, busy)).json()).toEqual({
      ownListing: true,
      pendingBookings: 2,
      openBooking: null,
      openOffer: null,
      pendingOffers: 0,
    });
    expect((await viewer(seller, quiet)).json()).toMatchObject({ ownListing: true, pendingBookings: 0 });

    const mine = await t.app.inject({ url: '/api/me/products?limit=100', headers: seller.auth });
    expect(mine.statusCode).toBe(200);
    const counts = Object.fromEntries(
      mine.json().map((p: { _id: string; pendingBookings: number }) => [p._id, p.pendingBookings]),
    );
    expect(counts[busy]).toBe(2);
    expect(counts[quiet]).toBe(0);

    // Accepting one declines the other: nothing waits any more.
    expect((await move(seller, first._id, 'accepted')).statusCode).toBe(200);
    expect((await viewer(seller, busy)).json().pendingBookings).toBe(0);
  });

  it('counts what marking sold will decline, and declines it', async () => {
    const productId = await listing();
    await book(buyer, productId);
    await book(secondBuyer, productId);
    expect((await viewer(seller, productId)).json().pendingBookings).toBe(2);
    const sold = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${productId}`,
      headers: seller.auth,
      payload: { status: 'sold' },
    });
    expect(sold.statusCode).toBe(200);
    expect((await viewer(seller, productId)).json().pendingBookings).toBe(0);
    const orders = await t.app.inject({ url: '/api/me/orders', headers: buyer.auth });
    expect(orders.json().find((o: { productId: string }) => o.productId === productId).status).toBe(
      'declined',
    );
  });

  it('needs a signed-in caller and answers 404 for a listing that is not there', async () => {
    const productId = await listing();
    expect((await viewer(undefined, productId)).statusCode).toBe(401);
    const missing = await viewer(buyer, '01900000-0000-7000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not-found');
    await t.app.inject({ method: 'DELETE', url: `/api/products/${productId}`, headers: seller.auth });
    expect((await viewer(seller, productId)).statusCode).toBe(404);
  });

  it('leaves the public product answer the same for everyone', async () => {
    const productId = await listing();
    await book(buyer, productId);
    const anonymous = await t.app.inject({ url: `/api/products/${productId}` });
    const asBuyer = await t.app.inject({ url: `/api/products/${productId}`, headers: buyer.auth });
    const asSeller = await t.app.inject({ url: `/api/products/${productId}`, headers: seller.auth });
    expect(asBuyer.body).toBe(anonymous.body);
    expect(asSeller.body).toBe(anonymous.body);
    expect(anonymous.json()).not.toHaveProperty('openBooking');
    expect(anonymous.json()).not.toHaveProperty('pendingBookings');
  });
});
