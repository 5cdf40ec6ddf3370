import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { mailsTo } from '../../../test/account-flows.js';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct } from '../../../test/fixtures.js';
import { smallPng } from '../../../test/image-corpus.js';
import { linkIn } from '../../../test/mail.js';
import { multipartBody } from '../../../test/multipart.js';
import { signUp, type TestSession, uniqueEmail } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testClock } from '../../../test/test-clock.js';

/** Every entry of a ZIP, by name. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/**
 * Issue 46 item 6: "Download my data". A seller who also buys (Sam) asks for the archive; it
 * holds their listings with photos, bookings both ways, a conversation, reviews both ways,
 * saves and saved searches, and nothing of a third person (Xavier) who saved Sam's camera
 * and booked and wrote to Sam's other trading partner.
 */
describe.each(TEST_DIALECTS)('data export on %s', (dialect) => {
  let t: TestApp;
  const clock = testClock();
  let sam: TestSession;
  let bea: TestSession;
  let samListing: string;
  const xavier = { email: uniqueEmail('xavier'), phone: '555 0777', note: 'Xavier asks Tess privately' };

  const call = async (who: TestSession, method: 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) => {
    const answer = await t.app.inject({ method, url, headers: who.auth, payload });
    if (answer.statusCode !== 200) throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
    return answer.json();
  };
  const download = (token: string, who?: TestSession) =>
    t.app.inject({ url: `/api/me/data-export/${encodeURIComponent(token)}`, headers: who?.auth ?? {} });

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock });
    sam = await signUp(t.app, { name: 'Sam Seller', seller: true });
    bea = await signUp(t.app, { name: 'Bea Buyer' });
    const tess = await signUp(t.app, { name: 'Tess Other', seller: true, email: uniqueEmail('tess') });
    const xav = await signUp(t.app, { name: 'Xavier Third', email: xavier.email });
    const body = multipartBody({
      filename: 'p.png',
      contentType: 'image/png',
      bytes: await smallPng(420, 300),
    });
    const photo = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: body.payload,
      headers: { ...body.headers, ...sam.auth },
    });
    const photoUrl = photo.json().data.url as string;
    samListing = (
      await call(sam, 'POST', '/api/products', {
        name: 'Nikon FM2',
        imgURL: photoUrl,
        photos: [photoUrl],
        categoryId: 2,
        location: 'Porto',
        resalePrice: 400,
        originalPrice: 900,
        yearOfUse: 3,
        condition: 'Very good',
        sellerName: 'Sam Seller',
        sellerNumber: '+351 911 111 111',
        yearOfPurchase: 2019,
        description: 'Meter works.',
      })
    )._id;
    const tessListing = (await insertProduct(t.app.database.db, tess.user.uid, { name: 'Pentax MX' })).id;

    const thread = await call(bea, 'POST', '/api/conversations', {
      productId: samListing,
      text: 'Is the meter fine?',
    });
    await call(sam, 'POST', `/api/conversations/${thread.id}/messages`, { text: 'Yes, it reads true.' });
    const order = await call(bea, 'POST', '/api/orders', {
      productId: samListing,
      phoneNumber: '555 0100',
      location: 'Park',
    });
    await call(sam, 'PATCH', `/api/orders/${order._id}`, { status: 'accepted' });
    await call(sam, 'PATCH', `/api/orders/${order._id}`, { status: 'completed' });
    await call(bea, 'POST', `/api/orders/${order._id}/review`, { rating: 5, text: 'Sam was on time.' });
    await call(sam, 'POST', `/api/orders/${order._id}/review`, { rating: 4, text: 'Bea paid promptly.' });
    await call(sam, 'POST', '/api/orders', {
      productId: tessListing,
      phoneNumber: '555 0199',
      location: 'Cafe',
    });
    await call(sam, 'PUT', `/api/favourites/${tessListing}`);
    const tessSecond = (
      await insertProduct(t.app.database.db, tess.user.uid, { name: 'Olympus OM-1', resale_price: 30_000 })
    ).id;
    await call(sam, 'POST', '/api/offers', { productId: tessSecond, amount: 250 });
    await call(sam, 'POST', '/api/saved-searches', { name: 'Nikons', query: 'q=nikon', frequency: 'daily' });

    await call(xav, 'PUT', `/api/favourites/${samListing}`);
    await call(xav, 'POST', '/api/orders', {
      productId: tessListing,
      phoneNumber: xavier.phone,
      location: 'Dock',
    });
    await call(xav, 'POST', '/api/conversations', { productId: tessListing, text: xavier.note });
  }, 30_000);
  afterAll(() => t.close());

  it('refuses an unconfirmed address, and a second request within the hour', async () => {
    const unconfirmed = await signUp(t.app, { verified: false });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/me/data-export',
      headers: unconfirmed.auth,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('auth/email-not-verified');
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/me/data-export' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('mails Sam a link to a ZIP of their data and nothing of anyone else, for Sam only, for 24 hours', async () => {
    const asked = await t.app.inject({ method: 'POST', url: '/api/me/data-export', headers: sam.auth });
    expect(asked.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/me/data-export', headers: sam.auth });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(3000);

    await t.app.jobWorker.runDue(); // builds the archive and queues the mail
    const mail = (await mailsTo(t, sam.user.email)).find((m) => m.subject?.startsWith('Your data is ready'));
    expect(mail).toBeDefined();
    const token = linkIn(mail!, '/dashboard/data-export').searchParams.get('token') ?? '';

    expect((await download(token)).statusCode).toBe(401);
    const stranger = await download(token, bea);
    expect(stranger.statusCode).toBe(404);
    expect((await download(`${token.slice(0, -2)}xx`, sam)).statusCode).toBe(404);

    const answer = await download(token, sam);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = await unzip(answer.rawPayload);
    const json = (name: string) => JSON.parse(files.get(name)!.toString('utf8'));

    expect(files.get('README.txt')!.toString()).toMatch(/Article 15[\s\S]*Article 20/);
    expect(json('profile.json')).toMatchObject({ id: sam.user.uid, email: sam.user.email, seller: true });
    const [listing] = json('listings.json');
    expect(listing).toMatchObject({
      _id: samListing,
      name: 'Nikon FM2',
      exportedPhotos: [`photos/${samListing}/1.webp`],
    });
    const photo = files.get(`photos/${samListing}/1.webp`)!;
    expect(photo.subarray(8, 12).toString()).toBe('WEBP');
    const orders = json('orders.json');
    expect(orders.asBuyer.map((o: { productName: string }) => o.productName)).toEqual(['Pentax MX']);
    expect(orders.asSeller).toMatchObject([
      { productId: samListing, phoneNumber: '555 0100', status: 'completed' },
    ]);
    const offers = json('offers.json');
    expect(offers.asBuyer).toMatchObject([
      { product: { name: 'Olympus OM-1' }, askedPrice: 300, amount: 250, status: 'open' },
    ]);
    expect(offers.asSeller).toEqual([]);
    const conversation = json('conversations.json').find(
      (c: { product: { name: string } }) => c.product.name === 'Nikon FM2',
    );
    expect(conversation.messages.map((m: { text: string }) => m.text)).toEqual([
      'Is the meter fine?',
      'Yes, it reads true.',
    ]);
    const reviews = json('reviews.json');
    expect(reviews.given.map((r: { text: string }) => r.text)).toEqual(['Bea paid promptly.']);
    expect(reviews.received.map((r: { text: string }) => r.text)).toEqual(['Sam was on time.']);
    expect(json('favourites.json').map((f: { name: string }) => f.name)).toEqual(['Pentax MX']);
    expect(json('saved-searches.json')).toMatchObject([{ name: 'Nikons', frequency: 'daily' }]);
    expect(json('notification-settings.json').length).toBeGreaterThan(0);

    // Xavier saved Sam's camera and dealt with Tess: none of it is Sam's to see.
    const everything = [...files.values()].map((bytes) => bytes.toString('latin1')).join('\n');
    for (const secret of [xavier.email, xavier.phone, xavier.note, 'Xavier Third'])
      expect(everything).not.toContain(secret);

    const kept = path.join(t.dataDir, 'exports');
    const [zip] = fs.readdirSync(kept);
    expect(fs.statSync(path.join(kept, zip!)).mode & 0o777).toBe(0o600);

    clock.advance(24 * 3_600_000 + 60_000);
    const expired = await download(token, sam);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toMatchObject({ code: 'auth/expired-action-code', field: 'token' });
    await t.app.jobWorker.runDue(); // the deletion queued for the link's expiry
    expect(fs.readdirSync(kept)).toEqual([]);
  }, 30_000);
});
