import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { offerKit } from '../../../test/offer-kit.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

describe.each(TEST_DIALECTS)('accepted offers on %s', (dialect) => {
  let t: TestApp;
  let kit: ReturnType<typeof offerKit>;
  let seller: TestSession;
  let buyer: TestSession;
  let secondBuyer: TestSession;
  let thirdBuyer: TestSession;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    kit = offerKit(t);
    seller = await signUp(t.app, { seller: true, name: 'Sol Seller' });
    buyer = await signUp(t.app, { name: 'Bea Buyer' });
    secondBuyer = await signUp(t.app, { name: 'Cy Buyer' });
    thirdBuyer = await signUp(t.app, { name: 'Di Buyer' });
  });
  afterAll(() => t.close());

  const listing = (overrides = {}) =>
    kit.listing(seller.user.uid, { location: 'Lisbon, Rossio', ...overrides });
  const book = (session: TestSession, productId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: session.auth,
      payload: { productId, phoneNumber: '+1 555 0100', location: 'Central Station' },
    });
  const orderStatus = async (id: string) =>
    (
      await t.app.database.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  it('an accepted offer books the listing at the agreed price, declining the other offers and bookings', async () => {
    const productId = await listing();
    const offer = (await kit.offer(buyer, productId, 900)).json();
    const other = (await kit.offer(secondBuyer, productId, 950)).json();
    const waiting = (await book(thirdBuyer, productId)).json();
    // The offer's own buyer booked at the asking price meanwhile: that booking goes too.
    const own = (await book(buyer, productId)).json();

    const accepted = await kit.move(seller, offer._id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: 'accepted',
      turn: null,
      amount: 900,
      orderId: expect.any(String),
      product: { status: 'booked' },
    });
    const [order] = await kit.orderOf(offer._id);
    expect(order).toMatchObject({
      id: accepted.json().orderId,
      buyer_id: buyer.user.uid,
      user_name: 'Bea Buyer',
      price: 90_000,
      asked_price: 120_000,
      status: 'accepted',
      phone_number: '',
      location: 'Lisbon, Rossio',
    });
    expect(await kit.productStatus(productId)).toBe('booked');
    expect((await t.app.inject(`/api/products/${productId}`)).json().status).toBe('booked');

    // The buyer's My Orders holds the booking: asked $1,200, agreed $900.
    const mine = (await t.app.inject({ url: '/api/me/orders', headers: buyer.auth })).json();
    expect(mine.find((o: { _id: string }) => o._id === order!.id)).toMatchObject({
      price: 900,
      askedPrice: 1200,
      offerId: offer._id,
      status: 'accepted',
    });
    expect(await orderStatus(own._id)).toBe('declined');
    expect(await orderStatus(waiting._id)).toBe('declined');
    expect((await kit.offerRow(other._id)).status).toBe('declined');

    expect(await kit.notices(buyer.user.uid)).toContain(
      'Sol Seller accepted your offer of $900 for Sony a7 III. It is booked at that price.',
    );
    expect(await kit.notices(secondBuyer.user.uid)).toEqual([
      'Your offer on Sony a7 III was declined: the seller accepted another offer.',
    ]);
    expect(await kit.notices(thirdBuyer.user.uid, 'booking-declined')).toEqual([
      'Your booking of Sony a7 III was declined: the seller accepted an offer.',
    ]);
    // Their own superseded booking tells the buyer nothing: their offer's notice says it all.
    expect(await kit.notices(buyer.user.uid, 'booking-declined')).toEqual([]);
    expect(await kit.lines(productId, secondBuyer.user.uid)).toEqual([
      'Cy Buyer offered $950.',
      'The offer was declined: the seller accepted another offer.',
    ]);
    expect(await kit.lines(productId, buyer.user.uid)).toContain(
      'Sol Seller accepted $900: the camera is booked at that price.',
    );
    // Booked: no more offers, and the declined one takes no move.
    expect((await kit.offer(thirdBuyer, productId, 900)).statusCode).toBe(409);
    expect((await kit.move(seller, other._id, 'accept')).statusCode).toBe(409);
  });

  it("the buyer accepting the seller's counter books it at the counter's price", async () => {
    const productId = await listing();
    const id = (await kit.offer(buyer, productId, 800)).json()._id;
    await kit.move(seller, id, 'counter', 1000);
    const accepted = await kit.move(buyer, id, 'accept');
    expect(accepted.json()).toMatchObject({ status: 'accepted', amount: 1000, role: 'buyer' });
    const [order] = await kit.orderOf(id);
    expect(order).toMatchObject({ price: 100_000, asked_price: 120_000, status: 'accepted' });
    expect(await kit.notices(seller.user.uid)).toContain(
      'Bea Buyer accepted your counter of $1,000 for Sony a7 III. It is booked at that price.',
    );
    const bookings = (await t.app.inject({ url: '/api/me/bookings', headers: seller.auth })).json();
    expect(bookings.find((o: { _id: string }) => o._id === order!.id)).toMatchObject({
      price: 1000,
      askedPrice: 1200,
    });
  });

  it('of two accepts at once on one listing, exactly one wins', async () => {
    for (let round = 0; round < 3; round++) {
      const productId = await listing();
      const a = (await kit.offer(buyer, productId, 900)).json()._id;
      const b = (await kit.offer(secondBuyer, productId, 950)).json()._id;
      const results = await Promise.all([kit.move(seller, a, 'accept'), kit.move(seller, b, 'accept')]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const loser = results.find((r) => r.statusCode === 409)!;
      expect(loser.json().error.message).toMatch(/declined|no longer available|changed meanwhile/);
      const orders = await t.app.database.db
        .selectFrom('orders')
        .select(['offer_id', 'status'])
        .where('product_id', '=', productId)
        .execute();
      expect(orders).toHaveLength(1);
      const winner = orders[0]!.offer_id;
      expect((await kit.offerRow(winner!)).status).toBe('accepted');
      expect((await kit.offerRow(winner === a ? b : a)).status).toBe('declined');
      expect(await kit.productStatus(productId)).toBe('booked');
    }
  });

  it('of an accept and a withdrawal at once, exactly one lands', async () => {
    for (let round = 0; round < 3; round++) {
      const productId = await listing();
      const id = (await kit.offer(buyer, productId, 900)).json()._id;
      const [accept, withdraw] = await Promise.all([
        kit.move(seller, id, 'accept'),
        kit.move(buyer, id, 'withdraw'),
      ]);
      expect([accept.statusCode, withdraw.statusCode].sort()).toEqual([200, 409]);
      const row = await kit.offerRow(id);
      const orders = await kit.orderOf(id);
      if (accept.statusCode === 200) {
        expect(row.status).toBe('accepted');
        expect(orders).toHaveLength(1);
        expect(await kit.productStatus(productId)).toBe('booked');
      } else {
        expect(row.status).toBe('withdrawn');
        expect(orders).toHaveLength(0);
        expect(await kit.productStatus(productId)).toBe('available');
      }
    }
  });

  it('a booking the seller accepts the usual way declines the open offers', async () => {
    const productId = await listing();
    const offer = (await kit.offer(secondBuyer, productId, 900)).json()._id;
    const order = (await book(thirdBuyer, productId)).json()._id;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order}`,
      headers: seller.auth,
      payload: { status: 'accepted' },
    });
    expect(res.statusCode).toBe(200);
    expect((await kit.offerRow(offer)).status).toBe('declined');
    expect(await kit.notices(secondBuyer.user.uid)).toContain(
      'Your offer on Sony a7 III was declined: the seller accepted a booking.',
    );
    const read = (await kit.get(secondBuyer, offer)).json();
    expect(read.moves.at(-1)).toMatchObject({ by: 'seller', action: 'decline' });
  });

  it("a booking accepted the usual way closes its own buyer's offer as theirs, not as another's win", async () => {
    const productId = await listing({ name: 'Canon AE-1' });
    const offer = (await kit.offer(buyer, productId, 900)).json()._id;
    // The buyer books at the asking price while their offer waits.
    const order = (await book(buyer, productId)).json()._id;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order}`,
      headers: seller.auth,
      payload: { status: 'accepted' },
    });
    expect(res.statusCode).toBe(200);
    expect((await kit.offerRow(offer)).status).toBe('declined');
    const told = (await kit.notices(buyer.user.uid)).filter((text) => text.includes('Canon AE-1'));
    expect(told).toEqual([
      'Your offer on Canon AE-1 was closed: the seller accepted your booking at the asking price.',
    ]);
    expect((await kit.lines(productId, buyer.user.uid)).at(-1)).toBe(
      'The offer was closed: the seller accepted the booking at the asking price.',
    );
  });

  it('a listing sold meanwhile takes no accept or counter, but the buyer may still withdraw', async () => {
    const productId = await listing();
    const id = (await kit.offer(buyer, productId, 900)).json()._id;
    const sold = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${productId}`,
      headers: seller.auth,
      payload: { status: 'sold' },
    });
    expect(sold.statusCode).toBe(200);
    for (const [action, amount] of [
      ['accept', undefined],
      ['counter', 1000],
    ] as const) {
      const res = await kit.move(seller, id, action, amount);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toMatch(/no longer available/);
    }
    expect((await kit.move(buyer, id, 'withdraw')).json().status).toBe('withdrawn');
    expect(await kit.orderOf(id)).toEqual([]);
  });
});
