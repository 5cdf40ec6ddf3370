import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { offerKit } from '../../../test/offer-kit.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testClock } from '../../../test/test-clock.js';

const HOUR = 3_600_000;

describe.each(TEST_DIALECTS)('offer expiry on %s', (dialect) => {
  const clock = testClock(new Date('2026-12-07T10:00:00Z'));
  let t: TestApp;
  let kit: ReturnType<typeof offerKit>;
  let seller: TestSession;
  let buyer: TestSession;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock });
    kit = offerKit(t);
    seller = await signUp(t.app, { seller: true, name: 'Sol Seller' });
    buyer = await signUp(t.app, { name: 'Bea Buyer' });
  });
  afterAll(() => t.close());

  const listing = (overrides = {}) => kit.listing(seller.user.uid, overrides);
  const expiryNotices = async (userId: string) =>
    (await kit.notices(userId)).filter((text) => text.includes('expired'));

  it('an offer nobody answers in 48 hours reads expired and takes no move, swept or not', async () => {
    const productId = await listing({ name: 'Pentax 67' });
    const offer = (await kit.offer(buyer, productId, 900)).json();
    clock.advance(48 * HOUR - 1000);
    expect((await kit.get(buyer, offer._id)).json()).toMatchObject({ status: 'open', turn: 'seller' });

    clock.advance(1000);
    const read = (await kit.get(seller, offer._id)).json();
    expect(read).toMatchObject({
      status: 'expired',
      turn: null,
      expiresAt: null,
      updatedAt: offer.expiresAt,
    });
    expect(read.moves.at(-1)).toEqual({
      by: 'seller',
      action: 'expire',
      amount: null,
      createdAt: offer.expiresAt,
    });
    const move = await kit.move(seller, offer._id, 'accept');
    expect(move.statusCode).toBe(409);
    expect(move.json().error.message).toBe('This offer expired.');
    expect((await kit.move(buyer, offer._id, 'withdraw')).statusCode).toBe(409);
    const ids = async (query: string) =>
      (await kit.mine(buyer, query)).json().map((o: { _id: string }) => o._id);
    expect(await ids('?status=open')).not.toContain(offer._id);
    expect(await ids('?status=closed')).toContain(offer._id);
    expect((await kit.viewer(buyer, productId)).openOffer).toBeNull();
    expect((await kit.viewer(seller, productId)).pendingOffers).toBe(0);

    // The sweep writes down what was read: the same answer after it.
    await kit.sweep(clock);
    expect((await kit.offerRow(offer._id)).status).toBe('expired');
    expect((await kit.get(seller, offer._id)).json()).toEqual(read);
  });

  it('a counter gives the other side 48 hours from then', async () => {
    const productId = await listing();
    const id = (await kit.offer(buyer, productId, 900)).json()._id;
    clock.advance(47 * HOUR);
    await kit.move(seller, id, 'counter', 1000);
    clock.advance(47 * HOUR);
    expect((await kit.get(buyer, id)).json()).toMatchObject({ status: 'open', turn: 'buyer' });
    await kit.sweep(clock);
    expect((await kit.offerRow(id)).status).toBe('open');
    clock.advance(HOUR);
    const read = (await kit.get(buyer, id)).json();
    expect(read.status).toBe('expired');
    // The buyer let the seller's counter lapse.
    expect(read.moves.at(-1)).toMatchObject({ by: 'buyer', action: 'expire' });
    // What lapsed was the seller's counter, and each side is told so.
    await kit.sweep(clock);
    expect((await expiryNotices(buyer.user.uid)).at(-1)).toBe(
      "Sol Seller's counter of $1,000 for Sony a7 III expired without an answer.",
    );
    expect((await expiryNotices(seller.user.uid)).at(-1)).toBe(
      'Your counter of $1,000 to Bea Buyer for Sony a7 III expired without an answer.',
    );
    expect((await kit.lines(productId, buyer.user.uid)).at(-1)).toBe(
      'The counter of $1,000 expired without an answer.',
    );
  });

  it('sweeps that run at once close each expired offer once and tell each side once', async () => {
    const watcher = await signUp(t.app, { name: 'Wes Buyer' });
    const productId = await listing({ name: 'Mamiya 7' });
    const id = (await kit.offer(watcher, productId, 900)).json()._id;
    clock.advance(49 * HOUR);

    await Promise.all([kit.sweep(clock), kit.sweep(clock), kit.sweep(clock)]);
    await kit.sweep(clock);
    expect((await kit.offerRow(id)).status).toBe('expired');
    const moves = await t.app.database.db
      .selectFrom('offer_moves')
      .select('action')
      .where('offer_id', '=', id)
      .orderBy('seq')
      .execute();
    expect(moves.map((m) => m.action)).toEqual(['offer', 'expire']);
    expect(await expiryNotices(watcher.user.uid)).toEqual([
      'The offer of $900 for Mamiya 7 expired without an answer.',
    ]);
    const sellerNotices = (await expiryNotices(seller.user.uid)).filter((text) => text.includes('Mamiya'));
    expect(sellerNotices).toEqual(["Wes Buyer's offer of $900 for Mamiya 7 expired without an answer."]);
    expect((await kit.lines(productId, watcher.user.uid)).at(-1)).toBe(
      'The offer of $900 expired without an answer.',
    );
  });

  it('the buyer may offer again once the last offer expired, before any sweep', async () => {
    const productId = await listing();
    const first = (await kit.offer(buyer, productId, 900)).json()._id;
    clock.advance(48 * HOUR);
    const again = await kit.offer(buyer, productId, 950);
    expect(again.statusCode).toBe(200);
    expect((await kit.offerRow(first)).status).toBe('expired');
  });

  it('the sweep declines open offers on a listing no longer on sale', async () => {
    const productId = await listing({ name: 'Hasselblad 500C' });
    const id = (await kit.offer(buyer, productId, 900)).json()._id;
    await t.app.database.db
      .updateTable('products')
      .set({ status: 'sold' })
      .where('id', '=', productId)
      .execute();
    const swept = await kit.sweep(clock);
    expect(swept.declined).toBeGreaterThanOrEqual(1);
    expect((await kit.offerRow(id)).status).toBe('declined');
    expect(await kit.notices(buyer.user.uid)).toContain(
      'Your offer on Hasselblad 500C was declined: the camera is no longer available.',
    );
    // Nothing left to close: a second sweep tells nobody again.
    await kit.sweep(clock);
    const told = (await kit.notices(buyer.user.uid)).filter((text) => text.includes('Hasselblad'));
    expect(told).toHaveLength(1);
  });
});
