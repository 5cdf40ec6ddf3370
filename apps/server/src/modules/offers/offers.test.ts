import type { LiveEvent } from '@refocus/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { smallPng } from '../../../test/image-corpus.js';
import { multipartBody } from '../../../test/multipart.js';
import { offerKit } from '../../../test/offer-kit.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { LiveEvents } from '../events/events.public.js';

/** Who was told what live, from a spy on `liveEvents.publish`. */
const heard = (publish: MockInstance<LiveEvents['publish']>) =>
  publish.mock.calls.map(([userId, event]) => ({ userId, event }) as { userId: string; event: LiveEvent });

describe.each(TEST_DIALECTS)('offers on %s', (dialect) => {
  let t: TestApp;
  let kit: ReturnType<typeof offerKit>;
  let seller: TestSession;
  let otherSeller: TestSession;
  let buyer: TestSession;
  let secondBuyer: TestSession;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    kit = offerKit(t);
    seller = await signUp(t.app, { seller: true, name: 'Sol Seller' });
    otherSeller = await signUp(t.app, { seller: true });
    buyer = await signUp(t.app, { name: 'Bea Buyer' });
    secondBuyer = await signUp(t.app, { name: 'Cy Buyer' });
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const listing = (overrides = {}) => kit.listing(seller.user.uid, overrides);

  it('a buyer offers below the asking price: the seller is told, live and in the thread', async () => {
    const productId = await listing();
    const publish = vi.spyOn(t.app.liveEvents, 'publish');
    const res = await kit.offer(buyer, productId, 900, 'Cash on the spot.');
    expect(res.statusCode).toBe(200);
    const offer = res.json();
    expect(offer).toMatchObject({
      product: { _id: productId, name: 'Sony a7 III', status: 'available', removed: false },
      askedPrice: 1200,
      amount: 900,
      note: 'Cash on the spot.',
      status: 'open',
      turn: 'seller',
      role: 'buyer',
      buyerName: 'Bea Buyer',
      sellerName: 'Sol Seller',
      rounds: 1,
      moves: [{ by: 'buyer', action: 'offer', amount: 900 }],
      orderId: null,
    });
    expect(Date.parse(offer.expiresAt) - Date.parse(offer.createdAt)).toBe(48 * 3_600_000);

    expect(await kit.notices(seller.user.uid)).toEqual(['Bea Buyer offered $900 for Sony a7 III.']);
    expect(await kit.lines(productId, buyer.user.uid)).toEqual(['Bea Buyer offered $900.']);
    const events = heard(publish);
    expect(events).toContainEqual({
      userId: seller.user.uid,
      event: {
        type: 'offer-changed',
        data: { offerId: offer._id, productId, status: 'open', role: 'seller' },
      },
    });
    const threadReloads = events.filter((e) => e.event.type === 'message-received').map((e) => e.userId);
    expect(threadReloads.sort()).toEqual([buyer.user.uid, seller.user.uid].sort());
    // The seller reads it from their side.
    expect((await kit.get(seller, offer._id)).json()).toMatchObject({ role: 'seller', turn: 'seller' });
  });

  it('takes whole amounts below the asking price and at least half of it, rounded up', async () => {
    const productId = await listing({ resale_price: 99_900 });
    for (const [amount, message] of [
      [999, /below the asking price of \$999/],
      [1200, /below the asking price/],
      [499, /at least \$500, half the asking price of \$999/],
      [450.5, /whole amount/],
      [0, /more than 0/],
      ['lots', /must be a number/],
    ] as const) {
      const res = await kit.offer(buyer, productId, amount);
      expect({ amount, code: res.statusCode }).toEqual({ amount, code: 400 });
      expect(res.json().error).toMatchObject({ field: 'amount', message: expect.stringMatching(message) });
    }
    const lowest = await kit.offer(buyer, productId, 500);
    expect(lowest.statusCode).toBe(200);
    expect(lowest.json().amount).toBe(500);
    const highest = await kit.offer(secondBuyer, productId, 998);
    expect(highest.statusCode).toBe(200);
  });

  it('refuses strangers, unconfirmed addresses, unknown listings, your own, gone ones and a second open offer', async () => {
    const productId = await listing();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/offers',
      payload: { productId, amount: 900 },
    });
    expect(anonymous.statusCode).toBe(401);
    const unconfirmed = await signUp(t.app, { verified: false });
    expect((await kit.offer(unconfirmed, productId, 900)).statusCode).toBe(403);
    const unknown = await kit.offer(buyer, 'no-such-listing', 900);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.field).toBe('productId');
    const own = await kit.offer(seller, productId, 900);
    expect(own.statusCode).toBe(409);
    expect(own.json().error.message).toMatch(/your own listing/);
    for (const status of ['booked', 'sold'] as const) {
      const gone = await kit.offer(buyer, await listing({ status }), 900);
      expect(gone.statusCode).toBe(409);
      expect(gone.json().error.message).toMatch(/no longer available/);
    }
    const withdrawn = await kit.offer(buyer, await listing({ deleted_at: new Date().toISOString() }), 900);
    expect(withdrawn.statusCode).toBe(404);

    const first = await kit.offer(buyer, productId, 900);
    expect(first.statusCode).toBe(200);
    const again = await kit.offer(buyer, productId, 950);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/already have an open offer/);
    // Once withdrawn, the buyer may offer again.
    expect((await kit.move(buyer, first.json()._id, 'withdraw')).statusCode).toBe(200);
    expect((await kit.offer(buyer, productId, 950)).statusCode).toBe(200);
  });

  it('admits one open offer per buyer and listing under concurrency', async () => {
    const productId = await listing();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => kit.offer(secondBuyer, productId, 900 + i)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.json().error.message).toMatch(/already have an open offer/);
    const rows = await t.app.database.db
      .selectFrom('offers')
      .select('id')
      .where('product_id', '=', productId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('a buyer who booked at the asking price cannot also offer', async () => {
    const productId = await listing();
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.auth,
      payload: { productId, phoneNumber: '+1 555 0100', location: 'Central Station' },
    });
    expect(booked.statusCode).toBe(200);
    const res = await kit.offer(buyer, productId, 900);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/already booked/);
  });

  it('moves go in turns, for at most three prices, each told to the other side', async () => {
    const productId = await listing();
    const id = (await kit.offer(buyer, productId, 800)).json()._id;

    // The seller's turn: the buyer can neither accept nor counter their own price.
    for (const [action, amount] of [
      ['accept', undefined],
      ['counter', 850],
      ['decline', undefined],
    ] as const) {
      const res = await kit.move(buyer, id, action, amount);
      expect({ action, code: res.statusCode }).toEqual({ action, code: 409 });
      expect(res.json().error.message).toMatch(/not your turn/);
    }
    // The seller's counter: a different price within the same bounds.
    expect((await kit.move(seller, id, 'counter', 800)).json().error.message).toMatch(/on the table already/);
    expect((await kit.move(seller, id, 'counter', 1200)).statusCode).toBe(400);
    expect((await kit.move(seller, id, 'counter', 599)).statusCode).toBe(400);
    const countered = await kit.move(seller, id, 'counter', 1100);
    expect(countered.statusCode).toBe(200);
    expect(countered.json()).toMatchObject({ amount: 1100, turn: 'buyer', rounds: 2, role: 'seller' });
    expect((await kit.move(seller, id, 'counter', 1000)).json().error.message).toMatch(/not your turn/);

    const third = await kit.move(buyer, id, 'counter', 950);
    expect(third.json()).toMatchObject({ amount: 950, turn: 'seller', rounds: 3 });
    // Three prices proposed: the seller accepts or declines, no more counters.
    const fourth = await kit.move(seller, id, 'counter', 1000);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error.message).toMatch(/No rounds left/);
    expect((await kit.move(buyer, id, 'counter', 960)).json().error.message).toMatch(/not your turn/);

    const declined = await kit.move(seller, id, 'decline');
    expect(declined.json()).toMatchObject({ status: 'declined', turn: null, expiresAt: null, amount: 950 });
    expect(
      declined
        .json()
        .moves.map((m: { by: string; action: string; amount: number | null }) => [m.by, m.action, m.amount]),
    ).toEqual([
      ['buyer', 'offer', 800],
      ['seller', 'counter', 1100],
      ['buyer', 'counter', 950],
      ['seller', 'decline', null],
    ]);
    const closed = await kit.move(buyer, id, 'withdraw');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toMatch(/declined/);

    expect(await kit.notices(buyer.user.uid)).toEqual(
      expect.arrayContaining([
        'Sol Seller countered with $1,100 on Sony a7 III.',
        'Sol Seller declined your offer of $950 for Sony a7 III.',
      ]),
    );
    expect(await kit.notices(seller.user.uid)).toContain('Bea Buyer countered with $950 on Sony a7 III.');
    expect(await kit.lines(productId, buyer.user.uid)).toEqual([
      'Bea Buyer offered $800.',
      'Sol Seller countered with $1,100.',
      'Bea Buyer countered with $950.',
      'Sol Seller declined $950.',
    ]);
  });

  it('a counter moves the expiry to 48 hours after it', async () => {
    const productId = await listing();
    const offer = (await kit.offer(buyer, productId, 900)).json();
    const countered = (await kit.move(seller, offer._id, 'counter', 1000)).json();
    expect(Date.parse(countered.expiresAt) - Date.parse(countered.updatedAt)).toBe(48 * 3_600_000);
    expect(Date.parse(countered.expiresAt)).toBeGreaterThanOrEqual(Date.parse(offer.expiresAt));
  });

  it('only the buyer withdraws, whenever the offer is open; the buyer may decline a counter', async () => {
    const productId = await listing();
    const id = (await kit.offer(buyer, productId, 900)).json()._id;
    const bySeller = await kit.move(seller, id, 'withdraw');
    expect(bySeller.statusCode).toBe(409);
    expect(bySeller.json().error.message).toMatch(/Only the buyer can withdraw/);
    await kit.move(seller, id, 'counter', 1000);
    expect((await kit.move(buyer, id, 'decline')).json()).toMatchObject({ status: 'declined' });
    expect(await kit.notices(seller.user.uid)).toContain(
      'Bea Buyer declined your counter of $1,000 for Sony a7 III.',
    );

    const other = await listing({ name: 'Leica M6' });
    const second = (await kit.offer(buyer, other, 900)).json()._id;
    expect((await kit.move(buyer, second, 'withdraw')).json()).toMatchObject({
      status: 'withdrawn',
      turn: null,
    });
    expect(await kit.notices(seller.user.uid)).toContain('Bea Buyer withdrew their offer on Leica M6.');
  });

  it('answers 404 for an unknown offer, 403 to anyone not on it, 400 for a malformed move', async () => {
    const productId = await listing();
    const id = (await kit.offer(buyer, productId, 900)).json()._id;
    expect((await kit.get(otherSeller, id)).statusCode).toBe(403);
    expect((await kit.move(otherSeller, id, 'accept')).statusCode).toBe(403);
    expect((await kit.move(secondBuyer, id, 'withdraw')).statusCode).toBe(403);
    expect((await kit.get(buyer, 'no-such-offer')).statusCode).toBe(404);
    expect((await kit.move(seller, 'no-such-offer', 'accept')).statusCode).toBe(404);
    const noAmount = await kit.move(seller, id, 'counter');
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().error.field).toBe('amount');
    expect((await kit.move(seller, id, 'accept', 950)).statusCode).toBe(400);
    expect((await kit.move(seller, id, 'haggle')).json().error.field).toBe('action');
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/offers/${id}`, payload: { action: 'accept' } }))
        .statusCode,
    ).toBe(401);
    expect((await kit.offerRow(id)).status).toBe('open');
  });

  it("lists the caller's offers as buyer or seller, open or closed, newest move first, paged", async () => {
    const lister = await signUp(t.app, { seller: true, name: 'Lis Seller' });
    const shopper = await signUp(t.app, { name: 'Sho Buyer' });
    const a = await kit.listing(lister.user.uid, { name: 'First' });
    const b = await kit.listing(lister.user.uid, { name: 'Second' });
    const c = await kit.listing(shopper.user.uid, { name: 'Theirs' });
    const first = (await kit.offer(shopper, a, 900)).json()._id;
    await kit.offer(shopper, b, 900);
    await kit.offer(lister, c, 900);
    await kit.move(lister, first, 'decline');

    const names = async (session: TestSession, query = '') =>
      (await kit.mine(session, query)).json().map((o: { product: { name: string } }) => o.product.name);
    expect(await names(shopper)).toEqual(['First', 'Theirs', 'Second']);
    expect(await names(shopper, '?role=buyer')).toEqual(['First', 'Second']);
    expect(await names(shopper, '?role=seller')).toEqual(['Theirs']);
    expect(await names(shopper, '?role=buyer&status=open')).toEqual(['Second']);
    expect(await names(shopper, '?status=closed')).toEqual(['First']);
    expect(await names(lister, '?role=seller&status=open')).toEqual(['Second']);

    const page = await kit.mine(shopper, '?limit=2&page=2');
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json()).toHaveLength(1);
    expect(page.headers.link).toContain('rel="first"');
    expect((await kit.mine(shopper, '?role=nobody')).statusCode).toBe(400);
    expect((await kit.mine(shopper, '?status=maybe')).json().error.field).toBe('status');
    expect((await t.app.inject({ url: '/api/me/offers' })).statusCode).toBe(401);
  });

  it("a listing's page tells the buyer their open offer and the seller the offers waiting", async () => {
    const productId = await listing();
    expect(await kit.viewer(buyer, productId)).toMatchObject({ openOffer: null, pendingOffers: null });
    expect(await kit.viewer(seller, productId)).toMatchObject({ openOffer: null, pendingOffers: 0 });
    const offer = (await kit.offer(buyer, productId, 900)).json();
    await kit.offer(secondBuyer, productId, 950);
    expect(await kit.viewer(buyer, productId)).toMatchObject({
      openOffer: { _id: offer._id, amount: 900, turn: 'seller', expiresAt: offer.expiresAt },
      pendingOffers: null,
    });
    expect((await kit.viewer(seller, productId)).pendingOffers).toBe(2);
    await kit.move(seller, offer._id, 'counter', 1000);
    // The counter waits for the buyer, not the seller.
    expect((await kit.viewer(seller, productId)).pendingOffers).toBe(1);
    expect((await kit.viewer(buyer, productId)).openOffer).toMatchObject({ amount: 1000, turn: 'buyer' });
  });

  it('a seller can say "no offers" on a listing, in its JSON, when listing it and when editing it', async () => {
    const body = multipartBody({
      filename: 'cam.png',
      contentType: 'image/png',
      bytes: await smallPng(800, 600),
    });
    const imgURL = (
      await t.app.inject({
        method: 'POST',
        url: '/api/images',
        payload: body.payload,
        headers: { ...body.headers, ...seller.auth },
      })
    ).json().data.url;
    const fields = {
      name: 'Nikon F3',
      imgURL,
      categoryId: 3,
      location: 'Porto',
      resalePrice: 450,
      originalPrice: 700,
      yearOfUse: 12,
      condition: 'Good',
      sellerName: 'Sol Seller',
      sellerNumber: '+351 912 345 678',
      yearOfPurchase: 2012,
      description: 'Film SLR, meter works.',
    };
    const create = (extra: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: seller.auth,
        payload: { ...fields, ...extra },
      });
    const taking = (await create({})).json();
    expect(taking.acceptsOffers).toBe(true);
    const firm = (await create({ acceptsOffers: false })).json();
    expect(firm.acceptsOffers).toBe(false);
    expect((await t.app.inject(`/api/products/${firm._id}`)).json().acceptsOffers).toBe(false);
    const refused = await kit.offer(buyer, firm._id, 300);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/takes no offers/);

    const edit = (id: string, acceptsOffers: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/products/${id}`,
        headers: seller.auth,
        payload: { acceptsOffers },
      });
    expect((await edit(taking._id, 'no')).statusCode).toBe(400);
    expect((await edit(taking._id, false)).json().acceptsOffers).toBe(false);
    expect((await t.app.inject(`/api/products/${taking._id}`)).json().acceptsOffers).toBe(false);
    expect((await kit.offer(buyer, taking._id, 300)).statusCode).toBe(409);
    expect((await edit(taking._id, true)).json().acceptsOffers).toBe(true);
    expect((await kit.offer(buyer, taking._id, 300)).statusCode).toBe(200);
  });

  it("deleting an account closes its open offers, a buyer's withdrawn, a seller's declined, and tells the other side", async () => {
    const leavingBuyer = await signUp(t.app, { name: 'Lea Buyer' });
    const leavingSeller = await signUp(t.app, { seller: true, name: 'Lee Seller' });
    const stayingBuyer = await signUp(t.app, { name: 'Sam Stays' });
    const staySeller = await signUp(t.app, { seller: true, name: 'Sue Stays' });
    const theirListing = await kit.listing(leavingSeller.user.uid);
    const onTheirs = (await kit.offer(stayingBuyer, theirListing, 900)).json()._id;
    const stayListing = await kit.listing(staySeller.user.uid);
    const byThem = (await kit.offer(leavingBuyer, stayListing, 900)).json()._id;
    const publish = vi.spyOn(t.app.liveEvents, 'publish');
    for (const session of [leavingBuyer, leavingSeller]) {
      const res = await t.app.inject({ method: 'DELETE', url: '/api/user/me', headers: session.auth });
      expect(res.statusCode).toBe(200);
    }
    expect((await kit.offerRow(byThem)).status).toBe('withdrawn');
    expect((await kit.offerRow(onTheirs)).status).toBe('declined');
    const history = (await kit.get(stayingBuyer, onTheirs))
      .json()
      .moves.map((m: { action: string }) => m.action);
    expect(history).toEqual(['offer', 'decline']);

    // The other side hears of it as of any closing: in the bell, in the thread, and live.
    expect(await kit.notices(staySeller.user.uid)).toEqual([
      'Lea Buyer offered $900 for Sony a7 III.',
      'Lea Buyer withdrew their offer on Sony a7 III.',
    ]);
    expect(await kit.notices(stayingBuyer.user.uid)).toEqual([
      'Your offer on Sony a7 III was declined: the camera is no longer available.',
    ]);
    expect(await kit.lines(stayListing, leavingBuyer.user.uid)).toEqual([
      'Lea Buyer offered $900.',
      'Lea Buyer withdrew the offer.',
    ]);
    const told = heard(publish);
    expect(told).toContainEqual({
      userId: staySeller.user.uid,
      event: {
        type: 'offer-changed',
        data: { offerId: byThem, productId: stayListing, status: 'withdrawn', role: 'seller' },
      },
    });
    expect(told).toContainEqual({
      userId: stayingBuyer.user.uid,
      event: {
        type: 'offer-changed',
        data: { offerId: onTheirs, productId: theirListing, status: 'declined', role: 'buyer' },
      },
    });
  });
});
