import type { Notification } from '@refocus/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct } from '../../../test/fixtures.js';
import { addressOf, readOutbox } from '../../../test/mail.js';
import { logIn, signUp, type TestSession, uniqueEmail } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Issue 47 (decision 070): notices and e-mails are written in the reader's language, their own
 * choice or else the shop's default, with prices in the shop's currency.
 */
describe.each(TEST_DIALECTS)('notices and e-mails in the reader’s language on %s', (dialect) => {
  let t: TestApp;
  let admin: TestSession;
  let seller: TestSession;
  let buyer: TestSession;
  const adminEmail = uniqueEmail('admin');

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: 'admin password',
      CURRENCY: 'EUR',
    });
    admin = await logIn(t.app, adminEmail, 'admin password');
    seller = await signUp(t.app, { seller: true, name: 'Sam Seller' });
    buyer = await signUp(t.app, { name: 'Bea Buyer' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.jobWorker.runDue();
  });

  const listOf = async (who: TestSession) =>
    (await t.app.inject({ url: '/api/notifications', headers: who.auth })).json() as Notification[];
  const mailTo = async (who: TestSession, subject: RegExp) =>
    (await readOutbox(t.dataDir)).filter(
      (mail) => addressOf(mail) === who.user.email && subject.test(mail.subject ?? ''),
    );
  const put = (who: TestSession, url: string, language: string | null) =>
    t.app.inject({ method: 'PUT', url, headers: who.auth, payload: { language } });

  it('writes to a person who chose German in German: the notice, its e-mail and prices', async () => {
    expect((await put(seller, '/api/account/language', 'de')).statusCode).toBe(200);
    const productId = (
      await insertProduct(t.app.database.db, seller.user.uid, { name: 'Leica M6', resale_price: 139_900 })
    ).id;
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.auth,
      payload: { productId, phoneNumber: '+351 900 000 001', location: 'Porto' },
    });
    expect(booked.statusCode).toBe(200);
    expect((await listOf(seller))[0]).toMatchObject({
      kind: 'booking-requested',
      text: 'Bea Buyer hat Leica M6 reserviert.',
    });
    await t.app.jobWorker.runDue();
    const [mail] = await mailTo(seller, /reserviert/);
    expect(mail?.subject).toMatch(/^Bea Buyer hat Leica M6 reserviert — /);
    expect(mail?.text).toContain('Hallo Sam Seller,');
    expect(mail?.text).toContain('„Jemand reserviert eine meiner Kameras“');

    // A saver who chose German hears of a price drop with the prices as Germans write euros.
    const saver = await signUp(t.app, { name: 'Sven Saver' });
    expect((await put(saver, '/api/account/language', 'de')).statusCode).toBe(200);
    const other = (
      await insertProduct(t.app.database.db, seller.user.uid, { name: 'Nikon FM2', resale_price: 139_900 })
    ).id;
    await t.app.inject({ method: 'PUT', url: `/api/favourites/${other}`, headers: saver.auth });
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${other}`,
      headers: seller.auth,
      payload: { resalePrice: 1200 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [drop] = await listOf(saver);
    // Intl writes a no-break space before the euro sign.
    expect(drop?.text.replace(/\u00a0/g, ' ')).toBe(
      'Nikon FM2 auf deiner Merkliste ist von 1.399 € auf 1.200 € gesunken.',
    );
  });

  it('sends a password reset to a person who chose German in German', async () => {
    const reader = await signUp(t.app, { name: 'Greta' });
    expect((await put(reader, '/api/account/language', 'de')).statusCode).toBe(200);
    await t.app.jobWorker.runDue();
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: reader.user.email },
    });
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    await t.app.jobWorker.runDue();
    const [mail] = await mailTo(reader, /Passwort/);
    expect(mail?.subject).toMatch(/^Setze dein Passwort zurück — /);
    expect(mail?.text).toContain('Hallo Greta,');
    expect(mail?.text).toContain('Neues Passwort wählen: ');
  });

  it('writes to a person who chose nothing in the shop’s default language', async () => {
    expect((await put(admin, '/api/admin/shop-language', 'es')).statusCode).toBe(200);
    const productId = (await insertProduct(t.app.database.db, seller.user.uid, { name: 'Pentax 67' })).id;
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.auth,
      payload: { productId, phoneNumber: '+351 900 000 001', location: 'Porto' },
    });
    expect(booked.statusCode).toBe(200);
    const accepted = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${booked.json()._id}`,
      headers: seller.auth,
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await listOf(buyer))[0]?.text).toBe('Sam Seller ha aceptado tu reserva de Pentax 67.');
    // The seller chose German: the shop's default does not change that.
    expect((await listOf(seller))[0]?.text).toBe('Bea Buyer hat Pentax 67 reserviert.');
    await t.app.jobWorker.runDue();
    const [mail] = await mailTo(buyer, /Pentax 67/);
    expect(mail?.subject).toMatch(/^Sam Seller ha aceptado tu reserva de Pentax 67 — /);
    expect(mail?.text).toContain('Hola, Bea Buyer:');
    expect(mail?.text).toContain('«Un vendedor acepta mi reserva»');
    expect((await put(admin, '/api/admin/shop-language', 'en')).statusCode).toBe(200);
  });
});
