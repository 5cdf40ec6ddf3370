import { MESSAGE_MAX_LENGTH } from '@refocus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct } from '../../../test/fixtures.js';
import { logIn, signUp, type TestSession, uniqueEmail } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** Issue 15 item 1: who may read and write a conversation, when it is read-only, what is unread. */
describe.each(TEST_DIALECTS)('conversations on %s', (dialect) => {
  let t: TestApp;
  let seller: TestSession;
  let buyer: TestSession;
  let stranger: TestSession;
  let admin: TestSession;
  const adminEmail = uniqueEmail('admin');

  beforeAll(async () => {
    t = await createTestApp(dialect, { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: 'admin password' });
    admin = await logIn(t.app, adminEmail, 'admin password');
    seller = await signUp(t.app, { seller: true, name: 'Sam Seller' });
    buyer = await signUp(t.app, { name: 'Bea Buyer' });
    stranger = await signUp(t.app, { seller: true });
  });
  afterAll(() => t.close());

  const listing = async (name = 'Leica M6') =>
    (await insertProduct(t.app.database.db, seller.user.uid, { name })).id;
  const start = (session: TestSession, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/conversations', headers: session.auth, payload });
  const send = (session: TestSession, id: string, text: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers: session.auth,
      payload: { text },
    });
  const read = (session: TestSession, id: string) =>
    t.app.inject({ url: `/api/conversations/${id}`, headers: session.auth });
  const unread = async (session: TestSession) =>
    (await t.app.inject({ url: '/api/conversations/unread', headers: session.auth })).json().unread;
  const markRead = (session: TestSession, id: string) =>
    t.app.inject({ method: 'PUT', url: `/api/conversations/${id}/read`, headers: session.auth });
  const book = async (session: TestSession, productId: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: session.auth,
      payload: { productId, phoneNumber: '555 0100', location: 'Park' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json()._id as string;
  };
  const move = async (session: TestSession, orderId: string, status: string) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}`,
      headers: session.auth,
      payload: { status },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const messageCount = async () =>
    Number(
      (
        await t.app.database.db
          .selectFrom('conversation_messages')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('lets a buyer ask the seller about a listing; both read the thread, the seller has it unread', async () => {
    const productId = await listing('Asked camera');
    const asked = await start(buyer, { productId, text: '  Does the shutter fire at 1/1000?  ' });
    expect(asked.statusCode, asked.body).toBe(200);
    const thread = asked.json();
    expect(thread).toMatchObject({
      product: { id: productId, name: 'Asked camera', removed: false },
      buyerName: 'Bea Buyer',
      sellerName: 'Sam Seller',
      myRole: 'buyer',
      booking: null,
      readOnlyReason: null,
      unread: 0,
    });
    expect(thread.messages).toEqual([
      expect.objectContaining({ text: 'Does the shutter fire at 1/1000?', senderRole: 'buyer' }),
    ]);

    expect(await unread(seller)).toBe(1);
    const inbox = await t.app.inject({ url: '/api/conversations', headers: seller.auth });
    expect(inbox.headers['x-total-count']).toBe('1');
    expect(inbox.json()[0]).toMatchObject({ id: thread.id, myRole: 'seller', unread: 1 });
    expect(inbox.json()[0].lastMessage.text).toBe('Does the shutter fire at 1/1000?');

    const answered = await send(seller, thread.id, 'It does, and the meter works.');
    expect(answered.statusCode, answered.body).toBe(200);
    // A send answers the message just sent (issue 41 item 4); the thread holds both.
    expect(answered.json()).toMatchObject({ text: 'It does, and the meter works.', senderRole: 'seller' });
    const both = (
      await t.app.inject({ url: `/api/conversations/${thread.id}`, headers: seller.auth })
    ).json();
    expect(both.messages.map((m: { senderRole: string }) => m.senderRole)).toEqual(['buyer', 'seller']);
    // Answering means the seller has seen what came before it.
    expect(await unread(seller)).toBe(0);
    expect(await unread(buyer)).toBe(1);
    expect((await markRead(buyer, thread.id)).json()).toEqual({ unread: 0 });
    expect(await unread(buyer)).toBe(0);

    // Asking again carries on the same thread: one per buyer and listing.
    const again = await start(buyer, { productId, text: 'Great, thanks.' });
    expect(again.json().id).toBe(thread.id);
    // With only the message just sent: the thread is `GET`'s to answer.
    expect(again.json().messages).toEqual([expect.objectContaining({ text: 'Great, thanks.' })]);
    expect(await unread(seller)).toBe(1);
  });

  it('carries the question on into the booking, and refuses messages once the booking is declined', async () => {
    const productId = await listing();
    const thread = (await start(buyer, { productId, text: 'Still available?' })).json();
    const orderId = await book(buyer, productId);
    const found = await t.app.inject({
      url: `/api/conversations/find?orderId=${orderId}`,
      headers: seller.auth,
    });
    expect(found.json()).toEqual({ conversationId: thread.id });
    expect((await read(seller, thread.id)).json().booking).toEqual({ orderId, status: 'pending' });
    expect((await send(seller, thread.id, 'Yes, see you Saturday.')).statusCode).toBe(200);

    await move(seller, orderId, 'declined');
    const before = await messageCount();
    const refused = await send(buyer, thread.id, 'Why?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/booking is declined: the conversation is read-only/);
    expect((await start(buyer, { productId, text: 'Why?' })).statusCode).toBe(409);
    expect(await messageCount()).toBe(before);
    const closed = (await read(buyer, thread.id)).json();
    expect(closed.readOnlyReason).toMatch(/declined/);
    expect(closed.messages).toHaveLength(2);

    // A new booking of the same listing opens the same thread again.
    await book(buyer, productId);
    expect((await send(buyer, thread.id, 'Booked again.')).statusCode).toBe(200);
  });

  it('lets either side start on a booking, and closes the thread when it is cancelled or completed', async () => {
    for (const end of ['cancelled', 'completed'] as const) {
      const productId = await listing();
      const orderId = await book(buyer, productId);
      const none = await t.app.inject({
        url: `/api/conversations/find?orderId=${orderId}`,
        headers: buyer.auth,
      });
      expect(none.json()).toEqual({ conversationId: null });
      const opened = await start(seller, { orderId, text: 'Which day suits you?' });
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.json()).toMatchObject({ myRole: 'seller', booking: { orderId, status: 'pending' } });
      if (end === 'completed') {
        await move(seller, orderId, 'accepted');
        expect((await send(buyer, opened.json().id, 'Saturday at ten.')).statusCode).toBe(200);
        await move(seller, orderId, 'completed');
      } else {
        await move(buyer, orderId, 'cancelled');
      }
      const refused = await send(seller, opened.json().id, 'Hello?');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toMatch(new RegExp(`booking is ${end}`));
    }
  });

  it('shows a thread only to its two people, and admins once a report concerns it; admins cannot write or mark it read', async () => {
    const productId = await listing();
    const thread = (await start(buyer, { productId, text: 'Private question' })).json();
    expect((await read(stranger, thread.id)).statusCode).toBe(403);
    expect((await send(stranger, thread.id, 'Let me in')).statusCode).toBe(403);
    expect((await markRead(stranger, thread.id)).statusCode).toBe(403);
    // No report concerns it yet: it is private, admins included (decision 032).
    expect((await read(admin, thread.id)).statusCode).toBe(403);
    const reported = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: seller.auth,
      payload: { kind: 'message', targetId: thread.messages[0].id, reason: 'spam' },
    });
    expect(reported.statusCode, reported.body).toBe(200);
    const asAdmin = await read(admin, thread.id);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toMatchObject({ myRole: 'admin', unread: 0 });
    expect((await send(admin, thread.id, 'Admin here')).statusCode).toBe(403);
    expect((await markRead(admin, thread.id)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/conversations/${thread.id}` })).statusCode).toBe(401);
    // A stranger's inbox does not list it, and a booking not theirs is not theirs to look up.
    const strangerInbox = await t.app.inject({ url: '/api/conversations', headers: stranger.auth });
    expect(strangerInbox.json().map((c: { id: string }) => c.id)).not.toContain(thread.id);
    const orderId = await book(buyer, await listing());
    const foreign = await t.app.inject({
      url: `/api/conversations/find?orderId=${orderId}`,
      headers: stranger.auth,
    });
    expect(foreign.statusCode).toBe(403);
    expect((await start(stranger, { orderId, text: 'Hi' })).statusCode).toBe(403);
    expect((await read(buyer, '01900000-0000-7000-8000-000000000000')).statusCode).toBe(404);
    const nothing = await t.app.inject({
      url: '/api/conversations/find?orderId=no-such',
      headers: buyer.auth,
    });
    expect(nothing.json()).toEqual({ conversationId: null });
  });

  it('refuses bad input with a 400 naming the problem, and questions nobody should ask', async () => {
    const productId = await listing();
    const before = await messageCount();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ productId, text: '   ' }, /text must not be empty/],
      [{ productId, text: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) }, /text must be at most 2000 characters/],
      [{ productId, text: 'bad \u0000 byte' }, /text must not contain control characters/],
      [{ text: 'no subject' }, /give either productId or orderId/],
      [{ productId, orderId: productId, text: 'both' }, /give either productId or orderId/],
      [{ productId }, /text is required/],
    ];
    for (const [payload, message] of cases) {
      const answer = await start(buyer, payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(answer.json().error.message).toMatch(message);
    }
    expect((await start(buyer, { productId, text: 'x'.repeat(MESSAGE_MAX_LENGTH) })).statusCode).toBe(200);
    const own = await start(seller, { productId, text: 'Talking to myself' });
    expect(own.statusCode).toBe(409);
    expect(own.json().error.message).toMatch(/your own listing/);
    const unknown = await start(buyer, { productId: 'no-such-listing', text: 'Hello' });
    expect(unknown.statusCode).toBe(404);
    const sold = await insertProduct(t.app.database.db, seller.user.uid, { status: 'sold' });
    const late = await start(buyer, { productId: sold.id, text: 'Too late?' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/no longer offered/);
    expect(await messageCount()).toBe(before + 1);
    const unverified = await signUp(t.app, { verified: false });
    expect((await start(unverified, { productId, text: 'Hi' })).statusCode).toBe(403);
  });
});
