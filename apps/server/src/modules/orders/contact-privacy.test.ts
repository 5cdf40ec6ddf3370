import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct } from '../../../test/fixtures.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Issue 19, items 5 and 6: a seller's phone number is not on the storefront for everyone;
 * the buyer gets it (with the seller's name) once the seller accepts their booking.
 */
describe.each(TEST_DIALECTS)('who sees a phone number, on %s', (dialect) => {
  const SELLER_NUMBER = '+351 911 222 333';
  let t: TestApp;
  let seller: TestSession;
  let buyer: TestSession;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    seller = await signUp(t.app, { seller: true, name: 'Sol Seller' });
    buyer = await signUp(t.app, { name: 'Bea Buyer' });
    productId = (
      await insertProduct(t.app.database.db, seller.user.uid, {
        name: 'Private Number Camera',
        seller_name: 'Sol Seller',
        seller_number: SELLER_NUMBER,
      })
    ).id;
  });
  afterAll(() => t.close());

  const get = (url: string, session?: TestSession) =>
    t.app.inject({ method: 'GET', url, headers: session?.auth ?? {} });

  it('no storefront answer carries the number, whoever asks', async () => {
    for (const session of [undefined, buyer, seller]) {
      const detail = (await get(`/api/products/${productId}`, session)).json();
      expect(detail.sellerName).toBe('Sol Seller');
      expect(detail.sellerNumber).toBe('');
      const lists = [
        (await get('/api/products?q=private', session)).json(),
        (await get('/api/home-cameras', session)).json(),
        (await get('/api/category/1', session)).json(),
      ];
      for (const list of lists) {
        expect(JSON.stringify(list)).not.toContain(SELLER_NUMBER);
      }
    }
  });

  it("the seller's own listings keep it", async () => {
    const mine = (await get('/api/me/products', seller)).json();
    expect(mine.find((p: { _id: string }) => p._id === productId)?.sellerNumber).toBe(SELLER_NUMBER);
  });

  it('the buyer gets the seller name and number once the booking is accepted, not before', async () => {
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.auth,
      payload: { productId, phoneNumber: '+1 555 0100', location: 'Central Station' },
    });
    expect(booked.statusCode).toBe(200);
    const orderId = booked.json()._id;
    const myOrder = async () =>
      (await get('/api/me/orders', buyer)).json().find((o: { _id: string }) => o._id === orderId);
    expect((await myOrder()).seller).toBeNull();

    const accepted = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}`,
      headers: seller.auth,
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await myOrder()).seller).toEqual({ name: 'Sol Seller', phoneNumber: SELLER_NUMBER });
  });
});
