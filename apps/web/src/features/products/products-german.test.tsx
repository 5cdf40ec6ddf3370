// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, insertUser } from '../../../../server/test/fixtures';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, pageLanguage, renderApp, startApiServer } from '../../../test/app-under-test';

/** Issue 47 (decision 070): the catalogue in German, prices in the shop's currency. */
describe('the catalogue in German', () => {
  let server: TestApp;
  let cameraId: string;
  beforeAll(async () => {
    server = await startApiServer();
    const db = server.app.database.db;
    const seller = (await insertUser(db)).id;
    cameraId = (
      await insertProduct(db, seller, {
        name: 'Leica Q2 Monochrom',
        resale_price: 139_900,
        original_price: 599_000,
        year_of_use: 1,
      })
    ).id;
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  it('labels the filters and the sort in German, and says so when nothing matches', async () => {
    renderApp('/products?q=qqqxyzzy', undefined, { language: await pageLanguage('de') });
    expect(
      await screen.findByRole('heading', { name: 'Alle Kameras', level: 1 }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByLabelText('Marke')).toBeTruthy();
    const sort = screen.getByLabelText('Sortieren nach');
    expect(within(sort).getByRole('option', { name: 'Preis: aufsteigend' })).toBeTruthy();
    expect(await screen.findByText('Keine passenden Kameras')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Filter zurücksetzen' }).length).toBeGreaterThan(0);
  });

  it('shows a camera’s page in German with its price in euros', async () => {
    renderApp(`/products/${cameraId}`, undefined, { language: await pageLanguage('de', 'EUR') });
    await screen.findByRole('heading', { name: 'Leica Q2 Monochrom', level: 1 }, { timeout: 15_000 });
    // German writes the euro after the amount, with a no-break space.
    expect(
      screen.getAllByText('1.399\u00a0€', { exact: false, normalizer: (text) => text }).length,
    ).toBeGreaterThan(0);
    expect(document.body.textContent).toMatch(/Du sparst 4\.591\u00a0€ \(77\u00a0%\)/);
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('In Gebrauch')).toBeTruthy();
    expect(within(details).getByText('1 Jahr')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vollbild' })).toBeTruthy();
  });
});
