import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { EventStreamReader } from '../../../test/event-stream.js';
import { insertProduct } from '../../../test/fixtures.js';
import { addressOf, linkIn, readOutbox } from '../../../test/mail.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testClock } from '../../../test/test-clock.js';
import { MESSAGE_NOTICE_DELAY_MS } from './message-notices.js';

/**
 * Issue 15 item 1: the other side of a conversation hears of a new message live (a real event
 * stream) and by e-mail, at most one e-mail per conversation and recipient per 15 minutes,
 * sent by the job worker into the outbox, never inside the request.
 */
describe.each(TEST_DIALECTS)('conversation notices on %s', (dialect) => {
  let t: TestApp;
  let seller: TestSession;
  let buyer: TestSession;
  const clock = testClock();
  const aborts: AbortController[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: 'https://shop.example.test' }, { clock });
    seller = await signUp(t.app, { seller: true, name: 'Sam Seller' });
    buyer = await signUp(t.app, { name: 'Bea Buyer' });
  });
  afterAll(async () => {
    for (const abort of aborts) abort.abort();
    await t.close();
  });
  // Sign-ups queued verification mail: deliver it now, so only the notices are counted below.
  beforeEach(async () => {
    await t.app.jobWorker.runDue();
  });

  const start = (session: TestSession, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/conversations', headers: session.auth, payload });
  const send = (session: TestSession, id: string, text: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers: session.auth,
      payload: { text },
    });
  /** The notice delay passes and the worker runs what is due. */
  const later = async () => {
    clock.advance(MESSAGE_NOTICE_DELAY_MS);
    await t.app.jobWorker.runDue();
  };
  /** Notices to `email` about these cameras (the live-event test's thread has its own). */
  const noticesTo = async (email: string, about = ['Nikon F3', 'Canon AE-1']) =>
    (await readOutbox(t.dataDir)).filter(
      (mail) =>
        addressOf(mail) === email &&
        about.some((name) => mail.subject?.startsWith(`New message about ${name}`)),
    );

  it('delivers a new message to the other side over its live event stream', async () => {
    const abort = new AbortController();
    aborts.push(abort);
    const stream = await t.app.inject({
      url: '/api/events',
      headers: { ...seller.auth, accept: 'text/event-stream' },
      payloadAsStream: true,
      signal: abort.signal,
    });
    const reader = new EventStreamReader(stream.stream());
    await reader.next((e) => e.event === 'ready');

    const productId = (await insertProduct(t.app.database.db, seller.user.uid)).id;
    const asked = (await start(buyer, { productId, text: 'Is the lens fungus-free?' })).json();
    const event = await reader.next((e) => e.event === 'message');
    expect(event.data).toEqual({
      type: 'message-received',
      data: { conversationId: asked.id, messageId: asked.messages[0].id },
    });
    abort.abort();
  });

  it('e-mails the other side at most once per conversation per 15 minutes, after the request', async () => {
    const productId = (await insertProduct(t.app.database.db, seller.user.uid, { name: 'Nikon F3' })).id;
    const thread = (await start(buyer, { productId, text: 'First question' })).json();
    // Queued in the request's transaction, to run once the seller has had time to read it.
    await t.app.jobWorker.runDue();
    expect(await noticesTo(seller.user.email)).toHaveLength(0);
    await later();
    const [first, ...more] = await noticesTo(seller.user.email);
    expect(more).toHaveLength(0);
    expect(first?.subject).toMatch(/^New message about Nikon F3/);
    expect(first?.text).toMatch(/Bea Buyer sent you a message about Nikon F3/);
    // The message itself stays on the site.
    expect(first?.text).not.toMatch(/First question/);
    expect(linkIn(first!, `/dashboard/messages/${thread.id}`).origin).toBe('https://shop.example.test');

    // More messages within 15 minutes of the first: no second e-mail to the seller.
    for (const text of ['Second', 'Third']) expect((await send(buyer, thread.id, text)).statusCode).toBe(200);
    clock.advance(10 * 60_000);
    expect((await send(buyer, thread.id, 'Fourth')).statusCode).toBe(200);
    await later();
    expect(await noticesTo(seller.user.email)).toHaveLength(1);

    // The buyer has a slot of their own: the seller's answer e-mails them.
    expect((await send(seller, thread.id, 'An answer')).statusCode).toBe(200);
    await later();
    expect(await noticesTo(buyer.user.email)).toHaveLength(1);

    // Past 15 minutes since the last e-mail, the next message e-mails the seller again.
    expect((await send(buyer, thread.id, 'Fifth')).statusCode).toBe(200);
    await later();
    expect(await noticesTo(seller.user.email)).toHaveLength(2);

    // Another conversation has its own slot.
    const other = (await insertProduct(t.app.database.db, seller.user.uid, { name: 'Canon AE-1' })).id;
    expect((await start(buyer, { productId: other, text: 'And this one?' })).statusCode).toBe(200);
    await later();
    expect(await noticesTo(seller.user.email)).toHaveLength(3);
  });

  it('sends no notice when the other side read the message before the notice was due', async () => {
    const productId = (
      await insertProduct(t.app.database.db, seller.user.uid, { name: 'Canon AE-1 Program' })
    ).id;
    const thread = (await start(buyer, { productId, text: 'Still available?' })).json();
    // The seller is on the site: the message arrives live and they read it at once.
    const read = await t.app.inject({
      method: 'PUT',
      url: `/api/conversations/${thread.id}/read`,
      headers: seller.auth,
    });
    expect(read.statusCode).toBe(200);
    await later();
    expect(await noticesTo(seller.user.email, ['Canon AE-1 Program'])).toHaveLength(0);
    const notices = (await t.app.inject({ url: '/api/notifications', headers: seller.auth })).json() as {
      text: string;
    }[];
    expect(notices.map((n) => n.text)).not.toContain(
      'Bea Buyer sent you a message about Canon AE-1 Program.',
    );
  });
});
