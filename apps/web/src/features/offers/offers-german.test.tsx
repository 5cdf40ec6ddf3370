// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../../../server/test/fixtures';
import { signUp, type TestSession } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, pageLanguage, renderApp, startApiServer } from '../../../test/app-under-test';

const PASSWORD = 'correct horse battery';

/** Issue 47: the offer dialog in German, its bounds in euros (decision 070). */
describe('offers in German', () => {
  let server: TestApp;
  let seller: TestSession;
  beforeAll(async () => {
    server = await startApiServer();
    seller = await signUp(server.app, { seller: true, name: 'Sol Seller' });
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  it('says the offer dialog, its bounds and its refusals in German', async () => {
    const productId = (
      await insertProduct(server.app.database.db, seller.user.uid, {
        name: 'Nikon F3',
        seller_name: 'Sol Seller',
        resale_price: 50_000,
        accepts_offers: 1,
      })
    ).id;
    const buyer = await signUp(server.app, { name: 'Bea Buyer' });
    const view = renderApp(`/products/${productId}`, undefined, {
      language: await pageLanguage('de', 'EUR'),
    });
    await view.session.signIn({ email: buyer.user.email, password: PASSWORD });

    await userEvent.click(await screen.findByRole('button', { name: 'Preis vorschlagen für Nikon F3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nikon F3' });
    const amount = await within(dialog).findByLabelText('Dein Preisvorschlag');
    expect(within(dialog).getByText(/^Zwischen 250\s€ und 499\s€$/)).toBeTruthy();
    expect(within(dialog).getByText(/^Preis 500\s€$/)).toBeTruthy();
    expect(within(dialog).getByText(/innerhalb von 48 Stunden/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(amount));

    await userEvent.type(amount, '200');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preisvorschlag senden' }));
    expect(await within(dialog).findByText(/^Mindestens 250\s€: die Hälfte des Preises$/)).toBeTruthy();

    await userEvent.clear(amount);
    await userEvent.type(amount, '400');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preisvorschlag senden' }));
    expect(await screen.findByText(/^Dein Preisvorschlag über 400\s€ wartet auf den Verkäufer/)).toBeTruthy();
  }, 60_000);
});
