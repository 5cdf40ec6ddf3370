import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct } from '../../../test/fixtures.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testClock } from '../../../test/test-clock.js';

const DAY = 24 * 3_600_000;

/** Issue 15 item 3: once per side, only after completion, editable 14 days, answered once, no self-review. */
describe.each(TEST_DIALECTS)('reviews on %s', (dialect) => {
  let t: TestApp;
  let seller: TestSession;
  let buyer: TestSession;
  let stranger: TestSession;
  const clock = testClock();

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock });
    seller = await signUp(t.app, { seller: true, name: 'Sam Seller' });
    buyer = await signUp(t.app, { name: 'Bea Buyer' });
    stranger = await signUp(t.app, { seller: true });
  });
  afterAll(() => t.close());

  const json = (session: TestSession, method: 'POST' | 'PATCH', url: string, payload: unknown) =>
    t.app.inject({ method, url, headers: session.auth, payload: payload as Record<string, unknown> });
  const review = (session: TestSession, orderId: string, payload: unknown) =>
    json(session, 'POST', `/api/orders/${orderId}/review`, payload);
  const booking = async (end?: 'completed' | 'declined') => {
    const productId = (await insertProduct(t.app.database.db, seller.user.uid, { name: 'Pentax 67' })).id;
    const booked = await json(buyer, 'POST', '/api/orders', {
      productId,
      phoneNumber: '555 0100',
      location: 'Park',
    });
    const orderId = booked.json()._id as string;
    if (end === 'completed') {
      await json(seller, 'PATCH', `/api/orders/${orderId}`, { status: 'accepted' });
      await json(seller, 'PATCH', `/api/orders/${orderId}`, { status: 'completed' });
    }
    if (end === 'declined') await json(seller, 'PATCH', `/api/orders/${orderId}`, { status: 'declined' });
    return orderId;
  };
  const rating = async (userId: string) => (await t.app.inject(`/api/users/${userId}/rating`)).json();

  it('lets each side of a completed booking rate the other once; the rating shows on the person', async () => {
    const orderId = await booking('completed');
    const byBuyer = await review(buyer, orderId, { rating: 5, text: '  Lovely camera, on time.  ' });
    expect(byBuyer.statusCode, byBuyer.body).toBe(200);
    expect(byBuyer.json()).toMatchObject({
      orderId,
      productName: 'Pentax 67',
      reviewerRole: 'buyer',
      reviewerName: 'Bea Buyer',
      revieweeId: seller.user.uid,
      rating: 5,
      text: 'Lovely camera, on time.',
      answer: null,
    });
    const bySeller = await review(seller, orderId, { rating: 4, text: 'Friendly buyer.' });
    expect(bySeller.json()).toMatchObject({ reviewerRole: 'seller', revieweeId: buyer.user.uid });

    const twice = await review(buyer, orderId, { rating: 1, text: 'Changed my mind' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toMatch(/reviewed this booking already/);

    expect(await rating(seller.user.uid)).toEqual({ average: 5, count: 1 });
    const second = await booking('completed');
    await review(buyer, second, { rating: 2, text: 'Scratched lens.' });
    expect(await rating(seller.user.uid)).toEqual({ average: 3.5, count: 2 });
    const list = await t.app.inject(`/api/users/${seller.user.uid}/reviews`);
    expect(list.headers['x-total-count']).toBe('2');
    expect(list.json().map((r: { rating: number }) => r.rating)).toEqual([2, 5]);
    expect(await rating(stranger.user.uid)).toEqual({ average: null, count: 0 });
  });

  it('refuses reviews of bookings that are not completed, and from anyone not on the booking', async () => {
    const pending = await booking();
    expect((await review(buyer, pending, { rating: 3, text: 'Too soon' })).json().error.message).toMatch(
      /A pending booking cannot be reviewed/,
    );
    const declined = await booking('declined');
    expect((await review(seller, declined, { rating: 3, text: 'No' })).statusCode).toBe(409);
    const completed = await booking('completed');
    expect((await review(stranger, completed, { rating: 1, text: 'Spam' })).statusCode).toBe(403);
    expect((await review(buyer, 'no-such-booking', { rating: 1, text: 'x' })).statusCode).toBe(404);
    const bad: [unknown, RegExp][] = [
      [{ rating: 0, text: 'x' }, /rating must be a whole number from 1 to 5/],
      [{ rating: 4.5, text: 'x' }, /rating must be a whole number from 1 to 5/],
      [{ rating: '5', text: 'x' }, /rating must be a whole number from 1 to 5/],
      [{ rating: 5, text: '  ' }, /text must not be empty/],
      [{ rating: 5 }, /text is required/],
    ];
    for (const [payload, message] of bad) {
      const answer = await review(buyer, completed, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.message).toMatch(message);
    }
    expect((await rating(stranger.user.uid)).count).toBe(0);
  });

  it('lets its writer change a review for 14 days, and the reviewed person answer once', async () => {
    const orderId = await booking('completed');
    const written = (await review(buyer, orderId, { rating: 3, text: 'Fine.' })).json();
    expect(
      (await json(seller, 'PATCH', `/api/reviews/${written.id}`, { rating: 5, text: 'Mine' })).statusCode,
    ).toBe(403);
    clock.advance(13 * DAY);
    const edited = await json(buyer, 'PATCH', `/api/reviews/${written.id}`, {
      rating: 4,
      text: 'Good, after all.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ rating: 4, text: 'Good, after all.' });
    clock.advance(2 * DAY);
    const late = await json(buyer, 'PATCH', `/api/reviews/${written.id}`, { rating: 1, text: 'Late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/14 days/);

    expect(
      (await json(buyer, 'POST', `/api/reviews/${written.id}/answer`, { text: 'Self' })).statusCode,
    ).toBe(403);
    const answered = await json(seller, 'POST', `/api/reviews/${written.id}/answer`, { text: 'Thank you!' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().answer).toMatchObject({ text: 'Thank you!' });
    const again = await json(seller, 'POST', `/api/reviews/${written.id}/answer`, { text: 'Again' });
    expect(again.statusCode).toBe(409);
    const shown = (await t.app.inject(`/api/users/${seller.user.uid}/reviews`)).json();
    expect(shown.find((r: { id: string }) => r.id === written.id)).toMatchObject({
      rating: 4,
      answer: { text: 'Thank you!' },
    });
  });
});
