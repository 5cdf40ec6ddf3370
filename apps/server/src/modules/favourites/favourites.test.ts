import type { Notification, OwnListing, SavedListing } from '@refocus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct } from '../../../test/fixtures.js';
import { addressOf, readOutbox } from '../../../test/mail.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Issue 14 item 6 (decision 034): hearts on listings, the Saved page with each listing as it is
 * now, the seller's "Saved by N", and savers told of a price drop or a sale (issue 15 item 2).
 */
describe.each(TEST_DIALECTS)('favourites on %s', (dialect) => {
  let t: TestApp;
  let seller: TestSession;
  let buyer: TestSession;
  let other: TestSession;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    seller = await signUp(t.app, { seller: true, name: 'Sam Seller' });
    buyer = await signUp(t.app, { name: 'Bea Buyer' });
    other = await signUp(t.app, { name: 'Olga Other' });
  });
  afterAll(() => t.close());

  const listing = async (name: string, cents = 50_000) =>
    (await insertProduct(t.app.database.db, seller.user.uid, { name, resale_price: cents })).id;
  const save = (who: TestSession, id: string) =>
    t.app.inject({ method: 'PUT', url: `/api/favourites/${id}`, headers: who.auth });
  const unsave = (who: TestSession, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/favourites/${id}`, headers: who.auth });
  const savedOf = async (who: TestSession, query = '') => {
    const res = await t.app.inject({ url: `/api/favourites${query}`, headers: who.auth });
    expect(res.statusCode).toBe(200);
    return { items: res.json() as SavedListing[], total: res.headers['x-total-count'] };
  };
  const idsOf = async (who: TestSession, ids: string[]) => {
    const res = await t.app.inject({
      url: `/api/favourites/ids?products=${ids.join(',')}`,
      headers: who.auth,
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as string[]).sort();
  };
  const patch = (id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/products/${id}`, headers: seller.auth, payload });
  const noticesOf = async (who: TestSession) =>
    (await t.app.inject({ url: '/api/notifications', headers: who.auth })).json() as Notification[];

  it('saves idempotently, lists newest saved first and forgets on delete', async () => {
    const fresh = await signUp(t.app, { name: 'Fay Fresh' });
    const first = await listing('Nikon FM2');
    const second = await listing('Canon AE-1');
    expect((await save(fresh, first)).json()).toEqual({ saved: true });
    expect((await save(fresh, second)).statusCode).toBe(200);
    expect((await save(fresh, first)).statusCode).toBe(200);

    const { items, total } = await savedOf(fresh);
    expect(total).toBe('2');
    expect(items.map((item) => item.name)).toEqual(['Canon AE-1', 'Nikon FM2']);
    expect(items[0]).toMatchObject({ _id: second, status: 'available', resalePrice: 500, sellerNumber: '' });
    expect(items[0]!.savedAt).toMatch(/^\d{4}-/);

    const paged = await savedOf(fresh, '?limit=1&page=2');
    expect(paged.items.map((item) => item.name)).toEqual(['Nikon FM2']);

    expect((await unsave(fresh, second)).json()).toEqual({ saved: false });
    expect((await unsave(fresh, second)).statusCode).toBe(200);
    expect((await savedOf(fresh)).items.map((item) => item._id)).toEqual([first]);
  });

  it('tells which cards on a page are saved, for the caller only', async () => {
    const a = await listing('Pentax K1000');
    const b = await listing('Olympus OM-1');
    await save(buyer, a);
    await save(other, b);
    expect(await idsOf(buyer, [a, b, 'no-such-listing'])).toEqual([a]);
    expect(await idsOf(other, [a, b])).toEqual([b]);
  });

  it('refuses a listing not on the marketplace (404) and your own (409)', async () => {
    expect((await save(buyer, 'no-such-listing')).statusCode).toBe(404);
    const withdrawn = await listing('Withdrawn Yashica');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/products/${withdrawn}`, headers: seller.auth }))
        .statusCode,
    ).toBe(200);
    const gone = await save(buyer, withdrawn);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBeDefined();
    const own = await save(seller, await listing('Own Minolta'));
    expect(own.statusCode).toBe(409);
    expect(own.json().error.message).toMatch(/own listing/);
  });

  it('needs a session for every route and checks the ids query', async () => {
    for (const [method, url] of [
      ['PUT', '/api/favourites/x'],
      ['DELETE', '/api/favourites/x'],
      ['GET', '/api/favourites'],
      ['GET', '/api/favourites/ids?products=x'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
    const tooMany = Array.from({ length: 101 }, (_, i) => `id${i}`).join(',');
    const res = await t.app.inject({ url: `/api/favourites/ids?products=${tooMany}`, headers: buyer.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/at most 100/);
  });

  it('counts savers on My Products and leaves a withdrawn listing off the Saved page', async () => {
    const fresh = await signUp(t.app, { name: 'Gil Gone' });
    const popular = await listing('Popular Hasselblad');
    await save(buyer, popular);
    await save(other, popular);
    await save(fresh, popular);
    await unsave(fresh, popular);
    const mine = (
      await t.app.inject({ url: '/api/me/products?limit=100', headers: seller.auth })
    ).json() as OwnListing[];
    expect(mine.find((row) => row._id === popular)?.savedBy).toBe(2);
    expect(mine.every((row) => typeof row.savedBy === 'number')).toBe(true);

    await save(fresh, popular);
    await t.app.inject({ method: 'DELETE', url: `/api/products/${popular}`, headers: seller.auth });
    expect((await savedOf(fresh)).items.map((item) => item._id)).not.toContain(popular);
  });

  it('tells savers, in the bell and by e-mail, of a price drop but not of a raise', async () => {
    const id = await listing('Contax T2', 120_000);
    await save(buyer, id);
    await save(other, id);
    expect((await patch(id, { resalePrice: 1300 })).statusCode).toBe(200);
    expect((await noticesOf(buyer)).some((n) => n.text.startsWith('Contax T2'))).toBe(false);

    expect((await patch(id, { resalePrice: 1000 })).statusCode).toBe(200);
    for (const who of [buyer, other]) {
      const [notice] = await noticesOf(who);
      expect(notice).toMatchObject({
        kind: 'favourite-changed',
        text: 'Contax T2, which you saved, dropped from $1,300 to $1,000.',
        link: `/products/${id}`,
      });
    }
    expect((await noticesOf(seller)).some((n) => n.kind === 'favourite-changed')).toBe(false);
    const saved = (await savedOf(buyer)).items.find((item) => item._id === id);
    expect(saved).toMatchObject({ resalePrice: 1000, previousPrice: 1300 });

    await t.app.jobWorker.runDue();
    const mails = (await readOutbox(t.dataDir)).filter((mail) =>
      /Contax T2, which you saved/.test(mail.subject ?? ''),
    );
    expect(mails.map(addressOf).sort()).toEqual([buyer.user.email, other.user.email].sort());
  });

  it('keeps e-mail off for a saver who said so, and forgets a deleted saver', async () => {
    const quiet = await signUp(t.app, { name: 'Quinn Quiet' });
    const leaving = await signUp(t.app, { name: 'Lee Leaving' });
    const id = await listing('Leica CL', 90_000);
    await save(quiet, id);
    await save(leaving, id);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/me/notification-preferences',
      headers: quiet.auth,
      payload: [{ kind: 'favourite-changed', email: false }],
    });
    expect(off.statusCode).toBe(200);
    const gone = await t.app.inject({ method: 'DELETE', url: '/api/user/me', headers: leaving.auth });
    expect(gone.statusCode).toBe(200);
    const mine = (
      await t.app.inject({ url: '/api/me/products?limit=100', headers: seller.auth })
    ).json() as OwnListing[];
    expect(mine.find((row) => row._id === id)?.savedBy).toBe(1);

    await t.app.jobWorker.runDue();
    expect((await patch(id, { resalePrice: 800 })).statusCode).toBe(200);
    const [notice] = await noticesOf(quiet);
    expect(notice?.text).toBe('Leica CL, which you saved, dropped from $900 to $800.');
    await t.app.jobWorker.runDue();
    const mails = (await readOutbox(t.dataDir)).filter((mail) =>
      /Leica CL, which you saved/.test(mail.subject ?? ''),
    );
    expect(mails).toHaveLength(0);
  });

  it('tells savers of a sale, but not the buyer who bought it', async () => {
    const id = await listing('Rollei 35');
    await save(buyer, id);
    await save(other, id);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.auth,
      payload: { productId: id, phoneNumber: '+351 900 000 001', location: 'Porto' },
    });
    const orderId = order.json()._id as string;
    const move = (status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/orders/${orderId}`,
        headers: seller.auth,
        payload: { status },
      });
    expect((await move('accepted')).statusCode).toBe(200);
    expect((await move('completed')).statusCode).toBe(200);

    const [sold] = await noticesOf(other);
    expect(sold).toMatchObject({ kind: 'favourite-changed', text: 'Rollei 35, which you saved, was sold.' });
    expect((await noticesOf(buyer)).some((n) => n.text === 'Rollei 35, which you saved, was sold.')).toBe(
      false,
    );
    expect((await savedOf(other)).items.find((item) => item._id === id)?.status).toBe('sold');
  });

  it('tells savers when the seller marks a listing sold', async () => {
    const id = await listing('Mamiya 7');
    await save(other, id);
    expect((await patch(id, { status: 'sold' })).statusCode).toBe(200);
    const [sold] = await noticesOf(other);
    expect(sold?.text).toBe('Mamiya 7, which you saved, was sold.');
  });
});
