import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct } from '../../../test/fixtures.js';
import { addressOf, readOutbox } from '../../../test/mail.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testClock } from '../../../test/test-clock.js';
import { servedOrigin } from '../../config.js';

const PUBLIC_URL = 'https://cameras.example';

/** Every address a message shows or points to: both parts and the headers. */
const linksIn = (mail: ParsedMail) =>
  [mail.text ?? '', typeof mail.html === 'string' ? mail.html : '', ...mail.headerLines.map((h) => h.line)]
    .flatMap((part) => part.match(/https?:\/\/[^\s"<>]+/g) ?? [])
    // The HTML part's own doctype and styles carry no links; mail headers name no web addresses but these.
    .filter((link) => !link.startsWith('http://www.w3.org'));

/**
 * Issue 42, item 10: e-mail links all go to PUBLIC_URL — also the saved-search alerts, whose
 * search was saved from another origin (the demo's were seeded with `localhost`) — prices read
 * as on the site, and no subject ends with a stray full stop.
 */
describe.each(TEST_DIALECTS)('e-mail links, prices and subjects on %s', (dialect) => {
  let t: TestApp;
  let seller: TestSession;
  let buyer: TestSession;
  const clock = testClock();

  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL }, { clock });
    seller = await signUp(t.app, { seller: true, name: 'Sam Seller' });
    buyer = await signUp(t.app, { name: 'Bea Buyer' });
  });
  afterAll(() => t.close());

  const mailsTo = async (who: TestSession) =>
    (await readOutbox(t.dataDir)).filter((mail) => addressOf(mail) === who.user.email);

  it('links a saved-search alert to PUBLIC_URL, not to where the search was saved from, with "$1,399"', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: { ...buyer.auth, host: 'localhost:3000' },
      payload: { name: 'Leica M6', query: 'q=leica+m6', frequency: 'instant' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // As the demo's searches were seeded before PUBLIC_URL was set.
    await t.app.database.db.updateTable('saved_searches').set({ origin: 'http://localhost:3000' }).execute();
    clock.advance(1000);
    const at = clock().toISOString();
    await insertProduct(t.app.database.db, seller.user.uid, {
      name: 'Leica M6 classic',
      resale_price: 139_900,
      created_at: at,
      updated_at: at,
    });
    clock.advance(60_000);
    await t.app.savedSearchAlerts.run();
    await t.app.jobWorker.runDue();

    const [alert] = (await mailsTo(buyer)).filter((mail) => /saved search/.test(mail.subject ?? ''));
    if (!alert) throw new Error('no alert');
    expect(alert.text).toContain('Leica M6 classic ($1,399)');
    expect(alert.text).not.toContain('1399.00');
    const links = linksIn(alert);
    expect(links.length).toBeGreaterThanOrEqual(4);
    for (const link of links) expect(link.startsWith(`${PUBLIC_URL}/`), link).toBe(true);
  });

  it('tells a saver of a price change as the site shows prices, in a subject without a full stop', async () => {
    const { id } = await insertProduct(t.app.database.db, seller.user.uid, {
      name: 'Contax T2',
      resale_price: 149_900,
    });
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/favourites/${id}`, headers: buyer.auth })).statusCode,
    ).toBe(200);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${id}`,
      headers: { ...seller.auth, host: '127.0.0.1:3000' },
      payload: { resalePrice: 1399 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    await t.app.jobWorker.runDue();

    const [mail] = (await mailsTo(buyer)).filter((m) => /Contax T2/.test(m.subject ?? ''));
    if (!mail) throw new Error('no price-change mail');
    expect(mail.subject).toBe('Contax T2, which you saved, dropped from $1,499 to $1,399 — Refocus');
    expect(mail.text).toContain('dropped from $1,499 to $1,399.');
    for (const link of linksIn(mail)) expect(link.startsWith(`${PUBLIC_URL}/`), link).toBe(true);
  });

  it('sends no message with a link off PUBLIC_URL or a subject ending in a full stop', async () => {
    // An account's mail too, asked for from another Host.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      headers: { host: 'localhost:3000' },
      payload: { email: buyer.user.email },
    });
    await t.app.jobWorker.runDue();
    await t.app.jobWorker.runDue();
    const all = await readOutbox(t.dataDir);
    expect(all.some((mail) => /Reset your password/.test(mail.subject ?? ''))).toBe(true);
    for (const mail of all) {
      expect(mail.subject).not.toMatch(/\.\s*—/);
      for (const link of linksIn(mail)) expect(link.startsWith(`${PUBLIC_URL}/`), link).toBe(true);
    }
  });
});

describe('links without PUBLIC_URL', () => {
  it('point where the server says it serves, as the demo saved searches do (not localhost beside 127.0.0.1)', () => {
    expect(servedOrigin('127.0.0.1', 3000)).toBe('http://127.0.0.1:3000');
    expect(servedOrigin('0.0.0.0', 8080)).toBe('http://localhost:8080');
    expect(servedOrigin('::1', 3000)).toBe('http://[::1]:3000');
  });
});
