// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../../../server/test/fixtures';
import { signUp, type TestSession } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, pageLanguage, renderApp, startApiServer } from '../../../test/app-under-test';

const PASSWORD = 'correct horse battery';

/** Issue 47: bookings in German, prices in euros (decision 070). */
describe('bookings in German', () => {
  let server: TestApp;
  let seller: TestSession;
  let buyer: TestSession;
  beforeAll(async () => {
    server = await startApiServer();
    seller = await signUp(server.app, { seller: true, name: 'Sol Seller' });
    buyer = await signUp(server.app, { name: 'Bea Buyer' });
    const productId = (
      await insertProduct(server.app.database.db, seller.user.uid, {
        name: 'Leica M6',
        resale_price: 120_000,
      })
    ).id;
    const booked = await server.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.auth,
      payload: { productId, phoneNumber: '+49 30 1234567', location: 'Hauptbahnhof' },
    });
    expect(booked.statusCode).toBe(200);
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  /** Signed in on a German page with euros, then at `url`. */
  async function renderGerman(url: string, email: string) {
    const view = renderApp('/', undefined, { language: await pageLanguage('de', 'EUR') });
    await view.session.signIn({ email, password: PASSWORD });
    await screen.findByRole('button', { name: 'Abmelden' }, { timeout: 15_000 });
    await view.router.navigate(url);
    return view;
  }

  it('shows My Orders with a German status and a euro price', async () => {
    await renderGerman('/dashboard/my-orders', buyer.user.email);
    expect(await screen.findByRole('heading', { name: 'Meine Reservierungen', level: 1 })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Deine Reservierungen' });
    const item = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(item).getByText('offen')).toBeTruthy();
    expect(within(item).getByText(/^1\.200\s€$/)).toBeTruthy();
    expect(item.textContent).toContain('Treffpunkt: Hauptbahnhof');
    expect(within(item).getByRole('button', { name: 'Stornieren: Reservierung für Leica M6' })).toBeTruthy();
    expect(within(item).getByText(/Noch kein Termin/)).toBeTruthy();
  }, 60_000);

  it('shows the seller’s Bookings in German, with the answers to give', async () => {
    await renderGerman('/dashboard/bookings', seller.user.email);
    expect(await screen.findByRole('heading', { name: 'Reservierungen', level: 1 })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Reservierungen für deine Anzeigen' });
    const item = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(item).getByText('offen')).toBeTruthy();
    expect(item.textContent).toMatch(/1\.200\s€ · reserviert am/);
    expect(
      within(item).getByRole('button', { name: 'Annehmen: Reservierung von Bea Buyer für Leica M6' }),
    ).toBeTruthy();
    expect(
      within(item).getByRole('button', { name: 'Ablehnen: Reservierung von Bea Buyer für Leica M6' }),
    ).toBeTruthy();
  }, 60_000);
});
