import type { Notification, NotificationPreference } from '@refocus/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct } from '../../../test/fixtures.js';
import { addressOf, linkIn, readOutbox } from '../../../test/mail.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Issue 15 item 2: each side of a booking is told of its moves in the bell's list and by
 * e-mail, unless they turned that kind off; every e-mail's unsubscribe link works without
 * signing in, for that person and kind only.
 */
describe.each(TEST_DIALECTS)('notifications on %s', (dialect) => {
  let t: TestApp;
  let seller: TestSession;
  let buyer: TestSession;

  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: 'https://shop.example.test' });
    seller = await signUp(t.app, { seller: true, name: 'Sam Seller' });
    buyer = await signUp(t.app, { name: 'Bea Buyer' });
  });
  afterAll(() => t.close());
  // Sign-ups queued verification mail: deliver it now, so only notices are counted below.
  beforeEach(async () => {
    await t.app.jobWorker.runDue();
  });

  const listOf = async (who: TestSession) => {
    const res = await t.app.inject({ url: '/api/notifications', headers: who.auth });
    expect(res.statusCode).toBe(200);
    return res.json() as Notification[];
  };
  const unreadOf = async (who: TestSession) =>
    (await t.app.inject({ url: '/api/notifications/unread', headers: who.auth })).json().unread as number;
  const mailTo = async (who: TestSession, subject: RegExp) =>
    (await readOutbox(t.dataDir)).filter(
      (mail) => addressOf(mail) === who.user.email && subject.test(mail.subject ?? ''),
    );
  const book = async (name: string) => {
    const productId = (await insertProduct(t.app.database.db, seller.user.uid, { name })).id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.auth,
      payload: { productId, phoneNumber: '+351 900 000 001', location: 'Porto' },
    });
    expect(res.statusCode).toBe(200);
    return res.json()._id as string;
  };
  const move = (who: TestSession, orderId: string, status: string) =>
    t.app.inject({ method: 'PATCH', url: `/api/orders/${orderId}`, headers: who.auth, payload: { status } });

  it('tells the seller of a booking and the buyer of its acceptance, in the list and by e-mail', async () => {
    const sellerUnread = await unreadOf(seller);
    const orderId = await book('Leica M6');
    const [requested] = await listOf(seller);
    expect(requested).toMatchObject({
      kind: 'booking-requested',
      text: 'Bea Buyer booked Leica M6.',
      link: '/dashboard/bookings',
      read: false,
    });
    expect(await unreadOf(seller)).toBe(sellerUnread + 1);

    expect((await move(seller, orderId, 'accepted')).statusCode).toBe(200);
    const [accepted] = await listOf(buyer);
    expect(accepted).toMatchObject({
      kind: 'booking-accepted',
      text: 'Sam Seller accepted your booking of Leica M6.',
    });

    // The e-mails go through the queue, after the requests.
    expect(await mailTo(buyer, /accepted your booking of Leica M6/)).toHaveLength(0);
    await t.app.jobWorker.runDue();
    const [mail] = await mailTo(buyer, /accepted your booking of Leica M6/);
    expect(mail).toBeDefined();
    expect(linkIn(mail!, '/dashboard/my-orders').origin).toBe('https://shop.example.test');
    const listUnsubscribe = mail!.headerLines.find((header) => header.key === 'list-unsubscribe')?.line;
    expect(listUnsubscribe).toMatch(/^List-Unsubscribe:\s+<https:\/\/shop\.example\.test\/unsubscribe\?/);
    expect(await mailTo(seller, /Bea Buyer booked Leica M6/)).toHaveLength(1);
  });

  it('tells the seller when the buyer cancels, and the buyer when the seller completes', async () => {
    const cancelled = await book('Pentax K1000');
    expect((await move(buyer, cancelled, 'cancelled')).statusCode).toBe(200);
    expect((await listOf(seller))[0]).toMatchObject({
      kind: 'booking-cancelled',
      text: 'Bea Buyer cancelled their booking of Pentax K1000.',
    });
    const completed = await book('Olympus OM-1');
    expect((await move(seller, completed, 'accepted')).statusCode).toBe(200);
    expect((await move(seller, completed, 'completed')).statusCode).toBe(200);
    expect((await listOf(buyer))[0]).toMatchObject({
      kind: 'booking-completed',
      link: '/dashboard/my-orders',
    });
  });

  it('marks read only the caller’s own notifications', async () => {
    const [mine] = await listOf(seller);
    const [theirs] = await listOf(buyer);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: seller.auth,
      payload: { ids: [mine!._id, theirs!._id] },
    });
    expect(res.statusCode).toBe(200);
    expect((await listOf(seller))[0]?.read).toBe(true);
    expect((await listOf(buyer))[0]?.read).toBe(false);
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: buyer.auth,
      payload: {},
    });
    expect(all.json()).toEqual({ unread: 0 });
    expect((await listOf(buyer)).every((n) => n.read)).toBe(true);
  });

  it('sends no e-mail of a kind turned off, and still lists it', async () => {
    const prefs = await t.app.inject({
      method: 'PUT',
      url: '/api/me/notification-preferences',
      headers: buyer.auth,
      payload: [{ kind: 'booking-declined', email: false }],
    });
    expect(prefs.statusCode).toBe(200);
    const answered = prefs.json() as NotificationPreference[];
    expect(answered.find((p) => p.kind === 'booking-declined')).toEqual({
      kind: 'booking-declined',
      email: false,
    });
    expect(answered.find((p) => p.kind === 'booking-accepted')).toEqual({
      kind: 'booking-accepted',
      email: true,
    });

    const orderId = await book('Nikon FM2');
    expect((await move(seller, orderId, 'declined')).statusCode).toBe(200);
    await t.app.jobWorker.runDue();
    expect((await listOf(buyer))[0]).toMatchObject({
      kind: 'booking-declined',
      text: 'Sam Seller declined your booking of Nikon FM2.',
    });
    expect(await mailTo(buyer, /declined your booking of Nikon FM2/)).toHaveLength(0);
  });

  it('turns a kind off from the e-mail’s link without signing in, for that person and kind only', async () => {
    const [mail] = await mailTo(seller, /Bea Buyer booked Leica M6/);
    const link = linkIn(mail!, '/unsubscribe');
    const body = Object.fromEntries(link.searchParams);
    expect(body).toMatchObject({ user: seller.user.uid, kind: 'booking-requested' });

    // The token is for this person and kind: not for another kind, not for another person.
    const forged = [
      { ...body, kind: 'booking-accepted' },
      { ...body, user: buyer.user.uid },
      { ...body, token: `${body.token!.slice(0, -1)}${body.token!.endsWith('A') ? 'B' : 'A'}` },
    ];
    for (const payload of forged) {
      const res = await t.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/unsubscribe link is not valid/);
    }
    const res = await t.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe', payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kind: 'booking-requested', email: false });
    const prefs = (
      await t.app.inject({ url: '/api/me/notification-preferences', headers: seller.auth })
    ).json();
    expect(prefs).toContainEqual({ kind: 'booking-requested', email: false });
    expect(
      (await t.app.inject({ url: '/api/me/notification-preferences', headers: buyer.auth })).json(),
    ).toContainEqual({
      kind: 'booking-requested',
      email: true,
    });

    await book('Canon F-1');
    await t.app.jobWorker.runDue();
    expect(await mailTo(seller, /Bea Buyer booked Canon F-1/)).toHaveLength(0);
  });

  it('tells a seller of a review, and a reporter and the reported seller of a moderator’s decision', async () => {
    const orderId = await book('Rollei 35');
    expect((await move(seller, orderId, 'accepted')).statusCode).toBe(200);
    expect((await move(seller, orderId, 'completed')).statusCode).toBe(200);
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/review`,
      headers: buyer.auth,
      payload: { rating: 4, text: 'Friendly and on time.' },
    });
    expect(review.statusCode).toBe(200);
    expect((await listOf(seller))[0]).toMatchObject({
      kind: 'review-received',
      text: 'Bea Buyer reviewed you: 4 of 5 stars.',
      link: `/sellers/${seller.user.uid}`,
    });

    const listingId = (await insertProduct(t.app.database.db, seller.user.uid, { name: 'Fake Hasselblad' }))
      .id;
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: buyer.auth,
      payload: { kind: 'listing', targetId: listingId, reason: 'fake' },
    });
    expect(report.statusCode).toBe(200);
    const admin = await signUp(t.app, { name: 'Ada Admin' });
    await t.app.database.db.updateTable('users').set({ admin: 1 }).where('id', '=', admin.user.uid).execute();
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${report.json().caseId}/actions`,
      headers: admin.auth,
      payload: { action: 'hide-listing' },
    });
    expect(decided.statusCode).toBe(200);
    expect((await listOf(buyer))[0]).toMatchObject({
      kind: 'report-decided',
      text: 'Your report of a listing was decided. The listing has been taken off the marketplace.',
    });
    expect((await listOf(seller))[0]).toMatchObject({ kind: 'report-decided' });
    await t.app.jobWorker.runDue();
    expect(await mailTo(buyer, /Your report of a listing was decided/)).toHaveLength(1);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/notification-preferences',
      headers: buyer.auth,
      payload: [{ kind: 'everything', email: false }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/kind must be one of/);
    expect((await t.app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
  });
});
