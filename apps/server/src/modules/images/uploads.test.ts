import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegWithGps, pngDeclaring, smallPng } from '../../../test/image-corpus.js';
import { multipartBody } from '../../../test/multipart.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** Every file in the image store, relative to it. */
function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'images');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('image uploads', () => {
  let t: TestApp;
  let seller: TestSession;
  let buyer: TestSession;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    seller = await signUp(t.app, { seller: true });
    buyer = await signUp(t.app);
  });
  afterAll(() => t.close());

  const upload = (
    bytes: Buffer,
    filename: string,
    contentType: string,
    session: TestSession | null = seller,
  ) => {
    const body = multipartBody({ filename, contentType, bytes });
    return t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: body.payload,
      headers: { ...body.headers, ...(session?.auth ?? {}) },
    });
  };

  it('re-encodes a JPEG to WebP widths without any of its metadata', async () => {
    const original = await jpegWithGps(2000, 1500);
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await upload(original, 'holiday.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data).toMatchObject({
      width: 2000,
      height: 1500,
      url: expect.stringMatching(/^\/api\/images\/[0-9a-f]{64}\/800\.webp$/),
    });
    expect(data.srcset).toContain('400w');
    expect(data.srcset).toContain('1600w');

    for (const width of [400, 800, 1600]) {
      const file = await t.app.inject(data.url.replace('800.webp', `${width}.webp`));
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      const metadata = await sharp(file.rawPayload).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(width);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(file.rawPayload.includes(Buffer.from('Refocus Test Camera'))).toBe(false);
    }
  });

  it('never enlarges a small image', async () => {
    const res = await upload(await smallPng(640, 480), 'small.png', 'image/png');
    const { data } = res.json();
    expect(data.srcset).toBe(`${data.url.replace('800.webp', '400.webp')} 400w, ${data.url} 640w`);
    expect((await sharp((await t.app.inject(data.url)).rawPayload).metadata()).width).toBe(640);
  });

  it('refuses buyers and anonymous callers in the image host shape', async () => {
    const png = await smallPng();
    const anonymous = await upload(png, 'a.png', 'image/png', null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, error: { code: 'unauthenticated' } });
    const byBuyer = await upload(png, 'a.png', 'image/png', buyer);
    expect(byBuyer.statusCode).toBe(403);
    expect(byBuyer.json().success).toBe(false);
  });

  it.each([
    [
      'an SVG',
      'camera.svg',
      'image/svg+xml',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      415,
    ],
    [
      'an HTML page',
      'camera.jpg',
      'image/jpeg',
      () => Buffer.from('<!doctype html><script>alert(1)</script>'),
      415,
    ],
    ['text named .jpg', 'camera.jpg', 'image/jpeg', () => Buffer.from('just some text, not a photo'), 415],
    [
      'a truncated JPEG',
      'cut.jpg',
      'image/jpeg',
      async () => (await jpegWithGps(800, 600)).subarray(0, 1500),
      415,
    ],
    [
      'an 11 MB file',
      'huge.jpg',
      'image/jpeg',
      async () => Buffer.concat([await jpegWithGps(), Buffer.alloc(11 * 1024 * 1024)]),
      413,
    ],
    ['a PNG declaring 30000×30000 pixels', 'bomb.png', 'image/png', () => pngDeclaring(30_000, 30_000), 413],
  ])('refuses %s and stores nothing', async (_label, filename, contentType, make, status) => {
    const filesBefore = storedFiles(t.dataDir);
    const rowsBefore = await t.app.database.db.selectFrom('images').select('id').execute();
    const res = await upload(await make(), filename, contentType);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({
      success: false,
      error: { code: expect.any(String), message: expect.any(String) },
    });
    expect(storedFiles(t.dataDir)).toEqual(filesBefore);
    expect(await t.app.database.db.selectFrom('images').select('id').execute()).toHaveLength(
      rowsBefore.length,
    );
  });

  it('refuses a request that is not multipart, or has no image field', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: seller.auth,
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const body = multipartBody({
      field: 'photo',
      filename: 'a.png',
      contentType: 'image/png',
      bytes: await smallPng(),
    });
    const wrongField = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: body.payload,
      headers: { ...body.headers, ...seller.auth },
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.field).toBe('image');
  });
});
