import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct } from '../../../test/fixtures.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testClock } from '../../../test/test-clock.js';
import { Notifier, UnsubscribeTokens } from '../notifications/notifications.public.js';
import { sweepMeetings } from './meeting-reminders.service.js';

/**
 * The meeting sweep (issue 45, item 3; decision 069), called directly with a moved clock: a
 * reminder to both sides 24 hours before an agreed meeting of an accepted booking, the
 * "did it happen?" notices after it, each once whatever runs the sweep and however often.
 */
const ZONE = 'Europe/Warsaw';
const NOW = new Date('2026-03-20T10:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe.each(TEST_DIALECTS)('meeting reminders on %s', (dialect) => {
  const clock = testClock(NOW);
  let t: TestApp;
  let seller: TestSession;
  let buyer: TestSession;
  let sweep: () => ReturnType<typeof sweepMeetings>;

  beforeAll(async () => {
    t = await createTestApp(dialect, { SHOP_TIME_ZONE: ZONE }, { clock });
    seller = await signUp(t.app, { seller: true, name: 'Sol Seller' });
    buyer = await signUp(t.app, { name: 'Bea' });
    const notifier = new Notifier(
      new UnsubscribeTokens(new TextEncoder().encode('meeting sweep test')),
      clock,
    );
    sweep = () => sweepMeetings({ db: t.app.database.db, notifier, timeZone: ZONE, origin: '', clock });
  });
  afterAll(() => t.close());
  beforeEach(() => clock.set(NOW.getTime()));

  const call = async (session: TestSession, method: 'POST' | 'PATCH', url: string, payload: object) => {
    const res = await t.app.inject({ method, url, headers: session.auth, payload });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  /** A booking of a fresh listing, with the meeting agreed at `local`; accepted unless told otherwise. */
  const agreedBooking = async (local: string, accept = true) => {
    const product = await insertProduct(t.app.database.db, seller.user.uid, {
      name: 'Leica M6',
      seller_name: 'Sol',
    });
    const order = await call(buyer, 'POST', '/api/orders', {
      productId: product.id,
      phoneNumber: '555 0100',
      location: 'Central Station',
      meetingTimes: [local],
    });
    if (accept) await call(seller, 'PATCH', `/api/orders/${order._id}`, { status: 'accepted' });
    await call(seller, 'PATCH', `/api/orders/${order._id}/meeting`, { action: 'accept', time: local });
    return order._id as string;
  };
  const meetingNotices = async (session: TestSession, startingWith: string) =>
    (
      await t.app.database.db
        .selectFrom('notifications')
        .select(['text', 'link'])
        .where('user_id', '=', session.user.uid)
        .where('kind', '=', 'meeting')
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    ).filter((n) => n.text.startsWith(startingWith));

  it('reminds both sides once, 24 hours before, and asks once after the time whether it happened', async () => {
    // Sunday 22 March, 15:00 in Warsaw: 14:00 UTC.
    await agreedBooking('2026-03-22T15:00');
    const meetingAt = Date.parse('2026-03-22T14:00:00.000Z');

    expect(await sweep()).toEqual({ reminded: 0, followedUp: 0 });
    clock.set(meetingAt - 24 * HOUR - MINUTE);
    expect(await sweep()).toEqual({ reminded: 0, followedUp: 0 });
    clock.set(meetingAt - 24 * HOUR);
    expect(await sweep()).toEqual({ reminded: 1, followedUp: 0 });
    expect(await sweep()).toEqual({ reminded: 0, followedUp: 0 });
    expect(await meetingNotices(buyer, 'Reminder')).toEqual([
      {
        text: 'Reminder: you meet Sol for Leica M6 on Sun 22 Mar 2026, 15:00 at Central Station.',
        link: '/dashboard/my-orders',
      },
    ]);
    expect(await meetingNotices(seller, 'Reminder')).toEqual([
      {
        text: 'Reminder: you meet Bea for Leica M6 on Sun 22 Mar 2026, 15:00 at Central Station.',
        link: '/dashboard/bookings',
      },
    ]);

    clock.set(meetingAt - MINUTE);
    expect(await sweep()).toEqual({ reminded: 0, followedUp: 0 });
    clock.set(meetingAt);
    expect(await sweep()).toEqual({ reminded: 0, followedUp: 1 });
    clock.advance(HOUR);
    expect(await sweep()).toEqual({ reminded: 0, followedUp: 0 });
    expect(await meetingNotices(seller, 'Did you meet')).toEqual([
      {
        text: 'Did you meet Bea for Leica M6? Once the camera has changed hands, mark the booking completed.',
        link: '/dashboard/bookings',
      },
    ]);
    expect(await meetingNotices(buyer, 'Did you meet')).toEqual([
      {
        text: 'Did you meet Sol for Leica M6? If the meeting did not happen, say so in My Orders: the booking is then cancelled.',
        link: '/dashboard/my-orders',
      },
    ]);
  });

  it('sends each notice once when two instances sweep at the same moment', async () => {
    await agreedBooking('2026-03-23T15:00');
    await agreedBooking('2026-03-23T16:00');
    clock.set(Date.parse('2026-03-22T16:00:00.000Z'));
    const runs = await Promise.all([sweep(), sweep()]);
    expect(runs.reduce((sum, run) => sum + run.reminded, 0)).toBe(2);
    expect(await meetingNotices(buyer, 'Reminder: you meet Sol for Leica M6 on Mon 23 Mar')).toHaveLength(2);
  });

  it('needs no reminder for a meeting agreed less than 24 hours ahead, and none for a booking still pending', async () => {
    const soon = await agreedBooking('2026-03-20T18:00');
    // 25 hours ahead when agreed, passed by the sweep: a pending booking is neither reminded nor asked.
    const pending = await agreedBooking('2026-03-21T12:00', false);
    clock.set(Date.parse('2026-03-21T12:00:00.000Z'));
    expect(await sweep()).toEqual({ reminded: 0, followedUp: 1 });
    const marks = await t.app.database.db
      .selectFrom('orders')
      .select(['id', 'meeting_reminded_at', 'meeting_followed_up_at'])
      .where('id', 'in', [soon, pending])
      .execute();
    expect(marks.find((m) => m.id === soon)).toMatchObject({
      meeting_reminded_at: NOW.toISOString(),
      meeting_followed_up_at: '2026-03-21T12:00:00.000Z',
    });
    expect(marks.find((m) => m.id === pending)).toMatchObject({
      meeting_reminded_at: null,
      meeting_followed_up_at: null,
    });
  });

  it('reminds of a meeting moved after its reminder again, and of none once the booking closed', async () => {
    const moved = await agreedBooking('2026-03-22T12:00');
    clock.set(Date.parse('2026-03-21T12:00:00.000Z'));
    expect((await sweep()).reminded).toBe(1);
    // Moved to the next day and agreed again: its reminder is due again, a day before the new time.
    await call(buyer, 'PATCH', `/api/orders/${moved}/meeting`, {
      action: 'propose',
      times: ['2026-03-23T12:00'],
    });
    await call(seller, 'PATCH', `/api/orders/${moved}/meeting`, {
      action: 'accept',
      time: '2026-03-23T12:00',
    });
    expect((await sweep()).reminded).toBe(0);
    clock.set(Date.parse('2026-03-22T11:00:00.000Z'));
    expect((await sweep()).reminded).toBe(1);

    const closed = await agreedBooking('2026-03-24T12:00');
    await call(seller, 'PATCH', `/api/orders/${closed}`, { status: 'cancelled' });
    clock.set(Date.parse('2026-03-25T12:00:00.000Z'));
    expect((await sweep()).followedUp).toBeGreaterThan(0);
    // The moved booking is asked about; the cancelled one asks nobody.
    const marks = await t.app.database.db
      .selectFrom('orders')
      .select(['id', 'meeting_followed_up_at'])
      .where('id', 'in', [moved, closed])
      .execute();
    expect(marks.find((m) => m.id === moved)?.meeting_followed_up_at).toBe('2026-03-25T12:00:00.000Z');
    expect(marks.find((m) => m.id === closed)?.meeting_followed_up_at).toBeNull();
  });
});
