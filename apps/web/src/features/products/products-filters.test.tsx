// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, insertUser } from '../../../../server/test/fixtures';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderApp, startApiServer } from '../../../test/app-under-test';

/** `/products` reads its filters from the URL and writes them back there (PRODUCT.md, spec §2). */
describe('products page filters', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  it('shows the filters the URL names, leaving out values the server would refuse', async () => {
    renderApp('/products?q=EOS&category=2&minPrice=100&maxPrice=oops&sort=price_asc&page=1');
    // The first screen waits for its lazy chunk, transformed on first use.
    expect(await screen.findByLabelText('Search', {}, { timeout: 10_000 })).toHaveProperty('value', 'EOS');
    // The brand's option comes with the brands (issue 44: they are data).
    await waitFor(() => expect(screen.getByLabelText('Brand')).toHaveProperty('value', '2'));
    expect(screen.getByLabelText(/^Min price/)).toHaveProperty('value', '100');
    expect(screen.getByLabelText(/^Max price/)).toHaveProperty('value', '');
    expect(screen.getByLabelText('Sort by')).toHaveProperty('value', 'price_asc');
  });

  it('changing a filter writes it to the URL and goes back to page 1', async () => {
    const { router } = renderApp('/products?q=EOS&page=3');
    const sort = await screen.findByLabelText('Sort by', {}, { timeout: 10_000 });
    await userEvent.selectOptions(sort, 'price_desc');
    await waitFor(() => expect(router.state.location.search).toBe('?q=EOS&sort=price_desc'));
  });

  it('ticks the camera details the URL names, and a tick adds its option to the URL (decision 037)', async () => {
    const { router } = renderApp('/products?mount=sony-e&grade=excellent&grade=bogus&works=no&page=2');
    const mounts = await screen.findByRole('group', { name: 'Lens mount' }, { timeout: 10_000 });
    const sonyE = within(mounts).getByRole('checkbox', { name: /^Sony E\b/ });
    expect(sonyE).toHaveProperty('checked', true);
    const grades = screen.getByRole('group', { name: 'Grade' });
    expect(within(grades).getByRole('checkbox', { name: /^Excellent\b/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /^Does not work fully/ })).toHaveProperty('checked', true);
    // Counts arrive from their own request.
    await within(mounts).findByRole('checkbox', { name: 'Sony E (0)' });

    await userEvent.click(within(grades).getByRole('checkbox', { name: /^Good\b/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?mount=sony-e&works=no&grade=excellent&grade=good'),
    );
    // The boxes are drawn again from the new URL: ask for them afresh before the next click.
    const freshGood = () =>
      within(screen.getByRole('group', { name: 'Grade' })).getByRole('checkbox', { name: /^Good\b/ });
    await waitFor(() => expect(freshGood()).toHaveProperty('checked', true));
    // The counts for the new URL may still arrive and draw the boxes again, taking a click on
    // the old radio with them: click (again) until the URL follows.
    await waitFor(async () => {
      if (router.state.location.search.includes('works=no')) {
        await userEvent.click(screen.getByRole('radio', { name: 'Any' }));
      }
      expect(router.state.location.search).toBe('?mount=sony-e&grade=excellent&grade=good');
    });
  });

  it('"Include sold" goes to the URL and lists sold cameras with a Sold badge (decision 038)', async () => {
    const db = server.app.database.db;
    const seller = (await insertUser(db)).id;
    await insertProduct(db, seller, {
      name: 'Zcomp Leica M6',
      status: 'sold',
      sold_at: new Date().toISOString(),
    });
    await insertProduct(db, seller, { name: 'Zcomp Leica M3' });
    const { router } = renderApp('/products?q=zcomp&page=2');
    const box = await screen.findByRole('checkbox', { name: 'Include sold' }, { timeout: 10_000 });
    expect(box).toHaveProperty('checked', false);
    expect(screen.queryByText('Zcomp Leica M6')).toBeNull();
    await userEvent.click(box);
    await waitFor(() => expect(router.state.location.search).toBe('?q=zcomp&includeSold=true'));
    const card = (await screen.findByRole('heading', { name: 'Zcomp Leica M6' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByTestId('sold-badge').textContent).toBe('Sold');
    expect(
      within(card)
        .getByRole('link', { name: /^View Zcomp Leica M6/ })
        .getAttribute('href'),
    ).toMatch(/^\/products\/[\w-]+$/);
    // The listing on sale has no badge; unticking drops the parameter again.
    const onSale = screen.getByRole('heading', { name: 'Zcomp Leica M3' }).closest('article') as HTMLElement;
    expect(within(onSale).queryByTestId('sold-badge')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Include sold' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=zcomp'));
  });
});
