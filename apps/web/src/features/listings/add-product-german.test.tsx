// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestSession } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, pageLanguage, renderApp, startApiServer } from '../../../test/app-under-test';

/** Issue 47 (decision 070): the seller lists a camera in German, its prices in the shop's currency. */
describe('listing a camera in German', () => {
  let server: TestApp;
  let seller: TestSession;
  beforeAll(async () => {
    server = await startApiServer();
    seller = await signUp(server.app, { seller: true, name: 'Greta Seller' });
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  it('labels the add-camera form in German', async () => {
    // Signed in first, then to the guarded page, as renderSignedIn does (in German here).
    const view = renderApp('/', undefined, { language: await pageLanguage('de', 'EUR') });
    await view.session.signIn({ email: seller.user.email, password: 'correct horse battery' });
    await screen.findByRole('button', { name: /^(Logout|Abmelden)$/ }, { timeout: 15_000 });
    await view.router.navigate('/dashboard/add-product');

    expect(
      await screen.findByRole('heading', { name: 'Kamera inserieren', level: 1 }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Titel' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Preis (€)' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Neupreis (€)' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Zustand' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Preisvorschläge unter dem Preis annehmen' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Details zur Kamera' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kamera inserieren' })).toBeTruthy();
  });
});
