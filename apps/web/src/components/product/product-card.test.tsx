// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, insertUser } from '../../../../server/test/fixtures';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderApp, startApiServer } from '../../../test/app-under-test';

/** A catalogue card (issue 42, items 6 and 9) as the storefront draws it from a real server. */
describe('product card', () => {
  let server: TestApp;
  let productId: string;
  beforeAll(async () => {
    server = await startApiServer();
    const seller = await insertUser(server.app.database.db);
    productId = (
      await insertProduct(server.app.database.db, seller.id, {
        name: 'Qcard Leica Q2',
        resale_price: 129_900,
        previous_price: 149_900,
        original_price: 219_900,
      })
    ).id;
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  it('says what its button leads to, and which struck price is which', async () => {
    renderApp('/products?q=qcard');
    const title = await screen.findByRole('heading', { name: 'Qcard Leica Q2' }, { timeout: 10_000 });
    const card = title.closest('article') as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Book to meet Qcard Leica Q2' }).getAttribute('href')).toBe(
      `/products/${productId}`,
    );
    const struck = [...card.querySelectorAll('s')].map((price) => price.parentElement?.textContent);
    expect(struck).toEqual(['was $1,499', 'new price $2,199']);
  });
});
