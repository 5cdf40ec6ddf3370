// @vitest-environment happy-dom
import type { Product } from '@refocus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, injectFetch, renderApp, startApiServer } from '../../../test/app-under-test';
import { modelSales } from '../../../test/model-sales';
import { createPageRenderer } from '../../entry-server';

/** Issue 44, item 5: a listing's page weighs its asking price against its model's guide. */
describe('a listing of a catalogue model', () => {
  let server: TestApp;
  let listing: ReturnType<typeof modelSales>['list'];
  beforeAll(async () => {
    server = await startApiServer();
    const seller = await signUp(server.app, { seller: true, name: 'Sol Seller' });
    const buyer = await signUp(server.app, { name: 'Bea Buyer' });
    const sales = modelSales(server, seller, buyer);
    listing = sales.list;
    // 900, 1300, 1100: the guide is 1000–1200, median 1100.
    for (const price of [900, 1300, 1100]) await sales.sell('canon-eos-5d-mark-iv', price);
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  const open = async (product: Product) => {
    const view = renderApp(`/products/${product._id}`);
    await screen.findByRole('heading', { name: product.name, level: 1 }, { timeout: 15_000 });
    return view;
  };

  for (const [price, verdict] of [
    [950, 'Below the typical price'],
    [1100, 'Typical price'],
    [1250, 'Above the typical price'],
  ] as const) {
    it(`at $${price}, says “${verdict}” beside the typical range and links to the model`, async () => {
      const product = await listing({
        modelSlug: 'canon-eos-5d-mark-iv',
        name: `5D IV at ${price}`,
        resalePrice: price,
      });
      await open(product);
      const link = screen.getByRole('link', { name: 'See Canon EOS 5D Mark IV prices' });
      expect(link.getAttribute('href')).toBe('/models/canon-eos-5d-mark-iv');
      const guide = link.parentElement!;
      expect(within(guide).getByText(verdict, { exact: true })).toBeTruthy();
      // The guide comes after the listing.
      expect(await within(guide).findByText(/^Typical price \$1,000–\$1,200/)).toBeTruthy();
      expect(guide.textContent).toContain('Typical price $1,000–$1,200 (3 sales)');
      // One verdict: the others are not said.
      const others = ['Below the typical price', 'Above the typical price'].filter((v) => v !== verdict);
      for (const other of others) expect(guide.textContent).not.toContain(other);
    });
  }

  it('draws the verdict and the typical range into the page the server renders', async () => {
    const product = await listing({
      modelSlug: 'canon-eos-5d-mark-iv',
      name: 'Server 5D',
      resalePrice: 1250,
    });
    const render = createPageRenderer({
      template: '<body><div id="root"></div></body>',
      fetch: injectFetch(server.app),
    });
    const { status, html } = await render(`/products/${product._id}`, { locale: 'en', currency: 'USD' });
    expect(status).toBe(200);
    const text = html?.replace(/<!-- -->/g, '');
    expect(text).toContain('Above the typical price');
    expect(text).toContain('Typical price $1,000–$1,200');
    expect(text).toMatch(
      /<a[^>]*href="\/models\/canon-eos-5d-mark-iv"[^>]*>See Canon EOS 5D Mark IV prices<\/a>/,
    );
  });

  it('links a model without a guide yet, with no range and no verdict', async () => {
    const product = await listing({ modelSlug: 'sony-a7-iii', name: 'My a7 III' });
    const { queryClient } = await open(product);
    const link = screen.getByRole('link', { name: 'See Sony a7 III prices' });
    const guide = link.parentElement!;
    // Asked for, and answered with no guide: still nothing but the link.
    await waitFor(() =>
      expect(queryClient.getQueryState(['models', 'detail', 'sony-a7-iii'])?.status).toBe('success'),
    );
    expect(guide.textContent).toBe('See Sony a7 III prices');
  });

  it('suggests similar cameras below the listing: the same model on sale first', async () => {
    const product = await listing({ modelSlug: 'nikon-z6-ii', name: 'Z6 II here', resalePrice: 1000 });
    const other = await listing({ modelSlug: 'nikon-z6-ii', name: 'Z6 II elsewhere', resalePrice: 1400 });
    await open(product);
    const similar = await screen.findByRole('region', { name: 'Similar cameras' }, { timeout: 15_000 });
    const names = within(similar)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names[0]).toBe(other.name);
    expect(names).not.toContain(product.name);
  });

  it('says nothing of models for a listing that names none', async () => {
    const product = await listing({ name: 'Some camera' });
    await open(product);
    expect(screen.queryByRole('link', { name: /prices$/ })).toBeNull();
    expect(screen.queryByText(/typical price/i)).toBeNull();
  });
});
