import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { EventStreamReader } from '../../../test/event-stream.js';
import { insertProduct } from '../../../test/fixtures.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** An event of another kind, sent last to a stream: whatever was sent before it has arrived once it has. */
const MARKER = { type: 'message-received', data: { conversationId: 'marker', messageId: 'marker' } } as const;

/** Issue 16: `GET /api/events` tells each side of a booking what the other did, live. */
describe.each(TEST_DIALECTS)('live events on %s', (dialect) => {
  let t: TestApp;
  let seller: TestSession;
  let buyer: TestSession;
  let secondBuyer: TestSession;
  const readers: { abort: AbortController }[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      EVENT_STREAMS_PER_USER: '2',
      EVENT_HEARTBEAT_SECONDS: '1',
      // 3 s: long enough for every test here, short enough to see a stream end.
      EVENT_STREAM_MAX_MINUTES: '0.05',
    });
    seller = await signUp(t.app, { seller: true });
    buyer = await signUp(t.app);
    secondBuyer = await signUp(t.app);
  });
  afterAll(async () => {
    for (const r of readers) r.abort.abort();
    await t.close();
  });

  async function connect(session: TestSession) {
    const abort = new AbortController();
    readers.push({ abort });
    const res = await t.app.inject({
      url: '/api/events',
      headers: { ...session.auth, accept: 'text/event-stream' },
      payloadAsStream: true,
      signal: abort.signal,
    });
    return { res, reader: new EventStreamReader(res.stream()), close: () => abort.abort() };
  }

  const book = async (session: TestSession, productId: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: session.auth,
      payload: { productId, phoneNumber: '+1 555 0100', location: 'Central Station' },
    });
    expect(res.statusCode).toBe(200);
    return res.json()._id as string;
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

  it('opens an event stream for a signed-in caller: ready first, never cached', async () => {
    const { res, reader, close } = await connect(buyer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await reader.next((e) => e.event === 'ready')).toEqual({ event: 'ready', data: {} });
    close();
  });

  it('refuses a request that does not ask for an event stream, and anyone not signed in', async () => {
    const plain = await t.app.inject({ url: '/api/events', headers: buyer.auth });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().error.message).toMatch(/Accept: text\/event-stream/);
    const anonymous = await t.app.inject({ url: '/api/events', headers: { accept: 'text/event-stream' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a booking reaches the seller; the answer reaches the buyer; an accept tells the declined buyers', async () => {
    const productId = (await insertProduct(t.app.database.db, seller.user.uid)).id;
    const sellerStream = await connect(seller);
    const buyerStream = await connect(buyer);
    const secondStream = await connect(secondBuyer);
    for (const s of [sellerStream, buyerStream, secondStream])
      await s.reader.next((e) => e.event === 'ready');

    const orderId = await book(buyer, productId);
    const secondOrderId = await book(secondBuyer, productId);
    await sellerStream.reader.next(() => sellerStream.reader.messages('booking-changed').length === 2);
    expect(sellerStream.reader.messages('booking-changed').map((m) => m.data)).toEqual([
      { orderId, productId, status: 'pending', role: 'seller' },
      { orderId: secondOrderId, productId, status: 'pending', role: 'seller' },
    ]);

    await move(seller, orderId, 'accepted');
    await buyerStream.reader.next(() => buyerStream.reader.messages('booking-changed').length === 1);
    expect(buyerStream.reader.messages('booking-changed')[0]?.data).toEqual({
      orderId,
      productId,
      status: 'accepted',
      role: 'buyer',
    });
    await secondStream.reader.next(() => secondStream.reader.messages('booking-changed').length === 1);
    expect(secondStream.reader.messages('booking-changed')[0]?.data).toMatchObject({
      orderId: secondOrderId,
      status: 'declined',
    });

    await move(seller, orderId, 'completed');
    await buyerStream.reader.next(() => buyerStream.reader.messages('booking-changed').length === 2);
    // The seller's own moves are not echoed back to them: only the two requests. A stream keeps
    // its order, so once a later event reaches the seller, an echo would have come before it.
    await t.app.liveEvents.publish(seller.user.uid, MARKER);
    await sellerStream.reader.next(() => sellerStream.reader.messages(MARKER.type).length === 1);
    expect(sellerStream.reader.messages('booking-changed')).toHaveLength(2);
    for (const s of [sellerStream, buyerStream, secondStream]) s.close();
  });

  it('a buyer cancelling tells the seller', async () => {
    const productId = (await insertProduct(t.app.database.db, seller.user.uid)).id;
    const orderId = await book(buyer, productId);
    const sellerStream = await connect(seller);
    await sellerStream.reader.next((e) => e.event === 'ready');
    await move(buyer, orderId, 'cancelled');
    expect((await sellerStream.reader.next((e) => e.event === 'message')).data).toEqual({
      type: 'booking-changed',
      data: { orderId, productId, status: 'cancelled', role: 'seller' },
    });
    sellerStream.close();
  });

  it('a listing withdrawn, or sold directly, tells the buyers whose bookings it closed', async () => {
    const withdrawn = (await insertProduct(t.app.database.db, seller.user.uid)).id;
    const sold = (await insertProduct(t.app.database.db, seller.user.uid)).id;
    const accepted = await book(buyer, withdrawn);
    await move(seller, accepted, 'accepted');
    const waiting = await book(buyer, sold);
    const buyerStream = await connect(buyer);
    await buyerStream.reader.next((e) => e.event === 'ready');

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${withdrawn}`,
      headers: seller.auth,
    });
    expect(deleted.statusCode).toBeLessThan(300);
    const markedSold = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${sold}`,
      headers: seller.auth,
      payload: { status: 'sold' },
    });
    expect(markedSold.statusCode).toBe(200);
    await buyerStream.reader.next(() => buyerStream.reader.messages('booking-changed').length === 2);
    expect(buyerStream.reader.messages('booking-changed').map((m) => m.data)).toEqual([
      { orderId: accepted, productId: withdrawn, status: 'cancelled', role: 'buyer' },
      { orderId: waiting, productId: sold, status: 'declined', role: 'buyer' },
    ]);
    buyerStream.close();
  });

  it('a buyer deleting their account tells the seller of each booking it cancelled', async () => {
    const departing = await signUp(t.app);
    const productId = (await insertProduct(t.app.database.db, seller.user.uid)).id;
    const orderId = await book(departing, productId);
    const sellerStream = await connect(seller);
    await sellerStream.reader.next((e) => e.event === 'ready');

    const gone = await t.app.inject({ method: 'DELETE', url: '/api/user/me', headers: departing.auth });
    expect(gone.statusCode).toBeLessThan(300);
    const event = await sellerStream.reader.next(
      (e) => e.event === 'message' && (e.data as { data: { orderId: string } }).data.orderId === orderId,
    );
    expect(event.data).toEqual({
      type: 'booking-changed',
      data: { orderId, productId, status: 'cancelled', role: 'seller' },
    });
    sellerStream.close();
  });

  it('keeps at most two streams per user here: a third ends the oldest, which is told why', async () => {
    const first = await connect(secondBuyer);
    const second = await connect(secondBuyer);
    const third = await connect(secondBuyer);
    expect(third.res.statusCode).toBe(200);
    await first.reader.next((e) => e.event === 'replaced');
    const started = Date.now();
    while (!first.reader.ended && Date.now() - started < 2_000) await sleep(20);
    expect(first.reader.ended).toBe(true);
    expect(second.reader.ended).toBe(false);
    expect(second.reader.events.some((e) => e.event === 'replaced')).toBe(false);
    expect(t.app.liveEvents.openStreams()).toBe(2);
    second.close();
    third.close();
  });

  it('sends heartbeats, and ends the stream at its longest life so the client reconnects', async () => {
    const { reader } = await connect(buyer);
    const started = Date.now();
    while (!reader.ended && Date.now() - started < 8_000) await sleep(50);
    expect(reader.ended).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_500);
    expect(reader.comments).toBeGreaterThanOrEqual(2);
    expect(t.app.liveEvents.openStreams()).toBe(0);
  });
});
