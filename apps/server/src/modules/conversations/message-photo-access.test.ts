import type { ChatMessage } from '@refocus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct } from '../../../test/fixtures.js';
import { jpegWithGps } from '../../../test/image-corpus.js';
import { multipartBody } from '../../../test/multipart.js';
import { logIn, signUp, type TestSession, uniqueEmail } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Issue 41 item 12: a photo in a message a moderator removed was still served to anyone, and
 * cacheable for a year. A message photo is served only through its thread — to its two people,
 * and to admins once a report concerns the thread — while the message is visible, privately.
 */
describe.each(TEST_DIALECTS)('who sees a message photo on %s', (dialect) => {
  let t: TestApp;
  let seller: TestSession;
  let buyer: TestSession;
  let stranger: TestSession;
  let admin: TestSession;
  let threadId: string;
  let photo: ChatMessage;
  const adminEmail = uniqueEmail('admin');

  beforeAll(async () => {
    t = await createTestApp(dialect, { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: 'admin password' });
    admin = await logIn(t.app, adminEmail, 'admin password');
    seller = await signUp(t.app, { seller: true, name: 'Sam Seller' });
    buyer = await signUp(t.app, { name: 'Bea Buyer' });
    stranger = await signUp(t.app, { name: 'Stan Stranger' });
    const productId = (await insertProduct(t.app.database.db, seller.user.uid)).id;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: buyer.auth,
      payload: { productId, text: 'Could you show the lens?' },
    });
    threadId = asked.json().id;
    const body = multipartBody({
      filename: 'lens.jpg',
      contentType: 'image/jpeg',
      bytes: await jpegWithGps(320, 240),
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${threadId}/photos`,
      headers: { ...seller.auth, ...body.headers },
      payload: body.payload,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    photo = sent.json();
  });
  afterAll(() => t.close());

  const fetchPhoto = (session?: TestSession, headers: Record<string, string> = {}) =>
    t.app.inject({ url: photo.photoUrl!, headers: { ...session?.auth, ...headers } });
  const imageId = async () =>
    (
      await t.app.database.db
        .selectFrom('conversation_messages')
        .select('image_id')
        .where('id', '=', photo.id)
        .executeTakeFirstOrThrow()
    ).image_id!;

  it('serves the photo to the thread’s two people, privately, and revalidates by ETag', async () => {
    for (const party of [buyer, seller]) {
      const res = await fetchPhoto(party);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
      const again = await fetchPhoto(party, { 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload).toHaveLength(0);
    }
  });

  it('refuses anyone else: no token, a stranger, an admin without a report, and the public image route', async () => {
    expect((await fetchPhoto()).statusCode).toBe(401);
    const refused = await fetchPhoto(stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
    // A stranger's guess at the ETag changes nothing: who may see it is checked first.
    expect((await fetchPhoto(stranger, { 'if-none-match': `"${await imageId()}"` })).statusCode).toBe(403);
    expect((await fetchPhoto(admin)).statusCode).toBe(403);
    // Before: anyone who had the address read it here, cacheable for a year.
    const publicRoute = await t.app.inject({ url: `/api/images/${await imageId()}/1600.webp` });
    expect(publicRoute.statusCode).toBe(404);
    expect(String(publicRoute.headers['cache-control'] ?? '')).not.toMatch(/public/);
  });

  it('lets an admin see it once the thread is reported, and nobody once a moderator removed it', async () => {
    const reported = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: buyer.auth,
      payload: { kind: 'message', targetId: photo.id, reason: 'offensive' },
    });
    expect(reported.statusCode, reported.body).toBe(200);
    expect((await fetchPhoto(admin)).statusCode).toBe(200);

    const removed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${reported.json().caseId}/actions`,
      headers: admin.auth,
      payload: { action: 'remove-message' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    for (const session of [buyer, seller, admin]) {
      const res = await fetchPhoto(session);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not-found');
      const thread = await t.app.inject({ url: `/api/conversations/${threadId}`, headers: session.auth });
      expect(thread.json().messages.find((m: ChatMessage) => m.id === photo.id)).toMatchObject({
        removed: true,
        photoUrl: null,
      });
    }
    expect((await t.app.inject({ url: `/api/images/${await imageId()}/1600.webp` })).statusCode).toBe(404);
  });

  it('answers 404 for a message without a photo, of another thread, or unknown; 400 for a malformed id', async () => {
    const textOnly = (
      await t.app.inject({ url: `/api/conversations/${threadId}`, headers: buyer.auth })
    ).json().messages[0] as ChatMessage;
    const path = (thread: string, message: string) =>
      `/api/conversations/${thread}/messages/${message}/photo`;
    for (const url of [path(threadId, textOnly.id), path(threadId, 'no-such-message')]) {
      expect((await t.app.inject({ url, headers: buyer.auth })).statusCode).toBe(404);
    }
    expect(
      (await t.app.inject({ url: path('no-such-thread', photo.id), headers: buyer.auth })).statusCode,
    ).toBe(404);
    const malformed = await t.app.inject({ url: path(threadId, 'x'.repeat(65)), headers: buyer.auth });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('validation-failed');
  });
});
