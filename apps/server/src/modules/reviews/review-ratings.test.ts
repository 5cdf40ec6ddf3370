import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct } from '../../../test/fixtures.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import * as sellerRatings from '../../db/migrations/018-seller-ratings.js';

type Listed = { _id: string; sellerRating?: { average: number | null; count: number } };

/**
 * Issue 15 item 3 (decision 031): the seller's rating rides on every product answer (cards,
 * detail, seller page) from the kept sum and count; review writes move it and the catalogue
 * version, so cached pages show it at once. Callers learn which bookings they reviewed.
 */
describe.each(TEST_DIALECTS)('ratings on listings on %s', (dialect) => {
  let t: TestApp;
  let seller: TestSession;
  let buyer: TestSession;
  let other: TestSession;
  let onSale: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    seller = await signUp(t.app, { seller: true, name: 'Rita Rated' });
    buyer = await signUp(t.app, { name: 'Ben Buyer' });
    other = await signUp(t.app, { name: 'Olga Other' });
    onSale = (await insertProduct(t.app.database.db, seller.user.uid, { name: 'Leica M6' })).id;
  });
  afterAll(() => t.close());

  const send = (session: TestSession, method: 'POST' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url, headers: session.auth, payload });
  const completedBooking = async (by: TestSession) => {
    const productId = (await insertProduct(t.app.database.db, seller.user.uid, { name: 'Rolleiflex' })).id;
    const orderId = (
      await send(by, 'POST', '/api/orders', { productId, phoneNumber: '555 0100', location: 'Park' })
    ).json()._id as string;
    await send(seller, 'PATCH', `/api/orders/${orderId}`, { status: 'accepted' });
    await send(seller, 'PATCH', `/api/orders/${orderId}`, { status: 'completed' });
    return orderId;
  };
  const ratingOn = async (url: string) => {
    const body = (await t.app.inject(url)).json();
    const list: Listed[] = Array.isArray(body) ? body : [body];
    return list.find((p) => p._id === onSale)?.sellerRating;
  };

  it('shows the seller rating on cards, the detail page and the seller page, moved by each review write', async () => {
    const pages = ['/api/products', `/api/products/${onSale}`, `/api/sellers/${seller.user.uid}/products`];
    for (const page of pages) expect(await ratingOn(page)).toEqual({ average: null, count: 0 });

    const first = await completedBooking(buyer);
    const written = (
      await send(buyer, 'POST', `/api/orders/${first}/review`, { rating: 5, text: 'Great.' })
    ).json();
    const second = await completedBooking(other);
    await send(other, 'POST', `/api/orders/${second}/review`, { rating: 4, text: 'Good.' });
    // The pages were cached above: the review writes moved the catalogue version.
    for (const page of pages) expect(await ratingOn(page)).toEqual({ average: 4.5, count: 2 });
    expect((await t.app.inject(`/api/sellers/${seller.user.uid}`)).json().rating).toEqual({
      average: 4.5,
      count: 2,
    });

    const edited = await send(buyer, 'PATCH', `/api/reviews/${written.id}`, {
      rating: 2,
      text: 'Less great.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    for (const page of pages) expect(await ratingOn(page)).toEqual({ average: 3, count: 2 });
    expect((await t.app.inject(`/api/users/${seller.user.uid}/rating`)).json()).toEqual({
      average: 3,
      count: 2,
    });

    // The seller's review of the buyer moves the buyer's rating, not the seller's.
    await send(seller, 'POST', `/api/orders/${first}/review`, { rating: 5, text: 'Punctual.' });
    expect((await t.app.inject(`/api/users/${buyer.user.uid}/rating`)).json()).toEqual({
      average: 5,
      count: 1,
    });
    expect(await ratingOn('/api/products')).toEqual({ average: 3, count: 2 });
  });

  it("tells the caller their own reviews on a page of bookings, and nobody else's", async () => {
    const reviewed = await completedBooking(buyer);
    const notYet = await completedBooking(buyer);
    await send(buyer, 'POST', `/api/orders/${reviewed}/review`, { rating: 4, text: 'Fine.' });
    const mine = (who: TestSession, orders: string) =>
      t.app.inject({ url: `/api/me/reviews?orders=${orders}`, headers: who.auth });

    const asBuyer = await mine(buyer, `${reviewed},${notYet},${reviewed}`);
    expect(asBuyer.statusCode, asBuyer.body).toBe(200);
    expect(asBuyer.json()).toEqual([
      expect.objectContaining({ orderId: reviewed, rating: 4, reviewerRole: 'buyer' }),
    ]);
    // The seller wrote nothing on these bookings: the buyer's review is not theirs.
    expect((await mine(seller, `${reviewed},${notYet}`)).json()).toEqual([]);
    expect((await mine(other, reviewed)).json()).toEqual([]);
    expect((await t.app.inject(`/api/me/reviews?orders=${reviewed}`)).statusCode).toBe(401);

    const tooMany = Array.from({ length: 101 }, (_, i) => `id${i}`).join(',');
    const refused = await mine(buyer, tooMany);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/at most 100 bookings/);
    expect(
      (await t.app.inject({ url: '/api/me/reviews', headers: buyer.auth })).json().error.message,
    ).toMatch(/orders is required/);
  });

  it('keeps the sum equal to the stars given, through writes and edits sent together', async () => {
    const db = t.app.database.db;
    const kept = async () =>
      db
        .selectFrom('users')
        .select(['rating_sum', 'rating_count'])
        .where('id', '=', seller.user.uid)
        .executeTakeFirstOrThrow();
    const before = await kept();
    const orders = await Promise.all([completedBooking(buyer), completedBooking(other)]);
    const written = await Promise.all(
      orders.map(async (orderId, i) =>
        (
          await send(i === 0 ? buyer : other, 'POST', `/api/orders/${orderId}/review`, {
            rating: 3,
            text: 'Ok.',
          })
        ).json(),
      ),
    );
    const edits = await Promise.all(
      [1, 5, 2, 4].map((rating, i) =>
        send(i % 2 === 0 ? buyer : other, 'PATCH', `/api/reviews/${written[i % 2].id}`, {
          rating,
          text: `Now ${rating}.`,
        }),
      ),
    );
    expect(edits.map((edit) => edit.statusCode)).toEqual([200, 200, 200, 200]);
    const final = await db
      .selectFrom('reviews')
      .select('rating')
      .where(
        'id',
        'in',
        written.map((r) => r.id),
      )
      .execute();
    const after = await kept();
    expect(Number(after.rating_count) - Number(before.rating_count)).toBe(2);
    expect(Number(after.rating_sum) - Number(before.rating_sum)).toBe(
      final.reduce((sum, r) => sum + r.rating, 0),
    );
  });

  it('fills the kept rating from the reviews already written when migrating', async () => {
    const db = t.app.database.db;
    const before = await db
      .selectFrom('users')
      .select(['id', 'rating_sum', 'rating_count'])
      .orderBy('id')
      .execute();
    // The seller has five reviews by now, the buyer one: something to fill.
    expect(before.find((u) => u.id === seller.user.uid)).toMatchObject({ rating_count: 5 });
    await sellerRatings.down(db as never);
    await sellerRatings.up(db as never);
    const after = await db
      .selectFrom('users')
      .select(['id', 'rating_sum', 'rating_count'])
      .orderBy('id')
      .execute();
    expect(after.map((u) => [u.id, Number(u.rating_sum), Number(u.rating_count)])).toEqual(
      before.map((u) => [u.id, Number(u.rating_sum), Number(u.rating_count)]),
    );
  });
});
