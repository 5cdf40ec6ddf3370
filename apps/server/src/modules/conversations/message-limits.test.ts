import { ChatMessageSchema } from '@refocus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct } from '../../../test/fixtures.js';
import { jpegWithGps } from '../../../test/image-corpus.js';
import { multipartBody } from '../../../test/multipart.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Issue 41 item 4: one account sent 738 messages in 10 s, each answered with the whole thread.
 * Messages (text and photos) are capped per person per minute and per day, refused in the
 * error shape with `Retry-After`; a send answers the new message alone.
 */
describe.each(TEST_DIALECTS)('message caps on %s', (dialect) => {
  /** One app per cap, each small enough to reach in a test. */
  let perMinute: TestApp;
  let perDay: TestApp;

  beforeAll(async () => {
    perMinute = await createTestApp(dialect, { MESSAGES_PER_MINUTE: '4', MESSAGES_PER_DAY: '1000' });
    perDay = await createTestApp(dialect, { MESSAGES_PER_MINUTE: '1000', MESSAGES_PER_DAY: '5' });
  });
  afterAll(async () => {
    await perMinute.close();
    await perDay.close();
  });

  /** A buyer's new thread with a new seller: the start is the thread's first message. */
  async function thread(t: TestApp) {
    const seller = await signUp(t.app, { seller: true, name: 'Sam Seller' });
    const buyer = await signUp(t.app, { name: 'Bea Buyer' });
    const productId = (await insertProduct(t.app.database.db, seller.user.uid)).id;
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: buyer.auth,
      payload: { productId, text: 'Message 1' },
    });
    expect(started.statusCode).toBe(200);
    return { seller, buyer, productId, id: started.json().id as string };
  }
  const send = (t: TestApp, who: TestSession, id: string, text: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers: who.auth,
      payload: { text },
    });
  const messageCount = async (t: TestApp, id: string) =>
    Number(
      (
        await t.app.database.db
          .selectFrom('conversation_messages')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('conversation_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers a send with the new message only, not the thread', async () => {
    const { buyer, id } = await thread(perDay);
    const answered = await send(perDay, buyer, id, 'Message 2');
    expect(answered.statusCode).toBe(200);
    const message = ChatMessageSchema.strict().parse(answered.json());
    expect(message).toMatchObject({ text: 'Message 2', senderRole: 'buyer', removed: false, photoUrl: null });
    expect(answered.body).not.toContain('Message 1');
  });

  it('refuses the fifth message in a minute with 429, Retry-After and the error shape; others still write', async () => {
    const { seller, buyer, productId, id } = await thread(perMinute);
    for (const n of [2, 3, 4])
      expect((await send(perMinute, buyer, id, `Message ${n}`)).statusCode).toBe(200);
    const refused = await send(perMinute, buyer, id, 'Message 5');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: { code: 'rate-limited', message: expect.stringMatching(/4 messages a minute/) },
    });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await messageCount(perMinute, id)).toBe(4);
    // A photo is a message too: refused before its image is read.
    const photo = multipartBody({
      filename: 'a.jpg',
      contentType: 'image/jpeg',
      bytes: await jpegWithGps(64, 64),
    });
    const refusedPhoto = await perMinute.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/photos`,
      headers: { ...buyer.auth, ...photo.headers },
      payload: photo.payload,
    });
    expect(refusedPhoto.statusCode).toBe(429);
    expect(Number(refusedPhoto.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Starting a thread again carries on this one, and counts as well.
    const restarted = await perMinute.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: buyer.auth,
      payload: { productId, text: 'Again' },
    });
    expect(restarted.statusCode).toBe(429);
    // The cap is the sender's: the other side answers as usual.
    expect((await send(perMinute, seller, id, 'Reply')).statusCode).toBe(200);
  });

  it('refuses past the day cap, with a Retry-After of hours', async () => {
    const { buyer, id } = await thread(perDay);
    for (const n of [2, 3, 4, 5])
      expect((await send(perDay, buyer, id, `Message ${n}`)).statusCode).toBe(200);
    const refused = await send(perDay, buyer, id, 'Message 6');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'rate-limited',
      message: expect.stringMatching(/5 messages a day/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
    expect(await messageCount(perDay, id)).toBe(5);
  });
});
