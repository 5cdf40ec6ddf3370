import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { logIn, signUp, type TestSession, uniqueEmail } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** Issue 47: each person's language, the shop's default, and the language a page is drawn in. */
describe.each(TEST_DIALECTS)('languages on %s', (dialect) => {
  let t: TestApp;
  let admin: TestSession;
  let buyer: TestSession;
  const adminEmail = uniqueEmail('admin');

  // A shell page to serve: the language is drawn into its `<html>` like any page's.
  const webDir = path.join(
    process.cwd(),
    'node_modules',
    '.cache',
    `refocus-languages-${dialect}-${process.pid}`,
  );

  beforeAll(async () => {
    fs.mkdirSync(webDir, { recursive: true });
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html lang="en"><body><div id="root"></div></body></html>',
    );
    t = await createTestApp(dialect, {
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: 'admin password',
      CURRENCY: 'EUR',
      WEB_DIST_DIR: webDir,
    });
    admin = await logIn(t.app, adminEmail, 'admin password');
    buyer = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const myLanguage = (session: TestSession) =>
    t.app.inject({ url: '/api/account/language', headers: session.auth });
  const chooseLanguage = (session: TestSession, language: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: session.auth,
      payload: { language },
    });
  const setShopLanguage = (session: TestSession, language: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/shop-language',
      headers: session.auth,
      payload: { language },
    });

  it('lets a person choose their language, and go back to the shop’s', async () => {
    expect((await myLanguage(buyer)).json()).toEqual({ language: null });
    expect((await chooseLanguage(buyer, 'de')).json()).toEqual({ language: 'de' });
    expect((await myLanguage(buyer)).json()).toEqual({ language: 'de' });
    expect((await chooseLanguage(buyer, null)).json()).toEqual({ language: null });
    expect(await t.app.languages.intl('de').locale).toBe('de');
  });

  it('refuses a language the shop does not speak, naming the field, and changes nothing', async () => {
    await chooseLanguage(buyer, 'es');
    const refused = await chooseLanguage(buyer, 'fr');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'validation-failed', field: 'language' });
    expect((await myLanguage(buyer)).json()).toEqual({ language: 'es' });
  });

  it('tells the shop’s default language and currency, which only an admin changes, in the audit log', async () => {
    expect((await t.app.inject({ url: '/api/shop' })).json()).toMatchObject({
      language: 'en',
      currency: 'EUR',
    });
    expect((await setShopLanguage(buyer, 'de')).statusCode).toBe(403);
    const set = await setShopLanguage(admin, 'de');
    expect(set.statusCode, set.body).toBe(200);
    expect((await t.app.inject({ url: '/api/shop' })).json()).toMatchObject({ language: 'de' });
    const log = (await t.app.inject({ url: '/api/admin/audit-log', headers: admin.auth })).json() as {
      action: string;
      targetKind: string;
      targetId: string;
    }[];
    expect(log[0]).toMatchObject({ action: 'set-shop-language', targetKind: 'shop', targetId: 'de' });
    await setShopLanguage(admin, 'en');
  });

  it('draws a page in the visitor’s choice, else their browser’s language, else the shop’s, and remembers it', async () => {
    const page = (headers: Record<string, string>) => t.app.inject({ url: '/login', headers });
    const spanishBrowser = await page({ 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' });
    expect(spanishBrowser.body).toMatch(/<html lang="es" data-currency="EUR"/);
    expect(spanishBrowser.headers['set-cookie']).toMatch(/^lang=es;/);
    expect(spanishBrowser.headers.vary).toMatch(/accept-language/i);

    const chosen = await page({ 'accept-language': 'es-ES', cookie: 'lang=de' });
    expect(chosen.body).toMatch(/<html lang="de"/);
    expect(chosen.headers['set-cookie']).toBeUndefined();

    // A browser asking only for languages the shop does not speak gets the shop's default.
    expect((await page({ 'accept-language': 'fr-FR' })).body).toMatch(/<html lang="en"/);
    await setShopLanguage(admin, 'de');
    expect((await page({ 'accept-language': 'fr-FR, pl;q=0.5' })).body).toMatch(/<html lang="de"/);
    // …and a cookie that names no language of ours is no choice.
    expect((await page({ 'accept-language': 'fr-FR', cookie: 'lang=xx' })).body).toMatch(/<html lang="de"/);
    await setShopLanguage(admin, 'en');
  });
});
