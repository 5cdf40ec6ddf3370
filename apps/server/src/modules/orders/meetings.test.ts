import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct } from '../../../test/fixtures.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testClock } from '../../../test/test-clock.js';

/**
 * Meeting times (issue 45, item 3; decision 069) through real HTTP: the buyer proposes with the
 * booking, the sides take turns, the times are the shop's wall-clock in Europe/Warsaw (which
 * moves to summer time on 29 March 2026, 02:00 → 03:00), and an accepted booking whose meeting
 * passed may be called off by its buyer.
 */
const ZONE = 'Europe/Warsaw';
/** Friday 20 March 2026, 11:00 in Warsaw (UTC+1). */
const NOW = new Date('2026-03-20T10:00:00.000Z');
const HOUR = 3_600_000;

describe.each(TEST_DIALECTS)('meeting times on %s', (dialect) => {
  const clock = testClock(NOW);
  let t: TestApp;
  let seller: TestSession;
  let otherSeller: TestSession;
  let buyer: TestSession;
  let secondBuyer: TestSession;

  beforeAll(async () => {
    t = await createTestApp(dialect, { SHOP_TIME_ZONE: ZONE }, { clock });
    seller = await signUp(t.app, { seller: true, name: 'Sol Seller' });
    otherSeller = await signUp(t.app, { seller: true });
    buyer = await signUp(t.app, { name: 'Bea' });
    secondBuyer = await signUp(t.app);
  });
  afterAll(() => t.close());
  beforeEach(() => clock.set(NOW.getTime()));

  const listing = async () =>
    (await insertProduct(t.app.database.db, seller.user.uid, { name: 'Leica M6', resale_price: 150_000 })).id;
  const book = (session: TestSession, productId: string, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: session.auth,
      payload: { productId, phoneNumber: '+1 555 0100', location: 'Central Station', ...extra },
    });
  const booked = async (meetingTimes?: string[]) => {
    const res = await book(buyer, await listing(), meetingTimes ? { meetingTimes } : {});
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const meeting = (session: TestSession | undefined, orderId: string, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}/meeting`,
      headers: session?.auth ?? {},
      payload,
    });
  const move = (session: TestSession, orderId: string, status: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}`,
      headers: session.auth,
      payload: { status },
    });
  const threadLines = async (orderId: string) => {
    const found = await t.app.inject({
      url: `/api/conversations/find?orderId=${orderId}`,
      headers: buyer.auth,
    });
    const thread = await t.app.inject({
      url: `/api/conversations/${found.json().conversationId}`,
      headers: buyer.auth,
    });
    return (thread.json().messages as { senderRole: string; text: string }[])
      .filter((m) => m.senderRole === 'system')
      .map((m) => m.text);
  };
  const noticesOf = async (session: TestSession) =>
    (await t.app.inject({ url: '/api/notifications?limit=100', headers: session.auth })).json() as {
      kind: string;
      text: string;
      link: string;
    }[];
  const proposalRows = async (orderId: string) =>
    t.app.database.db.selectFrom('meeting_proposals').selectAll().where('order_id', '=', orderId).execute();

  it('takes up to three times with a booking and answers them in the shop’s zone, both ways', async () => {
    const order = await booked(['2026-03-22T15:00', '2026-03-21T11:00', '2026-03-30T11:00']);
    const meetingAnswer = {
      timeZone: ZONE,
      agreed: null,
      proposals: [
        { startsAt: '2026-03-21T10:00:00.000Z', local: '2026-03-21T11:00' },
        { startsAt: '2026-03-22T14:00:00.000Z', local: '2026-03-22T15:00' },
        // After the switch to summer time: UTC+2.
        { startsAt: '2026-03-30T09:00:00.000Z', local: '2026-03-30T11:00' },
      ],
      proposedBy: 'buyer',
    };
    expect(order).toMatchObject({ askedPrice: null, offerId: null, price: 1500, meeting: meetingAnswer });

    // The same in each side's list, and in the older client's fields nothing moved.
    const mine = (await t.app.inject({ url: '/api/me/orders', headers: buyer.auth })).json();
    expect(mine.find((o: { _id: string }) => o._id === order._id).meeting).toEqual(meetingAnswer);
    const bookings = (await t.app.inject({ url: '/api/me/bookings', headers: seller.auth })).json();
    expect(bookings.find((o: { _id: string }) => o._id === order._id)).toMatchObject({
      location: 'Central Station',
      phoneNumber: '+1 555 0100',
      meeting: meetingAnswer,
    });

    expect(await threadLines(order._id)).toEqual([
      'Bea proposed to meet on Sat 21 Mar 11:00, Sun 22 Mar 15:00, Mon 30 Mar 11:00',
    ]);
    expect((await noticesOf(seller)).map((n) => n.text)).toContain(
      'Bea booked Leica M6 and proposed to meet on Sat 21 Mar 11:00, Sun 22 Mar 15:00, Mon 30 Mar 11:00.',
    );
  });

  it('books without times as before: no meeting yet', async () => {
    const order = await booked();
    expect(order.meeting).toEqual({ timeZone: ZONE, agreed: null, proposals: [], proposedBy: null });
    expect(await proposalRows(order._id)).toEqual([]);
  });

  it('refuses times that are malformed, not real, skipped by daylight saving, too soon, too far, too many or repeated', async () => {
    const productId = await listing();
    const cases: [string[], RegExp, RegExp][] = [
      [['2026-03-21 11:00'], /^meetingTimes/, /like 2026-12-12T11:00/],
      [['2026-02-30T11:00'], /^meetingTimes$/, /not a real date/],
      // Years below 100 are no year anyone meets in (and Date would read them as 19xx).
      [['0026-03-21T11:00'], /^meetingTimes$/, /not a real date/],
      [['2026-03-29T02:30'], /^meetingTimes$/, /does not exist in Europe\/Warsaw/],
      // 11:30 is half an hour from now; the lead is an hour.
      [['2026-03-20T11:30'], /^meetingTimes$/, /too soon/],
      [['2026-05-20T12:00'], /^meetingTimes$/, /within 60 days/],
      [
        ['2026-03-21T11:00', '2026-03-21T12:00', '2026-03-21T13:00', '2026-03-21T14:00'],
        /^meetingTimes/,
        /at most 3/,
      ],
      [['2026-03-21T11:00', '2026-03-21T11:00'], /^meetingTimes/, /must differ/],
      [[], /^meetingTimes/, /at least one/],
    ];
    for (const [meetingTimes, field, message] of cases) {
      const res = await book(buyer, productId, { meetingTimes });
      expect({ meetingTimes, status: res.statusCode }).toEqual({ meetingTimes, status: 400 });
      expect(res.json().error.field).toMatch(field);
      expect(res.json().error.message).toMatch(message);
    }
    // Nothing was booked: the same buyer books it now, an hour ahead being just enough.
    const ok = await book(buyer, productId, { meetingTimes: ['2026-03-20T12:00'] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().meeting.proposals).toEqual([
      { startsAt: '2026-03-20T11:00:00.000Z', local: '2026-03-20T12:00' },
    ]);
  });

  it('takes turns: the other side accepts one of the times or proposes others; a new proposal replaces the open one', async () => {
    const order = await booked(['2026-03-21T11:00', '2026-03-22T15:00']);
    const publish = vi.spyOn(t.app.liveEvents, 'publish');

    // Not one's own proposal, nor a time that was not proposed.
    const own = await meeting(buyer, order._id, { action: 'accept', time: '2026-03-21T11:00' });
    expect(own.statusCode).toBe(409);
    expect(own.json().error.message).toMatch(/You proposed these times/);
    const notProposed = await meeting(seller, order._id, { action: 'accept', time: '2026-03-21T12:00' });
    expect(notProposed.statusCode).toBe(409);
    expect(notProposed.json().error.message).toMatch(/not among the proposed/);

    // The seller proposes others, and a new place: the buyer's proposal is off the table.
    const countered = await meeting(seller, order._id, {
      action: 'propose',
      times: ['2026-03-30T11:00', '2026-03-23T18:30'],
      place: 'Cafe Lisboa',
    });
    expect(countered.statusCode).toBe(200);
    expect(countered.json()).toMatchObject({
      location: 'Cafe Lisboa',
      meeting: {
        agreed: null,
        proposedBy: 'seller',
        proposals: [
          { startsAt: '2026-03-23T17:30:00.000Z', local: '2026-03-23T18:30' },
          { startsAt: '2026-03-30T09:00:00.000Z', local: '2026-03-30T11:00' },
        ],
      },
    });
    expect(await proposalRows(order._id)).toHaveLength(2);
    const stale = await meeting(seller, order._id, { action: 'accept', time: '2026-03-21T11:00' });
    expect(stale.statusCode).toBe(409);
    expect(publish).toHaveBeenCalledWith(buyer.user.uid, {
      type: 'booking-changed',
      data: { orderId: order._id, productId: order.productId, status: 'pending', role: 'buyer' },
    });

    // The buyer accepts one: agreed, nothing left to answer.
    const agreed = await meeting(buyer, order._id, { action: 'accept', time: '2026-03-30T11:00' });
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json().meeting).toEqual({
      timeZone: ZONE,
      agreed: { startsAt: '2026-03-30T09:00:00.000Z', local: '2026-03-30T11:00' },
      proposals: [],
      proposedBy: null,
    });
    expect(await proposalRows(order._id)).toEqual([]);
    expect(publish).toHaveBeenCalledWith(seller.user.uid, {
      type: 'booking-changed',
      data: { orderId: order._id, productId: order.productId, status: 'pending', role: 'seller' },
    });
    const again = await meeting(buyer, order._id, { action: 'accept', time: '2026-03-30T11:00' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/No meeting time is proposed/);

    expect(await threadLines(order._id)).toEqual([
      'Bea proposed to meet on Sat 21 Mar 11:00, Sun 22 Mar 15:00',
      'Sol Seller proposed to meet on Mon 23 Mar 18:30, Mon 30 Mar 11:00 at Cafe Lisboa',
      'Meeting agreed: Mon 30 Mar 2026, 11:00 at Cafe Lisboa',
    ]);
    const toBuyer = (await noticesOf(buyer)).filter((n) => n.kind === 'meeting');
    expect(toBuyer[0]).toMatchObject({
      text: 'Sol Seller proposed to meet for Leica M6 on Mon 23 Mar 18:30, Mon 30 Mar 11:00 at Cafe Lisboa.',
      link: '/dashboard/my-orders',
    });
    const toSeller = (await noticesOf(seller)).filter((n) => n.kind === 'meeting');
    expect(toSeller[0]).toMatchObject({
      text: 'Bea agreed to meet for Leica M6 on Mon 30 Mar 2026, 11:00 at Cafe Lisboa.',
      link: '/dashboard/bookings',
    });

    // An agreed meeting proposed anew is no longer agreed until a new time is accepted.
    const moved = await meeting(seller, order._id, { action: 'propose', times: ['2026-03-31T17:00'] });
    expect(moved.json().meeting).toMatchObject({
      agreed: null,
      proposedBy: 'seller',
      proposals: [{ local: '2026-03-31T17:00' }],
    });
    publish.mockRestore();
  });

  it('admits one of two accepts at once', async () => {
    const order = await booked(['2026-03-21T11:00', '2026-03-22T15:00']);
    const [a, b] = await Promise.all([
      meeting(seller, order._id, { action: 'accept', time: '2026-03-21T11:00' }),
      meeting(seller, order._id, { action: 'accept', time: '2026-03-22T15:00' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const row = await t.app.database.db
      .selectFrom('orders')
      .select('meeting_at')
      .where('id', '=', order._id)
      .executeTakeFirstOrThrow();
    const winner = a.statusCode === 200 ? a : b;
    expect(row.meeting_at).toBe(winner.json().meeting.agreed.startsAt);
  });

  it('checks every proposed time as a booking does, and the move’s shape', async () => {
    const order = await booked(['2026-03-21T11:00']);
    const cases: [object, RegExp][] = [
      [{ action: 'propose', times: ['2026-03-29T02:00'] }, /does not exist/],
      [{ action: 'propose', times: ['2026-03-20T10:59'] }, /too soon/],
      // 12:01 in summer time is 10:01 UTC: a minute past 60 days from now.
      [{ action: 'propose', times: ['2026-05-19T12:01'] }, /within 60 days/],
      [{ action: 'propose', times: ['2026-03-21T11:00', '2026-03-21T11:00'] }, /must differ/],
      [{ action: 'propose', times: ['a', 'b', 'c', 'd'] }, /at most 3|like 2026/],
      [{ action: 'propose', times: ['2026-03-22T11:00'], place: 'x' }, /at least 4/],
      [{ action: 'accept', time: '2026-03-29T02:30' }, /does not exist/],
      [{ action: 'accept' }, /./],
      [{ action: 'reschedule', times: ['2026-03-22T11:00'] }, /propose .* or accept/],
    ];
    for (const [payload, message] of cases) {
      const res = await meeting(seller, order._id, payload);
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
      expect(res.json().error.message).toMatch(message);
    }
    // Nothing changed: the buyer's proposal is still the one on the table.
    expect(await proposalRows(order._id)).toEqual([
      expect.objectContaining({ starts_at: '2026-03-21T10:00:00.000Z', proposed_by: 'buyer' }),
    ]);
  });

  it('is for the booking’s two sides while it runs', async () => {
    const order = await booked(['2026-03-21T11:00']);
    const propose = { action: 'propose', times: ['2026-03-22T11:00'] };
    expect((await meeting(undefined, order._id, propose)).statusCode).toBe(401);
    expect((await meeting(otherSeller, order._id, propose)).statusCode).toBe(403);
    expect((await meeting(secondBuyer, order._id, propose)).statusCode).toBe(403);
    expect(
      (await meeting(secondBuyer, order._id, { action: 'accept', time: '2026-03-21T11:00' })).statusCode,
    ).toBe(403);
    expect((await meeting(seller, 'no-such-order', propose)).statusCode).toBe(404);

    // An accepted booking still arranges its meeting; a closed one does not.
    expect((await move(seller, order._id, 'accepted')).statusCode).toBe(200);
    expect((await meeting(seller, order._id, propose)).statusCode).toBe(200);
    expect((await move(seller, order._id, 'cancelled')).statusCode).toBe(200);
    const closed = await meeting(buyer, order._id, { action: 'accept', time: '2026-03-22T11:00' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toMatch(/cancelled: there is no meeting to arrange/);
    // A closed booking has nothing left to answer.
    const mine = (await t.app.inject({ url: '/api/me/orders', headers: buyer.auth })).json();
    expect(mine.find((o: { _id: string }) => o._id === order._id).meeting.proposals).toEqual([]);

    const declined = await booked(['2026-03-21T11:00']);
    await move(seller, declined._id, 'declined');
    expect((await meeting(seller, declined._id, propose)).statusCode).toBe(409);
  });

  it('lets the buyer call off an accepted booking once its agreed meeting has passed, not before', async () => {
    const order = await booked(['2026-03-21T11:00']);
    expect((await move(seller, order._id, 'accepted')).statusCode).toBe(200);
    // 403, as the older client was always answered when a buyer tried this.
    const early = await move(buyer, order._id, 'cancelled');
    expect(early.statusCode).toBe(403);
    expect(early.json().error.message).toMatch(/only after the agreed meeting time has passed/);

    await meeting(seller, order._id, { action: 'accept', time: '2026-03-21T11:00' });
    clock.advance(20 * HOUR);
    // Still before the agreed time (11:00 on Saturday): the seller is the one to cancel.
    expect((await move(buyer, order._id, 'cancelled')).statusCode).toBe(403);
    // The time has come.
    clock.set(Date.parse('2026-03-21T10:00:00.000Z'));
    const called = await move(buyer, order._id, 'cancelled');
    expect(called.statusCode).toBe(200);
    expect(called.json()).toMatchObject({ status: 'cancelled', product: { status: 'available' } });
    const toSeller = (await noticesOf(seller)).find((n) => n.kind === 'booking-cancelled');
    expect(toSeller?.text).toBe(
      'Bea says the meeting for Leica M6 did not happen: the booking is cancelled and the camera is on sale again.',
    );
    // The agreed time stays on the closed booking as its history.
    expect(called.json().meeting.agreed.local).toBe('2026-03-21T11:00');

    // An accepted booking without an agreed time is the seller's to cancel, as before.
    const noTime = await booked();
    await move(seller, noTime._id, 'accepted');
    clock.advance(3 * 24 * HOUR);
    expect((await move(buyer, noTime._id, 'cancelled')).statusCode).toBe(403);
  });
});
