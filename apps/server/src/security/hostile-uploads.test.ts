import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gifWithFrames, jpegWithGps, jpegWithHugeIcc, smallPng, tinyZip } from '../../test/image-corpus.js';
import { multipartBody } from '../../test/multipart.js';
import { signUp, type TestSession } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Files built to fool an image host: polyglots, frame bombs, oversized profiles, images
 * sent as JSON. Each is refused or re-encoded; the store only ever holds our own WebP files.
 */
describe('hostile uploads', () => {
  let t: TestApp;
  let seller: TestSession;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    seller = await signUp(t.app, { seller: true });
  });
  afterAll(() => t.close());

  const upload = (bytes: Buffer, filename: string, contentType: string) => {
    const body = multipartBody({ filename, contentType, bytes });
    return t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: body.payload,
      headers: { ...body.headers, ...seller.auth },
    });
  };

  /** Every stored file must be a WebP we wrote, with nothing of the upload's extra bytes. */
  async function expectOnlyOurWebp(marker: Buffer) {
    const root = path.join(t.dataDir, 'images');
    const files = fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
    for (const file of files) {
      expect(file).toMatch(/\/[0-9a-f]{64}\/\d+\.webp$/);
      const bytes = fs.readFileSync(file);
      expect((await sharp(bytes).metadata()).format).toBe('webp');
      expect(bytes.includes(marker)).toBe(false);
    }
  }

  it('re-encodes a JPEG with a script appended, dropping the script', async () => {
    const script = Buffer.from('<script>alert("polyglot")</script>');
    const res = await upload(Buffer.concat([await jpegWithGps(), script]), 'poly.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject(res.json().data.url);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.includes(script)).toBe(false);
    await expectOnlyOurWebp(script);
  });

  it('re-encodes a PNG/ZIP polyglot, dropping the archive', async () => {
    const zip = tinyZip();
    const res = await upload(Buffer.concat([await smallPng(), zip]), 'poly.png', 'image/png');
    expect(res.statusCode).toBe(200);
    await expectOnlyOurWebp(Buffer.from('evil.html'));
  });

  it('reads one frame of a GIF with thousands of frames', async () => {
    const gif = await gifWithFrames(3000);
    expect((await sharp(gif).metadata()).pages).toBe(3000);
    const started = Date.now();
    const res = await upload(gif, 'frames.gif', 'image/gif');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ width: 16, height: 16 });
    const served = await sharp((await t.app.inject(data.url)).rawPayload).metadata();
    expect(served.pages ?? 1).toBe(1);
    // Generous bound: decoding all frames would be far slower; this is not a speed target.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('drops a huge ICC profile', async () => {
    const jpeg = await jpegWithHugeIcc(2_000_000);
    expect(jpeg.length).toBeGreaterThan(2_000_000);
    const res = await upload(jpeg, 'icc.jpg', 'image/jpeg');
    expect([200, 415]).toContain(res.statusCode);
    if (res.statusCode === 200) {
      const served = await t.app.inject(res.json().data.url);
      expect(served.rawPayload.length).toBeLessThan(50_000);
      expect((await sharp(served.rawPayload).metadata()).icc).toBeUndefined();
    }
    await expectOnlyOurWebp(Buffer.alloc(64, 0x41));
  });

  it('refuses image bytes sent as application/json', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: await smallPng(),
      headers: { 'content-type': 'application/json', ...seller.auth },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ success: false, error: { code: expect.any(String) } });
  });

  it('never serves anything outside the store', async () => {
    for (const url of [
      '/api/images/..%2F..%2F..%2Fetc%2Fpasswd/400.webp',
      `/api/images/${'a'.repeat(64)}/..%2F..%2Frefocus.sqlite`,
      `/api/images/${'a'.repeat(64)}/400.png`,
      '/api/images/%2e%2e/%2e%2e',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body).not.toContain('SQLite');
    }
  });
});
