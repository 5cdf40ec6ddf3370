import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../test/dialects.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The log a production server writes: what an operator reads (issue 12.6, 17.8). */
describe.each(TEST_DIALECTS)('request log on %s', (dialect) => {
  let t: TestApp;
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { logger: pino({ level: 'info' }, sink) });
    await t.app.ready();
  });
  afterAll(() => t.close());

  const linesOf = async (url: string) => {
    lines.length = 0;
    const res = await t.app.inject(url);
    return { res, logged: lines.map((line) => ({ raw: line, json: JSON.parse(line) })) };
  };

  it('writes one JSON line per finished request: method, URL, status, time', async () => {
    const { res, logged } = await linesOf('/api/products?page=1');
    expect(res.statusCode).toBe(200);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.json).toMatchObject({
      level: 30,
      method: 'GET',
      url: '/api/products?page=1',
      status: 200,
      ms: expect.any(Number),
      reqId: res.headers['x-request-id'],
      msg: expect.stringMatching(/^GET \/api\/products\?page=1 200 [\d.]+ms$/),
    });
  });

  it('puts a 4xx reason on that one line, with a single msg key', async () => {
    const { res, logged } = await linesOf('/api/products?page=0');
    expect(res.statusCode).toBe(400);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.raw.match(/"msg"/g)).toHaveLength(1);
    expect(logged[0]?.json).toMatchObject({
      status: 400,
      code: 'validation-failed',
      reason: expect.any(String),
    });
  });

  it('never writes an e-mail address from the path', async () => {
    for (const url of ['/api/user/admin/ada.lovelace@example.com', '/api/no/such/bob%40example.com']) {
      const { logged } = await linesOf(url);
      expect(logged.length).toBeGreaterThan(0);
      for (const line of logged) {
        expect(line.raw).not.toMatch(/ada\.lovelace|bob(@|%40)example/);
        expect(line.json.url).toContain('[email]');
      }
    }
  });

  it('never writes the secret of an e-mailed link: action codes, unsubscribe tokens, Google codes (issue 41.7)', async () => {
    const secret = 'S3cr3tV4lue';
    const urls = [
      `/reset-password?code=${secret}`,
      `/verify-email?code=${secret}`,
      `/unsubscribe?user=u1&kind=message&token=${secret}`,
      `/saved-searches/unsubscribe?search=s1&token=${secret}`,
      `/api/auth/google/callback?state=${secret}&code=${secret}`,
      `/__/auth/action?mode=resetPassword&oobCode=${secret}`,
      `/verify-email?%63ode=${secret}&Code=${secret}`,
    ];
    for (const url of urls) {
      const { logged } = await linesOf(url);
      expect(logged.length).toBeGreaterThan(0);
      for (const line of logged) expect(line.raw).not.toContain(secret);
      expect(logged.find((line) => line.json.url)?.json.url).toContain('=[redacted]');
    }
    // What is not a secret stays, so the line still says which link was followed.
    const { logged } = await linesOf(`/unsubscribe?user=u1&kind=message&token=${secret}`);
    expect(logged[0]?.json.url).toBe('/unsubscribe?user=u1&kind=message&token=[redacted]');
  });
});
