// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, insertUser } from '../../../../server/test/fixtures';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, injectFetch, renderApp, startApiServer } from '../../../test/app-under-test';
import { createPageRenderer } from '../../entry-server';

/** "Did you mean" and a search that finds nothing (decision 066), against the real API. */
describe('products page: typos and empty searches', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startApiServer();
    const db = server.app.database.db;
    const seller = (await insertUser(db)).id;
    await insertProduct(db, seller, { name: 'Hasselblad 503CW', category_id: 2 });
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  it('offers the corrected query as a link that keeps the other filters', async () => {
    renderApp('/products?q=hasselbald+503cw&category=2&page=1');
    const link = await screen.findByRole('link', { name: 'hasselblad 503cw' }, { timeout: 10_000 });
    expect(link.closest('p')?.textContent).toBe('Did you mean hasselblad 503cw?');
    expect(link.getAttribute('href')).toBe('/products?q=hasselblad+503cw&category=2');
    expect(await screen.findByRole('heading', { name: 'Hasselblad 503CW' })).toBeTruthy();
  });

  it('draws the suggestion into the page the server renders', async () => {
    const render = createPageRenderer({
      template: '<body><div id="root"></div></body>',
      fetch: injectFetch(server.app),
    });
    const { status, html } = await render('/products?q=hasselbald');
    expect(status).toBe(200);
    expect(html).toMatch(
      /Did you mean(<!-- -->)? <a[^>]*href="\/products\?q=hasselblad"[^>]*>hasselblad<\/a>\?/,
    );
  });

  it('shows no suggestion for words the catalogue holds', async () => {
    renderApp('/products?q=hasselblad');
    expect(
      await screen.findByRole('heading', { name: 'Hasselblad 503CW' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByText(/Did you mean/)).toBeNull();
  });

  it('a search that finds nothing offers it without its filters, and its alerts in place of the header’s', async () => {
    renderApp('/products?q=hasselblad&category=3&minPrice=10');
    const empty = (await screen.findByRole('heading', { name: 'No cameras match' }, { timeout: 10_000 }))
      .parentElement as HTMLElement;
    const without = within(empty).getByRole('link', { name: 'Search “hasselblad” without filters' });
    expect(without.getAttribute('href')).toBe('/products?q=hasselblad');
    // Signed out, "Save this search" leads to the login; there is one of it, in the empty state.
    expect(screen.getAllByRole('link', { name: 'Save this search' })).toHaveLength(1);
    expect(within(empty).getByRole('link', { name: 'Save this search' })).toBeTruthy();
  });

  it('keeps "Save this search" in the header while the search finds cameras', async () => {
    renderApp('/products?q=hasselblad');
    await screen.findByRole('heading', { name: 'Hasselblad 503CW' }, { timeout: 10_000 });
    expect(screen.getAllByRole('link', { name: 'Save this search' })).toHaveLength(1);
    expect(screen.queryByRole('link', { name: /without filters/ })).toBeNull();
  });
});
