// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, pageLanguage, renderApp, startApiServer } from '../../../test/app-under-test';
import { modelSales } from '../../../test/model-sales';

/** Issue 44, items 4–5: a model's page, its price guide from completed sales, its listings on sale. */
describe('a model’s page', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startApiServer();
    const seller = await signUp(server.app, { seller: true, name: 'Sol Seller' });
    const buyer = await signUp(server.app, { name: 'Bea Buyer' });
    const { list, sell } = modelSales(server, seller, buyer);
    // 900, 1300, 1100: the guide is 1000–1200, median 1100.
    for (const price of [900, 1300, 1100]) await sell('nikon-z6-ii', price);
    await list({ modelSlug: 'nikon-z6-ii', name: 'Z6 II with the grip', resalePrice: 950 });
    await list({ modelSlug: 'nikon-z6-ii', name: 'Z6 II body only', resalePrice: 1150 });
    // Another model's listing, and one naming no model: neither is this model's.
    await list({ modelSlug: 'sony-a7-iii', name: 'Sony a7 III kit' });
    await list({ name: 'Nikon Z6 II, as I call it' });
    await sell('canon-eos-90d', 700);
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  const heading = (name: string) => screen.findByRole('heading', { name, level: 1 }, { timeout: 15_000 });

  it('shows the model, its price guide, every sale drawn and in a table, and its listings on sale', async () => {
    const detail = (await server.app.inject('/api/models/nikon-z6-ii')).json();
    renderApp('/models/nikon-z6-ii');
    await heading('Nikon Z6 II');
    // The title follows the heading (an effect after the model's data arrive): waited for, not raced.
    await waitFor(() => expect(document.title).toBe('Nikon Z6 II prices · Refocus'));
    expect(screen.getByRole('link', { name: 'Nikon' }).getAttribute('href')).toBe('/products?category=3');
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({ Type: 'Body', Mount: 'Nikon Z', Year: '2020' });

    const guide = screen.getByRole('region', { name: 'Price guide' });
    expect(guide.textContent).toContain('Typical price $1,000–$1,200, median $1,100 (3 sales)');
    expect(within(guide).queryByText('Not enough sales yet')).toBeNull();

    // The chart: one point per sale, named by a summary for screen readers.
    const chart = within(guide).getByRole('img', { name: /^Sale prices of Nikon Z6 II from / });
    expect(chart.getAttribute('aria-label')).toContain('between $900 and $1,300');
    expect(within(guide).getAllByTestId('sale-point')).toHaveLength(3);

    const table = within(guide).getByRole('table', { name: 'Sales in the last 12 months' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    // Oldest first, as sold; each date a medium date.
    expect(rows).toEqual(
      detail.sales.map((sale: { soldAt: string }, index: number) => [
        new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(sale.soldAt),
        ),
        ['$900', '$1,300', '$1,100'][index],
      ]),
    );
    expect(rows[0]?.[0]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);

    const onSale = await screen.findByRole('list', { name: 'Nikon Z6 II on sale' });
    const cards = within(onSale).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent).sort()).toEqual([
      'Z6 II body only',
      'Z6 II with the grip',
    ]);
    // Below the typical range, and only that one, says so on its card.
    const bargain = cards.find((card) => card.textContent?.includes('Z6 II with the grip'))!;
    expect(within(bargain).getByTestId('great-price-badge').textContent).toBe(
      'Great price (below the typical price for this model)',
    );
    expect(within(onSale).getAllByTestId('great-price-badge')).toHaveLength(1);
  });

  it('says "Not enough sales yet" under three sales, still listing the sales it has', async () => {
    renderApp('/models/canon-eos-90d');
    await heading('Canon EOS 90D');
    const guide = screen.getByRole('region', { name: 'Price guide' });
    expect(within(guide).getByText('Not enough sales yet')).toBeTruthy();
    expect(guide.textContent).not.toContain('Typical price');
    const table = within(guide).getByRole('table', { name: 'Sales in the last 12 months' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(table.textContent).toContain('$700');
    expect(await screen.findByRole('heading', { name: 'No Canon EOS 90D on sale right now' })).toBeTruthy();
  });

  it('says "Not enough sales yet" for a model never sold, with no chart and no table', async () => {
    renderApp('/models/sony-a7-iii');
    await heading('Sony a7 III');
    const guide = screen.getByRole('region', { name: 'Price guide' });
    expect(within(guide).getByText('Not enough sales yet')).toBeTruthy();
    expect(within(guide).queryByRole('table')).toBeNull();
    expect(within(guide).queryByRole('img')).toBeNull();
    const onSale = await screen.findByRole('list', { name: 'Sony a7 III on sale' });
    expect(within(onSale).getAllByRole('article')).toHaveLength(1);
  });

  it('speaks German with prices in euros: the facts, the price guide, its chart and its table', async () => {
    renderApp('/models/nikon-z6-ii', undefined, { language: await pageLanguage('de', 'EUR') });
    await heading('Nikon Z6 II');
    await waitFor(() => expect(document.title).toBe('Nikon Z6 II: Preise · Refocus'));
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({ Typ: 'Gehäuse', Anschluss: 'Nikon Z', Jahr: '2020' });

    // Intl puts a no-break space between amount and euro sign.
    const text = (element: Element) => element.textContent?.replaceAll('\u00a0', ' ');
    const guide = screen.getByRole('region', { name: 'Preisspiegel' });
    expect(text(guide)).toContain('Typischer Preis 1.000 €–1.200 €, Median 1.100 € (3 Verkäufe)');
    const chart = within(guide).getByRole('img', { name: /^Verkaufspreise für Nikon Z6 II vom / });
    expect(chart.getAttribute('aria-label')?.replaceAll('\u00a0', ' ')).toContain(
      'zwischen 900 € und 1.300 €',
    );
    const table = within(guide).getByRole('table', { name: 'Verkäufe der letzten 12 Monate' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map(text));
    expect(cells.map(([, price]) => price)).toEqual(['900 €', '1.300 €', '1.100 €']);
    // A German date: 21.11.2026.
    expect(cells[0]?.[0]).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(await screen.findByRole('list', { name: 'Nikon Z6 II im Angebot' })).toBeTruthy();
  });

  it('says in German that a model has too few sales for a guide', async () => {
    renderApp('/models/sony-a7-iii', undefined, { language: await pageLanguage('de', 'EUR') });
    await heading('Sony a7 III');
    const guide = screen.getByRole('region', { name: 'Preisspiegel' });
    expect(within(guide).getByText('Noch nicht genug Verkäufe')).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Sony a7 III im Angebot' })).toBeTruthy();
  });

  it('is the not-found screen for a model the catalogue does not have', async () => {
    renderApp('/models/canon-eos-999d');
    expect(await heading('Page not found')).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home Screen' })).toBeTruthy();
  });
});
