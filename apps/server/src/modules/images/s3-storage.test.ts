import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { smallPng } from '../../../test/image-corpus.js';
import { multipartBody } from '../../../test/multipart.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { type LocalS3, startLocalS3 } from '../../../test/shared-services.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** Photos in a real S3-compatible server (s3rver) started here, and what happens when it refuses. */
describe.each(TEST_DIALECTS)('photos in S3-compatible storage, on %s', (dialect) => {
  let s3: LocalS3;
  let t: TestApp;
  let seller: TestSession;
  const upload = async (width: number) => {
    const body = multipartBody({
      filename: 'p.png',
      contentType: 'image/png',
      bytes: await smallPng(width, 480),
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: body.payload,
      headers: { ...body.headers, ...seller.auth },
    });
  };
  const imageRows = async () => (await t.app.database.db.selectFrom('images').select('id').execute()).length;

  beforeAll(async () => {
    s3 = await startLocalS3();
    t = await createTestApp(dialect, s3.env);
    seller = await signUp(t.app, { seller: true });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('stores uploads in the bucket and serves them through /api/images', async () => {
    expect((await t.app.inject('/api/ready')).json()).toMatchObject({ status: 'ready', storage: 's3' });
    const res = await upload(640);
    expect(res.statusCode).toBe(200);
    const file = new URL(res.json().data.url, 'http://x').pathname;
    const served = await t.app.inject(file);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const missing = await t.app.inject(`/api/images/${'0'.repeat(64)}/640.webp`);
    expect(missing.statusCode).toBe(404);
  });

  it('a store that refuses: uploads answer 503 naming it, nothing is recorded, readiness fails', async () => {
    const rowsBefore = await imageRows();
    await s3.stop();
    try {
      const res = await upload(700);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        success: false,
        error: { code: 'busy', message: expect.stringContaining('Photo storage') },
      });
      expect(res.headers['retry-after']).toBeDefined();
      expect(await imageRows()).toBe(rowsBefore);
      const ready = await t.app.inject('/api/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json().error.message).toContain('photo storage');
      const metrics = await t.app.metrics.registry.getSingleMetricAsString('refocus_storage_errors_total');
      expect(metrics).toMatch(/refocus_storage_errors_total [1-9]/);
    } finally {
      await s3.start();
    }
    expect((await t.app.inject('/api/ready')).statusCode).toBe(200);
    expect((await upload(700)).statusCode).toBe(200);
    expect(await imageRows()).toBe(rowsBefore + 1);
  });
});
