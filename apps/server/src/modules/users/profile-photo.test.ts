import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { jpegWithGps, smallPng } from '../../../test/image-corpus.js';
import { multipartBody } from '../../../test/multipart.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { cleanUnattachedImages } from '../images/unattached-cleanup.js';
import { PROFILE_PHOTOS_PER_HOUR } from './profile-photo.routes.js';

const PHOTO_URL = /^https:\/\/shop\.example\.test\/api\/images\/([0-9a-f]{64})\/256\.webp$/;

describe.each(TEST_DIALECTS)('profile photo through our image host on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    // One upload an hour for listings: a profile photo must not use it up.
    t = await createTestApp(dialect, { PUBLIC_URL: 'https://shop.example.test', UPLOADS_PER_HOUR: '1' });
  });
  afterAll(() => t.close());

  const put = (session: TestSession | null, bytes: Buffer, field = 'image', contentType = 'image/jpeg') => {
    const body = multipartBody({ field, filename: 'me.jpg', contentType, bytes });
    return t.app.inject({
      method: 'PUT',
      url: '/api/account/photo',
      payload: body.payload,
      headers: { ...body.headers, ...(session?.auth ?? {}) },
    });
  };
  const remove = (session: TestSession) =>
    t.app.inject({ method: 'DELETE', url: '/api/account/photo', headers: session.auth });
  const served = (url: string) => t.app.inject({ url: new URL(url).pathname });
  const imageRow = (id: string) =>
    t.app.database.db.selectFrom('images').select('id').where('id', '=', id).executeTakeFirst();
  const me = async (session: TestSession) =>
    (await t.app.inject({ url: '/api/auth/me', headers: session.auth })).json().user;

  it('any signed-in person sets a photo: a 256 px square WebP without metadata, shown as their photoURL', async () => {
    const buyer = await signUp(t.app);
    const original = await jpegWithGps(1200, 800);
    const res = await put(buyer, original);
    expect(res.statusCode).toBe(200);
    const photoURL: string = res.json().user.photoURL;
    expect(photoURL).toMatch(PHOTO_URL);
    expect((await me(buyer)).photoURL).toBe(photoURL);

    const file = await served(photoURL);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(file.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
  });

  it("a seller's profile photo leaves their listing-photo quota alone and cannot be put in a listing", async () => {
    const seller = await signUp(t.app, { seller: true });
    const photoURL: string = (await put(seller, await smallPng(300, 300))).json().user.photoURL;
    const uploads = await t.app.database.db
      .selectFrom('image_uploads')
      .select('id')
      .where('user_id', '=', seller.user.uid)
      .execute();
    expect(uploads).toEqual([]);

    const body = multipartBody({
      filename: 'cam.png',
      contentType: 'image/png',
      bytes: await smallPng(500, 400),
    });
    const listingPhoto = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: body.payload,
      headers: { ...body.headers, ...seller.auth },
    });
    expect(listingPhoto.statusCode).toBe(200);

    const listing = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: seller.auth,
      payload: {
        name: 'Profile photo camera',
        imgURL: photoURL,
        categoryId: 1,
        location: 'Lisbon',
        resalePrice: 100,
        originalPrice: 200,
        yearOfUse: 1,
        condition: 'Good',
        sellerName: 'Seller',
        sellerNumber: '555 0100',
        yearOfPurchase: 2024,
        description: 'Not with my face on it.',
      },
    });
    expect(listing.statusCode).toBe(400);
    expect(listing.json().error.field).toBe('imgURL');
  });

  it('a new photo replaces the old one, whose files and row go at once; removing it leaves initials', async () => {
    const buyer = await signUp(t.app);
    const first: string = (await put(buyer, await smallPng(400, 300))).json().user.photoURL;
    const firstId = PHOTO_URL.exec(first)?.[1] ?? '';
    const second: string = (await put(buyer, await smallPng(300, 400))).json().user.photoURL;
    const secondId = PHOTO_URL.exec(second)?.[1] ?? '';
    expect(secondId).not.toBe(firstId);
    expect((await served(first)).statusCode).toBe(404);
    expect(await imageRow(firstId)).toBeUndefined();
    expect((await served(second)).statusCode).toBe(200);

    const removed = await remove(buyer);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().user.photoURL).toBeNull();
    expect((await me(buyer)).photoURL).toBeNull();
    expect((await served(second)).statusCode).toBe(404);
    expect(await imageRow(secondId)).toBeUndefined();
    // Removing again changes nothing.
    expect((await remove(buyer)).statusCode).toBe(200);
  });

  it('the same picture for two people is two photos: one replacing theirs leaves the other alone', async () => {
    const [ann, ben] = [await signUp(t.app), await signUp(t.app)];
    const same = await smallPng(320, 320);
    const annURL: string = (await put(ann, same)).json().user.photoURL;
    const benURL: string = (await put(ben, same)).json().user.photoURL;
    expect(annURL).not.toBe(benURL);
    await remove(ann);
    expect((await served(benURL)).statusCode).toBe(200);
  });

  it('the unattached-photo cleanup keeps a photo an account shows, and deleting the account deletes it', async () => {
    const leaving = await signUp(t.app);
    const photoURL: string = (await put(leaving, await smallPng(200, 200))).json().user.photoURL;
    const id = PHOTO_URL.exec(photoURL)?.[1] ?? '';
    // Far in the future, with no grace: every image no listing uses would go, but not this one.
    await cleanUnattachedImages(t.app.database.db, t.app.imageStore, 0, Date.now() + 86_400_000);
    expect((await served(photoURL)).statusCode).toBe(200);

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/user/me', headers: leaving.auth });
    expect(deleted.statusCode).toBe(200);
    expect((await served(photoURL)).statusCode).toBe(404);
    expect(await imageRow(id)).toBeUndefined();
  });

  it('the older client may still set a photo address of its own; the uploaded photo it replaces is cleaned up', async () => {
    const buyer = await signUp(t.app);
    const uploaded: string = (await put(buyer, await smallPng(210, 210))).json().user.photoURL;
    // The settings page sends the name alone; the older client sends its photoURL back as it was.
    const same = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: buyer.auth,
      payload: { displayName: 'Renamed', photoURL: uploaded },
    });
    expect(same.json().user).toMatchObject({ displayName: 'Renamed', photoURL: uploaded });
    await cleanUnattachedImages(t.app.database.db, t.app.imageStore, 0, Date.now() + 86_400_000);
    expect((await served(uploaded)).statusCode).toBe(200);

    const elsewhere = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: buyer.auth,
      payload: { photoURL: 'https://photos.example.test/me.png' },
    });
    expect(elsewhere.json().user.photoURL).toBe('https://photos.example.test/me.png');
    await cleanUnattachedImages(t.app.database.db, t.app.imageStore, 0, Date.now() + 86_400_000);
    expect((await served(uploaded)).statusCode).toBe(404);
  });

  it('refuses what is not one photo, clearly, and anonymous callers', async () => {
    const buyer = await signUp(t.app);
    expect((await put(null, await smallPng(100, 100))).statusCode).toBe(401);

    const notImage = await put(buyer, Buffer.from('%PDF-1.4 not a photo'), 'image', 'image/png');
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().error).toMatchObject({ code: 'unsupported-media-type', field: 'image' });

    const wrongField = await put(buyer, await smallPng(100, 100), 'avatar');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.field).toBe('image');

    const json = await t.app.inject({
      method: 'PUT',
      url: '/api/account/photo',
      headers: buyer.auth,
      payload: { image: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(415);

    const declaredTooLarge = await t.app.inject({
      method: 'PUT',
      url: '/api/account/photo',
      headers: {
        ...buyer.auth,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(11 * 1024 * 1024),
      },
      payload: '--x--',
    });
    expect(declaredTooLarge.statusCode).toBe(413);
    // Nothing of it reached the account.
    expect((await me(buyer)).photoURL).toBeNull();
  });

  it(`allows ${PROFILE_PHOTOS_PER_HOUR} photos an hour per person, then 429`, async () => {
    const eager = await signUp(t.app);
    const other = await signUp(t.app);
    const png = await smallPng(64, 64);
    for (let i = 0; i < PROFILE_PHOTOS_PER_HOUR; i++) expect((await put(eager, png)).statusCode).toBe(200);
    const refused = await put(eager, png);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate-limited');
    expect(refused.headers['retry-after']).toBeDefined();
    // Counted per person, not for everyone behind the same address.
    expect((await put(other, png)).statusCode).toBe(200);
  });
});
