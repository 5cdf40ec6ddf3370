import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../test/dialects.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { pageCache } from '../modules/catalogue/catalogue.public.js';
import { compression } from './compression.js';
import { PLUGIN } from './plugin-names.js';
import { security } from './security.js';
import { webApp } from './web-app.js';

/** Plugins declare what they need; registering them in the wrong order fails at start (decision 005). */
describe.each(TEST_DIALECTS)('plugin order on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('refuses a page cache registered before the security headers and CORS', async () => {
    const app = Fastify();
    app.register(pageCache, {
      database: t.app.database,
      missesPerMinute: 10,
      missAdmission: { concurrency: 2, queueLimit: 10 },
    });
    app.register(security, { publicUrl: undefined, corsOrigins: [] });
    await expect(app.ready()).rejects.toThrow(/dependency '@fastify\/cors'|refocus-security/);
    await app.close().catch(() => {});
  });

  it('refuses compression before the page cache, and the web app without the cache', async () => {
    const early = Fastify();
    early.register(compression);
    await expect(early.ready()).rejects.toThrow(new RegExp(PLUGIN.pageCache));
    const web = Fastify();
    web.register(webApp, {
      webDistDir: '/nowhere',
      googleSignIn: false,
      currency: 'USD',
      shopLocale: async () => 'en',
    });
    await expect(web.ready()).rejects.toThrow(new RegExp(PLUGIN.pageCache));
  });

  it('builds the real app, whose plugins are all named', () => {
    for (const name of Object.values(PLUGIN)) expect(t.app.hasPlugin(name)).toBe(true);
  });
});
