import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../test/dialects.js';
import { postFrom, type ReverseProxy, startReverseProxy } from '../../test/reverse-proxy.js';
import { uniqueEmail } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Client addresses behind a real reverse proxy (issue 17.2): with TRUST_PROXY naming the
 * proxy, limits count per real client; whatever the setting, an X-Forwarded-For that a
 * client writes itself does not change who it is.
 */
// Up to 22 argon2 checks per test over real sockets: generous time on a shared machine.
describe.each(TEST_DIALECTS)('client addresses and TRUST_PROXY on %s', { timeout: 90_000 }, (dialect) => {
  const CLIENT_A = '127.0.0.2';
  const CLIENT_B = '127.0.0.3';
  let t: TestApp | undefined;
  let proxy: ReverseProxy | undefined;

  afterEach(async () => {
    await proxy?.close();
    await t?.close();
    proxy = undefined;
    t = undefined;
  });

  /** The app listening on a free loopback port, with a reverse proxy in front of it. */
  async function start(env: Record<string, string>) {
    // Load shedding off: these tests count exact answers, and a busy test machine must not turn one into a 503.
    t = await createTestApp(dialect, {
      SIGNUPS_PER_10_MINUTES: '3',
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const direct = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    proxy = await startReverseProxy(direct);
    return { direct, proxied: proxy.url };
  }

  let forged = 0;
  /** A made-up X-Forwarded-For, different on every request, as a client dodging limits would send. */
  const forgedHeader = () => ({ 'x-forwarded-for': `203.0.113.${++forged % 250}` });

  const failLogin = (from: string, base: string) =>
    postFrom(
      from,
      `${base}/api/auth/login`,
      { email: uniqueEmail('guess'), password: 'wrong guess' },
      forgedHeader(),
    );
  const signUp = (from: string, base: string) =>
    postFrom(
      from,
      `${base}/api/auth/signup`,
      { name: 'Client', email: uniqueEmail('client'), password: 'long enough pw' },
      forgedHeader(),
    );

  /** 20 failed sign-ins from `from` (with forged headers), then the 21st: all the statuses. */
  async function twentyOneFailures(from: string, base: string) {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await failLogin(from, base)).status);
    return statuses;
  }

  const twentyFailuresThenThrottled = [...Array(20).fill(401), 429];

  describe.each([
    ['the proxy address', '127.0.0.1'],
    ['a hop count', '1'],
  ])('trusting %s', (_name, setting) => {
    it("keeps one client's failed sign-ins from blocking another, and ignores forged headers", async () => {
      const { proxied } = await start({ TRUST_PROXY: setting });
      expect(await twentyOneFailures(CLIENT_A, proxied)).toEqual(twentyFailuresThenThrottled);
      const throttled = await failLogin(CLIENT_A, proxied);
      expect(throttled.json().error?.code).toBe('auth/too-many-requests');
      expect(throttled.headers['retry-after']).toBeDefined();
      expect((await failLogin(CLIENT_B, proxied)).status).toBe(401);
    });

    it("keeps one client's sign-ups from blocking another's", async () => {
      const { proxied } = await start({ TRUST_PROXY: setting });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await signUp(CLIENT_A, proxied)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await signUp(CLIENT_B, proxied)).status).toBe(200);
    });
  });

  describe('trusting no proxy (the default)', () => {
    it('ignores X-Forwarded-For sent straight to the app', async () => {
      const { direct } = await start({});
      expect(await twentyOneFailures(CLIENT_A, direct)).toEqual(twentyFailuresThenThrottled);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await signUp(CLIENT_A, direct)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await signUp(CLIENT_B, direct)).status).toBe(200);
    });

    it('sees every client behind the proxy as the proxy, which is why TRUST_PROXY exists', async () => {
      const { proxied } = await start({});
      for (let i = 0; i < 3; i++) expect((await signUp(CLIENT_A, proxied)).status).toBe(200);
      expect((await signUp(CLIENT_B, proxied)).status).toBe(429);
    });
  });

  it('ignores forged headers from a client that bypasses the proxy when addresses are trusted', async () => {
    const { direct } = await start({ TRUST_PROXY: '127.0.0.1' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await signUp(CLIENT_A, direct)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
