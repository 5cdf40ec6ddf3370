import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct } from '../../../test/fixtures.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Issue 14, items 5 and 4: a booked or sold listing stays reachable with its status, a
 * withdrawn one is gone; edits are the owner's, refused while a booking holds the camera, and
 * a price drop keeps the old price to strike through. Every answer read through the page
 * cache, so a stale page would fail these.
 */
describe.each(TEST_DIALECTS)('listing status and edits on %s', (dialect) => {
  let t: TestApp;
  let seller: TestSession;
  let otherSeller: TestSession;
  let buyer: TestSession;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    seller = await signUp(t.app, { seller: true });
    otherSeller = await signUp(t.app, { seller: true });
    buyer = await signUp(t.app);
  });
  afterAll(() => t.close());

  const listing = async () => (await insertProduct(t.app.database.db, seller.user.uid)).id;
  const read = (id: string) => t.app.inject(`/api/products/${id}`);
  const edit = (id: string, payload: object, session: TestSession = seller) =>
    t.app.inject({ method: 'PATCH', url: `/api/products/${id}`, headers: session.auth, payload });
  const book = async (productId: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: buyer.auth,
        payload: { productId, phoneNumber: '+1 555 0100', location: 'Central Station' },
      })
    ).json()._id as string;
  const move = (orderId: string, status: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}`,
      headers: seller.auth,
      payload: { status },
    });
  const storefrontIds = async () =>
    (await t.app.inject('/api/products?limit=100')).json().map((p: { _id: string }) => p._id);

  it('keeps a booked listing reachable as booked, off the storefront lists', async () => {
    const id = await listing();
    expect((await read(id)).json().status).toBe('available');
    const order = await book(id);
    expect((await move(order, 'accepted')).statusCode).toBe(200);

    const res = await read(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: id, status: 'booked', soldAt: null, sellerNumber: '' });
    expect(await storefrontIds()).not.toContain(id);
  });

  it('keeps a sold listing reachable with the day it was sold, by booking or by hand', async () => {
    const byBooking = await listing();
    const order = await book(byBooking);
    await move(order, 'accepted');
    expect((await move(order, 'completed')).statusCode).toBe(200);
    const sold = (await read(byBooking)).json();
    expect(sold.status).toBe('sold');
    expect(Date.parse(sold.soldAt)).toBeGreaterThan(Date.now() - 60_000);

    const byHand = await listing();
    expect((await edit(byHand, { status: 'sold' })).json().status).toBe('sold');
    expect((await read(byHand)).json()).toMatchObject({ status: 'sold', soldAt: expect.any(String) });
    expect(await storefrontIds()).not.toContain(byHand);
    // Back on sale: no sale day any more, and on the storefront again.
    expect((await edit(byHand, { status: 'available' })).json()).toMatchObject({
      status: 'available',
      soldAt: null,
    });
    expect(await storefrontIds()).toContain(byHand);
  });

  // Its page answers 410 (plugins/web-app.ts), checked with the built web app in e2e.
  it('answers a withdrawn listing 404', async () => {
    const id = await listing();
    expect((await read(id)).statusCode).toBe(200);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: seller.auth });
    expect(del.statusCode).toBe(200);
    expect((await read(id)).statusCode).toBe(404);
  });

  it('lets only the owner edit, and shows every edit at once', async () => {
    const id = await listing();
    expect((await read(id)).json().name).toBe('Test Camera');
    expect((await edit(id, { name: 'Not yours' }, otherSeller)).statusCode).toBe(403);
    expect((await edit(id, { name: 'Not yours' }, buyer)).statusCode).toBe(403);
    const res = await edit(id, {
      name: 'Canon AE-1 Program',
      location: 'Braga',
      description: 'Fresh seals.',
    });
    expect(res.statusCode).toBe(200);
    expect((await read(id)).json()).toMatchObject({
      name: 'Canon AE-1 Program',
      location: 'Braga',
      description: 'Fresh seals.',
    });
  });

  it('refuses edits with a 409 while a booking holds the camera, and takes them once it is cancelled', async () => {
    const id = await listing();
    const order = await book(id);
    // A booking waiting for an answer does not hold the camera.
    expect((await edit(id, { location: 'Faro' })).statusCode).toBe(200);
    await move(order, 'accepted');
    const refused = await edit(id, { resalePrice: 100 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'conflict',
      message: expect.stringMatching(/booked/),
    });
    expect((await read(id)).json().resalePrice).toBe(500);

    expect((await move(order, 'cancelled')).statusCode).toBe(200);
    expect((await edit(id, { resalePrice: 100 })).json().resalePrice).toBe(100);
  });

  it('refuses edits of a sold camera unless it goes back on sale in the same request', async () => {
    const id = await listing();
    await edit(id, { status: 'sold' });
    expect((await edit(id, { name: 'Renamed' })).statusCode).toBe(409);
    const back = await edit(id, { name: 'Renamed', status: 'available' });
    expect(back.json()).toMatchObject({ name: 'Renamed', status: 'available' });
  });

  it('keeps the highest price since the last raise to strike through after a drop', async () => {
    const id = await listing();
    expect((await read(id)).json()).toMatchObject({ resalePrice: 500, previousPrice: null });
    await edit(id, { resalePrice: 450 });
    expect((await read(id)).json()).toMatchObject({ resalePrice: 450, previousPrice: 500 });
    await edit(id, { resalePrice: '420' });
    expect((await read(id)).json()).toMatchObject({ resalePrice: 420, previousPrice: 500 });
    const listed = (await t.app.inject('/api/products?limit=100'))
      .json()
      .find((p: { _id: string }) => p._id === id);
    expect(listed).toMatchObject({ resalePrice: 420, previousPrice: 500 });
    // A raise still below the old price keeps it; one to or past it clears it.
    await edit(id, { resalePrice: 480 });
    expect((await read(id)).json().previousPrice).toBe(500);
    await edit(id, { resalePrice: 520 });
    expect((await read(id)).json()).toMatchObject({ resalePrice: 520, previousPrice: null });
  });
});
