import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_DIALECTS } from '../../test/dialects.js';
import { jpegWithGps, smallPng } from '../../test/image-corpus.js';
import { multipartBody } from '../../test/multipart.js';
import { signUp, type TestSession } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { cleanUnattachedImages } from '../modules/images/unattached-cleanup.js';

const TEN_MB = 10 * 1024 * 1024;

/** A PNG of random pixels: it does not compress, so its size is about width × height × 3. */
function noisePng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

const upload = (t: TestApp, session: TestSession, bytes: Buffer, filename = 'a.png') => {
  const body = multipartBody({ filename, contentType: 'image/png', bytes });
  return t.app.inject({
    method: 'POST',
    url: '/api/images',
    payload: body.payload,
    headers: { ...body.headers, ...session.auth },
  });
};

const listing = (imgURL: string) => ({
  name: 'Nikon F3',
  imgURL,
  categoryId: 3,
  location: 'Porto',
  resalePrice: 450,
  originalPrice: 700,
  yearOfUse: 12,
  condition: 'Good',
  sellerName: 'Seller',
  sellerNumber: '+351 912 345 678',
  yearOfPurchase: 2012,
  description: 'Film SLR.',
});

/**
 * Sends a multipart body over a real socket in two writes: the framing and exactly the first
 * `firstPart` bytes of the file, then (once the server has read those) the rest. A file of
 * 10 MB + 1 byte split at 10 MB is the case busboy marks truncated without a further chunk.
 */
function sendInTwoWrites(
  port: number,
  authorization: string,
  file: Buffer,
  firstPart: number,
): Promise<{ status: number; body: string }> {
  const boundary = 'refocus-boundary-7d3f';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + file.length + tail.length;
  const request = Buffer.from(
    `POST /api/images HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: ${authorization}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n` +
      'Connection: close\r\n\r\n',
  );
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ status: Number(text.split(' ')[1]), body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    socket.write(Buffer.concat([request, head, file.subarray(0, firstPart)]), () => {
      setTimeout(() => socket.write(Buffer.concat([file.subarray(firstPart), tail])), 300);
    });
  });
}

