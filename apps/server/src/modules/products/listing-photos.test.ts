import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { smallPng } from '../../../test/image-corpus.js';
import { multipartBody } from '../../../test/multipart.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { deleteImageIfUnattached } from '../images/images.repository.js';
import { cleanUnattachedImages } from '../images/unattached-cleanup.js';

const DAY = 86_400_000;
const idOf = (url: string) => /\/api\/images\/([0-9a-f]{64})\//.exec(url)![1]!;

describe.each(TEST_DIALECTS)('listing photo galleries on %s', (dialect) => {
  let t: TestApp;
  let seller: TestSession;
  let other: TestSession;
  /** Eleven distinct uploads of `seller`, one more than a gallery holds. */
  let urls: string[] = [];
  let othersPhoto: string;

  const upload = async (session: TestSession, width: number) => {
    const body = multipartBody({
      filename: 'p.png',
      contentType: 'image/png',
      bytes: await smallPng(width, 300),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: body.payload,
      headers: { ...body.headers, ...session.auth },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.url as string;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    seller = await signUp(t.app, { seller: true, name: 'Gallery Seller' });
    other = await signUp(t.app, { seller: true });
    urls = [];
    for (let i = 0; i < 11; i++) urls.push(await upload(seller, 420 + i));
    othersPhoto = await upload(other, 500);
  });
  afterAll(() => t.close());

  const listing = (photos?: string[]) => ({
    name: 'Gallery lens',
    imgURL: photos?.[0] ?? urls[0],
    categoryId: 2,
    location: 'Lisbon',
    resalePrice: 300,
    originalPrice: 500,
    yearOfUse: 3,
    condition: 'Good',
    sellerName: 'Gallery Seller',
    sellerNumber: '+351 912 345 678',
    yearOfPurchase: 2020,
    description: 'A lens with several photos.',
    ...(photos ? { photos } : {}),
  });
  const create = (payload: object, session = seller) =>
    t.app.inject({ method: 'POST', url: '/api/products', payload, headers: session.auth });
  const patch = (id: string, payload: object, session = seller) =>
    t.app.inject({ method: 'PATCH', url: `/api/products/${id}`, payload, headers: session.auth });
  const shown = async (id: string) => {
    const res = await t.app.inject(`/api/products/${id}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { imgURL: string; photos: { url: string; srcset: string }[] };
  };
  const coverRow = (id: string) =>
    t.app.database.db
      .selectFrom('products')
      .select(['image_id', 'img_url'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('keeps the photos in the order sent, the first as the cover everywhere', async () => {
    const photos = [urls[2]!, urls[0]!, urls[1]!];
    const res = await create(listing(photos));
    expect(res.statusCode).toBe(200);
    const product = res.json();
    expect(product.imgURL).toBe(urls[2]);
    expect(product.photos.map((p: { url: string }) => p.url)).toEqual(photos);
    expect(product.photos[1].srcset).toContain(' 400w');

    const page = await shown(product._id);
    expect(page.photos.map((p) => p.url)).toEqual(photos);
    expect((await coverRow(product._id)).image_id).toBe(idOf(urls[2]!));
    // Lists show the cover alone, as before.
    const list = (await t.app.inject('/api/products?limit=100')).json();
    const card = list.find((p: { _id: string }) => p._id === product._id);
    expect(card.imgURL).toBe(urls[2]);
    expect(card.photos).toBeUndefined();
  });

  it("takes the spec's fields alone as a one-photo gallery", async () => {
    const product = (await create(listing())).json();
    expect(product.imgURL).toBe(urls[0]);
    expect((await shown(product._id)).photos.map((p) => p.url)).toEqual([urls[0]]);
  });

  it.each([
    ['photos', () => ({ photos: urls })],
    ['photos', () => ({ photos: [] })],
    ['photos', () => ({ photos: [urls[0], urls[0]] })],
    // One image named by two of its widths is still one photo twice.
    ['photos', () => ({ photos: [urls[0], urls[0]!.replace('/800.webp', '/400.webp')] })],
    ['photos', () => ({ photos: [urls[0], othersPhoto] })],
    ['photos', () => ({ photos: [urls[0], 'https://evil.example/x.jpg'] })],
    ['imgURL', () => ({ imgURL: urls[1], photos: [urls[0], urls[1]] })],
  ])('refuses a bad gallery with a 400 naming %s, writing nothing', async (field, override) => {
    const count = async () =>
      (await t.app.database.db.selectFrom('product_photos').select('position').execute()).length;
    const before = await count();
    const res = await create({ ...listing(), ...override() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe(field);
    expect(await count()).toBe(before);
  });

  it('accepts ten photos', async () => {
    const res = await create(listing(urls.slice(0, 10)));
    expect(res.statusCode).toBe(200);
    expect(res.json().photos).toHaveLength(10);
  });

  it('reorders, changes the cover and removes photos on edit, mirroring the cover', async () => {
    const product = (await create(listing([urls[3]!, urls[4]!, urls[5]!]))).json();
    const reordered = await patch(product._id, { photos: [urls[5], urls[3], urls[4]], grade: 'excellent' });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().imgURL).toBe(urls[5]);
    expect(reordered.json().grade).toBe('excellent');
    expect((await shown(product._id)).photos.map((p) => p.url)).toEqual([urls[5], urls[3], urls[4]]);
    expect((await coverRow(product._id)).image_id).toBe(idOf(urls[5]!));

    const removed = await patch(product._id, { photos: [urls[4]] });
    expect(removed.statusCode).toBe(200);
    expect((await shown(product._id)).photos.map((p) => p.url)).toEqual([urls[4]]);
    expect((await shown(product._id)).imgURL).toBe(urls[4]);
    // A photo the listing had before may come back (it was this seller's anyway).
    expect((await patch(product._id, { photos: [urls[4], urls[3]] })).statusCode).toBe(200);
  });

  it("an old client's new imgURL becomes the cover and keeps the other photos", async () => {
    const product = (await create(listing([urls[6]!, urls[7]!, urls[8]!]))).json();
    const res = await patch(product._id, { imgURL: urls[8] });
    expect(res.statusCode).toBe(200);
    expect(res.json().photos.map((p: { url: string }) => p.url)).toEqual([urls[8], urls[6], urls[7]]);
    const fresh = await patch(product._id, { imgURL: urls[9] });
    expect(fresh.json().photos.map((p: { url: string }) => p.url)).toEqual([
      urls[9],
      urls[8],
      urls[6],
      urls[7],
    ]);
  });

  it("an old client's new cover on a full gallery drops the last photo, which gets its day of grace", async () => {
    const product = (await create(listing(urls.slice(0, 10)))).json();
    const db = t.app.database.db;
    const longAgo = new Date(Date.now() - 3 * DAY).toISOString();
    await db.updateTable('images').set({ created_at: longAgo }).where('id', '=', idOf(urls[9]!)).execute();
    const res = await patch(product._id, { imgURL: urls[10] });
    expect(res.statusCode).toBe(200);
    expect(res.json().photos.map((p: { url: string }) => p.url)).toEqual([urls[10], ...urls.slice(0, 9)]);
    const dropped = await db
      .selectFrom('images')
      .select('created_at')
      .where('id', '=', idOf(urls[9]!))
      .executeTakeFirstOrThrow();
    expect(new Date(dropped.created_at).getTime()).toBeGreaterThan(Date.now() - DAY);
  });

  it("refuses another seller's edit of the gallery, and another seller's photos in it", async () => {
    const product = (await create(listing([urls[0]!, urls[1]!]))).json();
    expect((await patch(product._id, { photos: [urls[1]] }, other)).statusCode).toBe(403);
    const theirs = await patch(product._id, { photos: [urls[0], othersPhoto] });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().error.field).toBe('photos');
    // Their listing cannot borrow this gallery's photos either.
    const borrowed = await create({ ...listing([othersPhoto, urls[1]!]) }, other);
    expect(borrowed.statusCode).toBe(400);
    expect((await shown(product._id)).photos).toHaveLength(2);
  });

  it('deletes a photo removed from every gallery after the grace period, keeping the gallery photos', async () => {
    const keep = await upload(seller, 700);
    const drop = await upload(seller, 701);
    const product = (await create(listing([keep, drop]))).json();
    // Neither goes while the gallery holds both, however old.
    await cleanUnattachedImages(t.app.database.db, t.app.imageStore, 0, Date.now() + 2 * DAY);
    expect((await t.app.inject(drop)).statusCode).toBe(200);
    expect((await t.app.inject(keep)).statusCode).toBe(200);

    expect((await patch(product._id, { photos: [keep] })).statusCode).toBe(200);
    // Within the day it stays: the seller may still put it back.
    await cleanUnattachedImages(t.app.database.db, t.app.imageStore, DAY);
    expect((await t.app.inject(drop)).statusCode).toBe(200);
    await cleanUnattachedImages(t.app.database.db, t.app.imageStore, DAY, Date.now() + 2 * DAY);
    expect((await t.app.inject(drop)).statusCode).toBe(404);
    expect((await t.app.inject(keep)).statusCode).toBe(200);
    expect((await shown(product._id)).photos.map((p) => p.url)).toEqual([keep]);
  });

  it('gives a long-listed photo taken out of a gallery its day of grace from then, so it may come back', async () => {
    const keep = await upload(seller, 703);
    const old = await upload(seller, 704);
    const product = (await create(listing([keep, old]))).json();
    // Uploaded and listed three days ago.
    const longAgo = new Date(Date.now() - 3 * DAY).toISOString();
    const db = t.app.database.db;
    await db.updateTable('images').set({ created_at: longAgo }).where('id', '=', idOf(old)).execute();
    await db
      .updateTable('image_uploads')
      .set({ created_at: longAgo })
      .where('image_id', '=', idOf(old))
      .execute();

    expect((await patch(product._id, { photos: [keep] })).statusCode).toBe(200);
    await cleanUnattachedImages(db, t.app.imageStore, DAY);
    expect((await t.app.inject(old)).statusCode).toBe(200);
    const back = await patch(product._id, { photos: [old, keep] });
    expect(back.statusCode).toBe(200);
    expect((await shown(product._id)).photos.map((p) => p.url)).toEqual([old, keep]);

    // Taken out again and left out, it goes once that day has passed.
    expect((await patch(product._id, { photos: [keep] })).statusCode).toBe(200);
    await cleanUnattachedImages(db, t.app.imageStore, DAY, Date.now() + 2 * DAY);
    expect((await t.app.inject(old)).statusCode).toBe(404);
    expect((await t.app.inject(keep)).statusCode).toBe(200);
  });

  it('keeps the uploads of a photo a listing took after the cleanup found it, so its seller may use it again', async () => {
    const taken = await upload(seller, 705);
    const longAgo = new Date(Date.now() - 3 * DAY).toISOString();
    const db = t.app.database.db;
    await db.updateTable('images').set({ created_at: longAgo }).where('id', '=', idOf(taken)).execute();
    await db
      .updateTable('image_uploads')
      .set({ created_at: longAgo })
      .where('image_id', '=', idOf(taken))
      .execute();
    // The cleanup found it unused; a listing takes it before the cleanup's delete runs.
    const product = (await create(listing([taken]))).json();
    const before = new Date(Date.now() - DAY).toISOString();
    expect(await deleteImageIfUnattached(db, idOf(taken), before)).toBe(false);
    // Its upload still says it is this seller's: out of this listing, into another.
    expect((await patch(product._id, { photos: [urls[0]] })).statusCode).toBe(200);
    expect((await create(listing([taken]))).statusCode).toBe(200);
  });

  it('moves the catalogue version on a gallery edit, and refuses it while a booking holds the listing', async () => {
    const product = (await create(listing([urls[0]!, urls[1]!]))).json();
    const version = async () =>
      Number(
        (
          await t.app.database.db
            .selectFrom('catalogue_state')
            .select('version')
            .where('id', '=', 1)
            .executeTakeFirstOrThrow()
        ).version,
      );
    const before = await version();
    expect((await patch(product._id, { photos: [urls[1], urls[0]] })).statusCode).toBe(200);
    expect(await version()).toBeGreaterThan(before);

    await t.app.database.db
      .updateTable('products')
      .set({ status: 'booked' })
      .where('id', '=', product._id)
      .execute();
    const refused = await patch(product._id, { photos: [urls[0]] });
    expect(refused.statusCode).toBe(409);
    expect((await shown(product._id)).photos.map((p) => p.url)).toEqual([urls[1], urls[0]]);
  });

  it('keeps the gallery of a withdrawn listing (its orders show the photos)', async () => {
    const second = await upload(seller, 702);
    const product = (await create(listing([urls[0]!, second]))).json();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${product._id}`,
      headers: seller.auth,
    });
    expect(del.statusCode).toBe(200);
    await cleanUnattachedImages(t.app.database.db, t.app.imageStore, 0, Date.now() + 2 * DAY);
    expect((await t.app.inject(second)).statusCode).toBe(200);
  });
});
