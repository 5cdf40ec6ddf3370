import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct } from '../../../test/fixtures.js';
import { addressOf, linkIn, startSmtpServer, type TestSmtpServer } from '../../../test/mail.js';
import { logIn, signUp, type TestSession, uniqueEmail } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * "Deleting an account cancels its open bookings (the other side is told)": each booking the
 * deletion closes sends one message to the person on the other side, read here as a real SMTP
 * server received it; finished and already closed bookings send nothing.
 */
describe.each(TEST_DIALECTS)('deleting an account tells the other side of its bookings on %s', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const adminEmail = uniqueEmail('admin');

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(dialect, {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Camera Corner <shop@example.test>',
      SHOP_NAME: 'Camera Corner',
      PUBLIC_URL: 'https://shop.example.test',
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: 'admin password',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  // Sign-ups queue their verification mail: deliver and forget it, so only the notices count.
  beforeEach(async () => {
    await t.app.jobWorker.runDue();
    smtp.received.splice(0);
  });

  const listing = async (seller: TestSession, name: string) =>
    (await insertProduct(t.app.database.db, seller.user.uid, { name })).id;
  const book = async (buyer: TestSession, productId: string): Promise<string> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.auth,
      payload: { productId, phoneNumber: '555 0100', location: 'Park' },
    });
    expect(res.statusCode).toBe(200);
    return res.json()._id;
  };
  const move = async (session: TestSession, orderId: string, status: string) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}`,
      headers: session.auth,
      payload: { status },
    });
    expect(res.statusCode).toBe(200);
  };
  const deleteOwnAccount = async (session: TestSession) => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/user/me', headers: session.auth });
    expect(res.statusCode).toBe(200);
  };
  /** Runs the queued jobs and answers the notices delivered, by recipient. */
  const deliveredNotices = async (): Promise<Map<string, ParsedMail[]>> => {
    await t.app.jobWorker.runDue();
    const byRecipient = new Map<string, ParsedMail[]>();
    for (const mail of smtp.received) {
      const to = addressOf(mail) ?? '';
      byRecipient.set(to, [...(byRecipient.get(to) ?? []), mail]);
    }
    return byRecipient;
  };
  const statusOf = async (orderId: string) =>
    (
      await t.app.database.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).status;

  it('a seller deletes their account: the buyers of its open bookings are told, with a link to My Orders', async () => {
    const seller = await signUp(t.app, { seller: true, name: 'Sam Seller' });
    const waiting = await signUp(t.app, { name: 'Wendy Waiting' });
    const accepted = await signUp(t.app, { name: 'Alex Accepted' });
    const finished = await signUp(t.app, { name: 'Fay Finished' });
    const declined = await signUp(t.app, { name: 'Dan Declined' });
    const waitingOrder = await book(waiting, await listing(seller, 'Leica M6'));
    const acceptedOrder = await book(accepted, await listing(seller, 'Nikon F3'));
    await move(seller, acceptedOrder, 'accepted');
    const finishedOrder = await book(finished, await listing(seller, 'Canon AE-1'));
    await move(seller, finishedOrder, 'accepted');
    await move(seller, finishedOrder, 'completed');
    const declinedOrder = await book(declined, await listing(seller, 'Sony A7'));
    await move(seller, declinedOrder, 'declined');
    await t.app.jobWorker.runDue();
    smtp.received.splice(0);

    await deleteOwnAccount(seller);
    // Queued with the deletion, sent by the worker: the request did not wait for mail.
    expect(smtp.received).toHaveLength(0);
    const notices = await deliveredNotices();
    expect([...notices.keys()].sort()).toEqual([accepted.user.email, waiting.user.email].sort());

    const [toWaiting] = notices.get(waiting.user.email) ?? [];
    expect(toWaiting?.subject).toBe('Your booking of Leica M6 was cancelled — Camera Corner');
    expect(toWaiting?.text).toContain('Hello Wendy Waiting,');
    expect(toWaiting?.text).toContain('The seller of Leica M6 has closed their Camera Corner account');
    expect(toWaiting?.html).toContain('Camera Corner');
    expect(toWaiting?.html).toContain('Leica M6');
    if (!toWaiting) throw new Error('no notice');
    expect(linkIn(toWaiting, '/dashboard/my-orders').origin).toBe('https://shop.example.test');
    const [toAccepted] = notices.get(accepted.user.email) ?? [];
    expect(toAccepted?.subject).toBe('Your booking of Nikon F3 was cancelled — Camera Corner');

    expect(await statusOf(waitingOrder)).toBe('declined');
    expect(await statusOf(acceptedOrder)).toBe('cancelled');
    expect(await statusOf(finishedOrder)).toBe('completed');
    // The finished order stays in the buyer's history, the seller named "Deleted user", no number.
    const history = (await t.app.inject({ url: '/api/me/orders', headers: finished.auth })).json() as {
      _id: string;
      seller: unknown;
    }[];
    expect(history.find((o) => o._id === finishedOrder)?.seller).toEqual({
      name: 'Deleted user',
      phoneNumber: '',
    });
  });

  it('a buyer deletes their account: the sellers are told, with a link to their Bookings; the listing is free again', async () => {
    const buyer = await signUp(t.app, { name: 'Bo Buyer' });
    const first = await signUp(t.app, { seller: true, name: 'First Seller' });
    const second = await signUp(t.app, { seller: true, name: 'Second Seller' });
    const pending = await book(buyer, await listing(first, 'Pentax K1000'));
    const acceptedListing = await listing(second, 'Olympus OM-1');
    const acceptedOrder = await book(buyer, acceptedListing);
    await move(second, acceptedOrder, 'accepted');
    const cancelledOrder = await book(buyer, await listing(second, 'Minolta X-700'));
    await move(buyer, cancelledOrder, 'cancelled');
    await t.app.jobWorker.runDue();
    smtp.received.splice(0);

    await deleteOwnAccount(buyer);
    const notices = await deliveredNotices();
    expect([...notices.keys()].sort()).toEqual([first.user.email, second.user.email].sort());
    expect(notices.get(second.user.email)).toHaveLength(1);
    const [toSecond] = notices.get(second.user.email) ?? [];
    if (!toSecond) throw new Error('no notice');
    expect(toSecond.subject).toBe('A booking of Olympus OM-1 was cancelled — Camera Corner');
    expect(toSecond.text).toContain('Hello Second Seller,');
    expect(toSecond.text).toContain(
      'The buyer who booked your Olympus OM-1 has closed their Camera Corner account',
    );
    expect(linkIn(toSecond, '/dashboard/bookings').href).toBe('https://shop.example.test/dashboard/bookings');
    const [toFirst] = notices.get(first.user.email) ?? [];
    expect(toFirst?.subject).toBe('A booking of Pentax K1000 was cancelled — Camera Corner');

    expect(await statusOf(pending)).toBe('cancelled');
    expect(await statusOf(acceptedOrder)).toBe('cancelled');
    const freed = await t.app.inject({ url: `/api/products/${acceptedListing}` });
    expect(freed.json().status).toBe('available');
  });

  it('an admin deletes a seller: the buyers are told the same way; nobody is told twice', async () => {
    const admin = await logIn(t.app, adminEmail, 'admin password');
    const seller = await signUp(t.app, { seller: true });
    const buyer = await signUp(t.app, { name: 'Tess Twice' });
    await book(buyer, await listing(seller, 'Rollei 35'));
    await book(buyer, await listing(seller, 'Yashica Mat'));
    await t.app.jobWorker.runDue();
    smtp.received.splice(0);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/all-sellers/${encodeURIComponent(seller.user.email)}`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    const notices = await deliveredNotices();
    // One message per cancelled booking, each naming its camera.
    expect((notices.get(buyer.user.email) ?? []).map((m) => m.subject).sort()).toEqual([
      'Your booking of Rollei 35 was cancelled — Camera Corner',
      'Your booking of Yashica Mat was cancelled — Camera Corner',
    ]);
    expect(await deliveredNotices()).toEqual(notices);
  });
});