describe.each(TEST_DIALECTS)('upload limits on %s', (dialect) => {
  let t: TestApp;
  let sellerA: TestSession;
  let sellerB: TestSession;

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      UPLOADS_PER_HOUR: '6',
      UPLOAD_MB_PER_DAY: '12',
      LISTINGS_PER_DAY: '2',
      IMAGE_CLEANUP_MINUTES: '0',
    });
    sellerA = await signUp(t.app, { seller: true });
    sellerB = await signUp(t.app, { seller: true });
  });
  afterAll(() => t.close());

  it('refuses a zero-byte upload with a 400 in the image host shape', async () => {
    const res = await upload(t, sellerA, Buffer.alloc(0));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      error: { field: 'image', message: 'image is empty' },
    });
  }, 120_000);

  it('refuses 10 MB + 1 byte over real HTTP even when the cut falls on a chunk boundary', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as net.AddressInfo).port;
    const jpeg = await jpegWithGps(400, 300);
    const file = Buffer.concat([jpeg, Buffer.alloc(TEN_MB - jpeg.length), Buffer.from('x')]);
    const res = await sendInTwoWrites(port, sellerB.auth.authorization, file, TEN_MB);
    expect(res.status, res.body).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, error: { code: 'payload-too-large' } });
    const declaredTooBig = await sendInTwoWrites(
      port,
      sellerB.auth.authorization,
      Buffer.alloc(TEN_MB * 2),
      10,
    );
    expect(declaredTooBig.status).toBe(413);
    expect(await t.app.database.db.selectFrom('image_uploads').selectAll().execute()).toEqual([]);
  }, 120_000);

  it("refuses a listing that shows another seller's upload; the same photo uploaded by oneself is fine", async () => {
    const png = await smallPng(320, 240);
    const urlOfA = (await upload(t, sellerA, png)).json().data.url;
    const asB = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/products', headers: sellerB.auth, payload });
    const stolen = await asB(listing(urlOfA));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error).toMatchObject({ field: 'imgURL' });
    const own = (
      await t.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: sellerA.auth,
        payload: listing(urlOfA),
      })
    ).json();
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${own._id}`,
      headers: sellerA.auth,
      payload: { imgURL: urlOfA, name: 'Nikon F3 HP' },
    });
    expect(edit.statusCode).toBe(200);
    const urlOfB = (await upload(t, sellerB, png)).json().data.url;
    expect(urlOfB).toBe(urlOfA);
    expect((await asB(listing(urlOfB))).statusCode).toBe(200);
  }, 120_000);

  it('caps new listings per seller per day with a 429 in our shape', async () => {
    // sellerA and sellerB have listed one camera each above; one more each is allowed.
    const url = (await upload(t, sellerA, await smallPng(300, 200))).json().data.url;
    const create = () =>
      t.app.inject({ method: 'POST', url: '/api/products', headers: sellerA.auth, payload: listing(url) });
    expect((await create()).statusCode).toBe(200);
    const third = await create();
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toMatchObject({
      code: 'rate-limited',
      message: expect.stringMatching(/2 cameras/),
    });
  }, 120_000);

  it('caps uploads per hour and bytes per day with a 429 in the image host shape', async () => {
    const seller = await signUp(t.app, { seller: true });
    const big = await noisePng(1250, 1250); // ~4.5 MB: three exceed the 12 MB a day
    expect(big.length).toBeGreaterThan(4.1 * 1024 * 1024);
    expect((await upload(t, seller, big)).statusCode).toBe(200);
    expect((await upload(t, seller, big)).statusCode).toBe(200);
    const overBytes = await upload(t, seller, big);
    expect(overBytes.statusCode).toBe(429);
    expect(overBytes.json()).toMatchObject({ success: false, error: { code: 'rate-limited' } });
    expect(overBytes.json().error.message).toMatch(/12 MB/);
    const counted = await signUp(t.app, { seller: true });
    for (let i = 0; i < 6; i++)
      expect((await upload(t, counted, await smallPng(100 + i, 100))).statusCode).toBe(200);
    const seventh = await upload(t, counted, await smallPng(200, 100));
    expect(seventh.statusCode).toBe(429);
    expect(seventh.json().error.message).toMatch(/6 photos per hour/);
  }, 120_000);

  it('deletes unattached photos after the grace period, files and rows, and keeps every photo a listing uses', async () => {
    const seller = await signUp(t.app, { seller: true });
    const unused = (await upload(t, seller, await smallPng(111, 111))).json().data;
    const used = (await upload(t, seller, await smallPng(112, 112))).json().data;
    const withdrawnPhoto = (await upload(t, seller, await smallPng(113, 113))).json().data;
    const keep = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: seller.auth,
      payload: listing(used.url),
    });
    expect(keep.statusCode).toBe(200);
    const gone = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: seller.auth,
      payload: listing(withdrawnPhoto.url),
    });
    await t.app.inject({ method: 'DELETE', url: `/api/products/${gone.json()._id}`, headers: seller.auth });

    const grace = 24 * 3_600_000;
    expect(await cleanUnattachedImages(t.app.database.db, t.app.imageStore, grace)).toBe(0);
    const imageIds = async () =>
      (await t.app.database.db.selectFrom('images').select('id').execute()).map((r) => r.id);
    const before = await imageIds();
    const deleted = await cleanUnattachedImages(
      t.app.database.db,
      t.app.imageStore,
      grace,
      Date.now() + grace + 60_000,
    );
    const after = await imageIds();
    expect(deleted).toBe(before.length - after.length);
    expect(after).toEqual(expect.arrayContaining([used.id, withdrawnPhoto.id]));
    expect(after).not.toContain(unused.id);
    expect(fs.existsSync(path.join(t.dataDir, 'images', unused.id.slice(0, 2), unused.id))).toBe(false);
    expect((await t.app.inject(unused.url)).statusCode).toBe(404);
    expect((await t.app.inject(used.url)).statusCode).toBe(200);
    const uploadsOfUnused = await t.app.database.db
      .selectFrom('image_uploads')
      .select('id')
      .where('image_id', '=', unused.id)
      .execute();
    expect(uploadsOfUnused).toEqual([]);
  }, 120_000);
});

describe('the periodic cleanup and the image queue', () => {
  it('runs the cleanup by itself, on a timer that never holds the process', async () => {
    const t = await createTestApp('sqlite', {
      UNATTACHED_IMAGE_GRACE_HOURS: '0',
      IMAGE_CLEANUP_MINUTES: '0.005',
    });
    try {
      const seller = await signUp(t.app, { seller: true });
      const photo = (await upload(t, seller, await smallPng(120, 90))).json().data;
      await vi.waitFor(
        async () => {
          const rows = await t.app.database.db
            .selectFrom('images')
            .select('id')
            .where('id', '=', photo.id)
            .execute();
          expect(rows).toEqual([]);
          // The files go right after the rows.
          expect((await t.app.inject(photo.url)).statusCode).toBe(404);
        },
        { timeout: 10_000, interval: 100 },
      );
    } finally {
      await t.close();
    }
  }, 120_000);

  it('answers 503 with Retry-After when the image queue is full, and the rest succeed', async () => {
    const t = await createTestApp('sqlite', { IMAGE_WORKERS: '1', IMAGE_QUEUE_MAX: '0' });
    try {
      const seller = await signUp(t.app, { seller: true });
      const photo = await jpegWithGps(4000, 3000);
      const answers = await Promise.all(Array.from({ length: 4 }, () => upload(t, seller, photo, 'big.jpg')));
      const codes = answers.map((a) => a.statusCode);
      expect(codes).toContain(200);
      expect(codes).toContain(503);
      expect(codes.every((c) => c === 200 || c === 503)).toBe(true);
      const busy = answers.find((a) => a.statusCode === 503)!;
      expect(busy.headers['retry-after']).toBe('5');
      expect(busy.json()).toMatchObject({ success: false, error: { code: 'busy', field: 'image' } });
    } finally {
      await t.close();
    }
  }, 120_000);
});
