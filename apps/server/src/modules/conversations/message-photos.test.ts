import type { ChatMessage, Conversation, Notification } from '@refocus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct } from '../../../test/fixtures.js';
import { jpegWithGps } from '../../../test/image-corpus.js';
import { multipartBody } from '../../../test/multipart.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testClock } from '../../../test/test-clock.js';
import { cleanUnattachedImages } from '../images/unattached-cleanup.js';
import { MESSAGE_NOTICE_DELAY_MS } from './message-notices.js';

/**
 * Issue 15 item 1: a photo in a conversation goes through our image host — re-encoded, its
 * metadata (GPS) gone — only from one of the two people of an open thread, and the image
 * cleanup keeps it.
 */
describe.each(TEST_DIALECTS)('photos in messages on %s', (dialect) => {
  let t: TestApp;
  let seller: TestSession;
  let buyer: TestSession;
  let stranger: TestSession;
  let threadId: string;
  let photo: Buffer;
  const clock = testClock();

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock });
    seller = await signUp(t.app, { seller: true, name: 'Sam Seller' });
    buyer = await signUp(t.app, { name: 'Bea Buyer' });
    stranger = await signUp(t.app, { name: 'Stan Stranger' });
    const productId = (await insertProduct(t.app.database.db, seller.user.uid, { name: 'Mamiya RB67' })).id;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: buyer.auth,
      payload: { productId, text: 'Could you show the film back?' },
    });
    threadId = asked.json().id;
    photo = await jpegWithGps(1200, 800);
  });
  afterAll(() => t.close());

  const sendPhoto = (who: TestSession, id: string, bytes = photo, contentType = 'image/jpeg') => {
    const body = multipartBody({ filename: 'back.jpg', contentType, bytes });
    return t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/photos`,
      headers: { ...who.auth, ...body.headers },
      payload: body.payload,
    });
  };
  const imageCount = async () =>
    Number(
      (
        await t.app.database.db
          .selectFrom('images')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('shows a party’s photo in the thread, re-encoded without its GPS, and notifies the other side', async () => {
    const res = await sendPhoto(seller, threadId);
    expect(res.statusCode).toBe(200);
    const last = res.json() as ChatMessage;
    expect(last).toMatchObject({ text: '', senderRole: 'seller' });
    // Served through its thread (issue 41 item 12), to its people.
    expect(last.photoUrl).toBe(`/api/conversations/${threadId}/messages/${last.id}/photo`);

    const image = await t.app.inject({ url: last.photoUrl!, headers: buyer.auth });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.includes(Buffer.from('Exif'))).toBe(false);
    expect(photo.includes(Buffer.from('Exif'))).toBe(true);

    // Unread after the notice delay: the buyer is told.
    clock.advance(MESSAGE_NOTICE_DELAY_MS);
    await t.app.jobWorker.runDue();
    const [notice] = (
      await t.app.inject({ url: '/api/notifications', headers: buyer.auth })
    ).json() as Notification[];
    expect(notice?.text).toBe('Sam Seller sent you a photo about Mamiya RB67.');
  });

  it('refuses someone outside the thread before reading the image, and stores nothing', async () => {
    const before = await imageCount();
    const res = await sendPhoto(stranger, threadId, await jpegWithGps(640, 480));
    expect(res.statusCode).toBe(403);
    expect(await imageCount()).toBe(before);
  });

  it('refuses what is not an image, naming the field', async () => {
    const res = await sendPhoto(buyer, threadId, Buffer.from('not a picture at all'), 'text/plain');
    // As the image host answers: the body is no image we take.
    expect(res.statusCode).toBe(415);
    expect(res.json().error.field).toBe('image');
  });

  it('keeps a message’s photo when the cleanup removes unused images', async () => {
    const { messages } = (
      await t.app.inject({ url: `/api/conversations/${threadId}`, headers: buyer.auth })
    ).json();
    const url = (messages as Conversation['messages']).find((m) => m.photoUrl)!.photoUrl!;
    // A day later: everything old enough that nothing uses would go.
    await cleanUnattachedImages(t.app.database.db, t.app.imageStore, 0, Date.now() + 86_400_000);
    expect((await t.app.inject({ url, headers: buyer.auth })).statusCode).toBe(200);
  });
});
