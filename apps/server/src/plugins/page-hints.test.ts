import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { withPageHints } from './page-hints.js';

/** Issue 19 items 9 and 11: the page says the chosen theme and whether Google sign-in works. */
describe('page hints on the served page', () => {
  const webDir = path.join(process.cwd(), 'node_modules', '.cache', `refocus-hints-${process.pid}`);
  const apps: TestApp[] = [];
  let plain: TestApp;
  let withGoogle: TestApp;

  beforeAll(async () => {
    fs.mkdirSync(webDir, { recursive: true });
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>shell</title></head><body><div id="root"></div></body></html>',
    );
    plain = await createTestApp('sqlite', { WEB_DIST_DIR: webDir });
    withGoogle = await createTestApp('sqlite', {
      WEB_DIST_DIR: webDir,
      PUBLIC_URL: 'https://shop.example',
      GOOGLE_CLIENT_ID: 'client-id',
      GOOGLE_CLIENT_SECRET: 'client-secret',
    });
    apps.push(plain, withGoogle);
  });
  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const page = (t: TestApp, url: string, cookie?: string) =>
    t.app.inject({ url, headers: cookie ? { cookie } : {} });

  it('draws the chosen theme into <html> before any script, for every page', async () => {
    for (const url of ['/', '/login', '/no/such/page']) {
      const dark = await page(plain, url, 'refocus-theme=dark');
      expect(dark.body, url).toContain('<html lang="en" data-currency="USD" data-theme="dark">');
      expect(String(dark.headers.vary), url).toMatch(/cookie/i);
      const light = await page(plain, url, 'other=1; refocus-theme=light');
      expect(light.body, url).toContain('<html lang="en" data-currency="USD" data-theme="light">');
    }
  });

  it('leaves the theme to the system without a choice, and ignores anything but a theme', async () => {
    for (const cookie of [undefined, 'refocus-theme=blue', 'refocus-theme="><script>x</script>']) {
      const answer = await page(plain, '/', cookie);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<html lang="en" data-currency="USD">');
      expect(answer.body).not.toContain('data-theme');
      expect(answer.body).not.toContain('<script>x');
    }
  });

  it('offers Google sign-in only where it is configured', async () => {
    expect((await page(plain, '/login')).body).not.toContain('data-google-sign-in');
    expect((await page(withGoogle, '/login')).body).toContain(
      '<html lang="en" data-currency="USD" data-google-sign-in="on">',
    );
    expect((await page(withGoogle, '/register', 'refocus-theme=dark')).body).toContain(
      '<html lang="en" data-currency="USD" data-theme="dark" data-google-sign-in="on">',
    );
  });

  it('changes a page without an <html> tag not at all', () => {
    expect(
      withPageHints('<p>hi</p>', { locale: 'de', currency: 'EUR', theme: 'dark', googleSignIn: true }),
    ).toBe('<p>hi</p>');
  });
});
