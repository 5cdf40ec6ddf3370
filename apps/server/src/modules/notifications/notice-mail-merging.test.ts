import type { Notification } from '@refocus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct } from '../../../test/fixtures.js';
import { addressOf, readOutbox } from '../../../test/mail.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testClock } from '../../../test/test-clock.js';

/**
 * Issue 41 item 4: booking and cancelling one camera 15 times put 30 e-mails in the seller's
 * mailbox; raising and lowering a price 10 times e-mailed each saver 10 times. Notices of one
 * kind to one person are e-mailed at most once per 15 minutes; the list still shows each.
 */
describe.each(TEST_DIALECTS)('notice e-mails merged per person and kind on %s', (dialect) => {
  let t: TestApp;
  const clock = testClock();

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock });
  });
  afterAll(() => t.close());

  /** Mail to `who` whose subject matches, once the queue has run. */
  const mailTo = async (who: TestSession, subject: RegExp) => {
    await t.app.jobWorker.runDue();
    return (await readOutbox(t.dataDir)).filter(
      (mail) => addressOf(mail) === who.user.email && subject.test(mail.subject ?? ''),
    );
  };
  const listOf = async (who: TestSession) =>
    (await t.app.inject({ url: '/api/notifications?limit=100', headers: who.auth })).json() as Notification[];

  it('e-mails a seller once per kind for 15 bookings and cancellations of one camera; again after 15 minutes', async () => {
    const seller = await signUp(t.app, { seller: true, name: 'Sam Seller' });
    const buyer = await signUp(t.app, { name: 'Bea Buyer' });
    const productId = (await insertProduct(t.app.database.db, seller.user.uid, { name: 'Nikon FM2' })).id;
    const bookAndCancel = async () => {
      const booked = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: buyer.auth,
        payload: { productId, phoneNumber: '+351 900 000 001', location: 'Porto' },
      });
      expect(booked.statusCode, booked.body).toBe(200);
      const cancelled = await t.app.inject({
        method: 'PATCH',
        url: `/api/orders/${booked.json()._id}`,
        headers: buyer.auth,
        payload: { status: 'cancelled' },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    };
    for (let i = 0; i < 15; i++) await bookAndCancel();

    expect(await mailTo(seller, /booked Nikon FM2/)).toHaveLength(1);
    expect(await mailTo(seller, /cancel/i)).toHaveLength(1);
    // Every notice is still in the seller's list.
    const kinds = (await listOf(seller)).map((n) => n.kind);
    expect(kinds.filter((k) => k === 'booking-requested')).toHaveLength(15);
    expect(kinds.filter((k) => k === 'booking-cancelled')).toHaveLength(15);

    clock.advance(15 * 60_000);
    await bookAndCancel();
    expect(await mailTo(seller, /booked Nikon FM2/)).toHaveLength(2);
    expect(await mailTo(seller, /cancel/i)).toHaveLength(2);
  });

  it('e-mails each saver once for a price moved down and up ten times', async () => {
    const seller = await signUp(t.app, { seller: true, name: 'Sal Seller' });
    const savers = [await signUp(t.app, { name: 'Saver One' }), await signUp(t.app, { name: 'Saver Two' })];
    const productId = (
      await insertProduct(t.app.database.db, seller.user.uid, { name: 'Pentax 67', resale_price: 90_000 })
    ).id;
    for (const saver of savers) {
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/api/favourites/${productId}`,
        headers: saver.auth,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    for (let i = 0; i < 10; i++) {
      const resalePrice = i % 2 === 0 ? 800 - i : 900;
      const moved = await t.app.inject({
        method: 'PATCH',
        url: `/api/products/${productId}`,
        headers: seller.auth,
        payload: { resalePrice },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    for (const saver of savers) {
      expect(await mailTo(saver, /Pentax 67/)).toHaveLength(1);
      expect((await listOf(saver)).filter((n) => n.kind === 'favourite-changed')).toHaveLength(5);
    }
  });
});
