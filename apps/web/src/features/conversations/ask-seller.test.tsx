// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../../../server/test/fixtures';
import { signUp } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderSignedIn, startApiServer } from '../../../test/app-under-test';

/** Issue 42, item 7: "Ask the seller" shows which camera and which seller the question is about. */
describe('ask the seller', () => {
  let server: TestApp;
  let productId: string;
  let sellerId: string;
  beforeAll(async () => {
    server = await startApiServer();
    const seller = await signUp(server.app, { seller: true, name: 'Sol Seller' });
    sellerId = seller.user.uid;
    productId = (
      await insertProduct(server.app.database.db, sellerId, {
        name: 'Pentax 67',
        seller_name: 'Sol Seller',
        resale_price: 89_000,
      })
    ).id;
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  it('names the camera, its price and its seller above the first message', async () => {
    const buyer = await signUp(server.app, { name: 'Quinn Question' });
    await renderSignedIn(`/dashboard/messages/new?productId=${productId}`, buyer.user.email);
    expect(await screen.findByRole('heading', { name: 'Ask the seller', level: 1 })).toBeTruthy();
    const subject = await screen.findByRole('region', { name: 'Your question is about' });
    expect(within(subject).getByRole('link', { name: 'Pentax 67' }).getAttribute('href')).toBe(
      `/products/${productId}`,
    );
    expect(within(subject).getByText('$890')).toBeTruthy();
    expect(within(subject).getByText(/Sold by/).textContent).toBe('Sold by Sol Seller');
    expect(within(subject).getByRole('link', { name: 'Sol Seller' }).getAttribute('href')).toBe(
      `/sellers/${sellerId}`,
    );
    expect(await screen.findByLabelText('Your message')).toBeTruthy();
  });
});
