// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { smallPng } from '../../../../server/test/image-corpus';
import { multipartBody } from '../../../../server/test/multipart';
import { signUp, type TestSession } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderApp, startApiServer } from '../../../test/app-under-test';

/** Issue 44: a listing's Category is any brand of the menu, past the first three too. */
describe('the Category of a listing', () => {
  let server: TestApp;
  let seller: TestSession;
  let listingId: string;
  const user = userEvent.setup({ delay: null });

  beforeAll(async () => {
    server = await startApiServer();
    seller = await signUp(server.app, { seller: true, name: 'Fern Seller' });
    const photo = multipartBody({ filename: 'x-e4.png', contentType: 'image/png', bytes: await smallPng() });
    const uploaded = await server.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: photo.payload,
      headers: { ...photo.headers, ...seller.auth },
    });
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: seller.auth,
      payload: {
        name: 'Fujifilm X-E4',
        imgURL: uploaded.json().data.url,
        categoryId: 4,
        location: 'Porto',
        resalePrice: 600,
        originalPrice: 900,
        yearOfUse: 2,
        grade: 'excellent',
        sellerName: 'Fern Seller',
        sellerNumber: '+351 912 000 004',
        yearOfPurchase: 2022,
        description: 'Body with a thumb grip.',
      },
    });
    expect(created.json()).toMatchObject({ categoryId: 4 });
    listingId = created.json()._id;
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  async function openSignedIn(url: string) {
    const view = renderApp('/');
    await view.session.signIn({ email: seller.user.email, password: 'correct horse battery' });
    await screen.findByRole('button', { name: 'Logout' }, { timeout: 15_000 });
    await view.router.navigate(url);
    return view;
  }

  it('offers every brand of the menu, in its order, after the placeholder', async () => {
    await openSignedIn('/dashboard/add-product');
    await screen.findByRole('combobox', { name: 'Category' }, { timeout: 15_000 });
    const brands = (await server.app.inject({ url: '/api/brands' })).json() as { name: string }[];
    await waitFor(() =>
      expect(
        within(screen.getByRole('combobox', { name: 'Category' }))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Category', ...brands.map((brand) => brand.name)]),
    );
    expect(brands.slice(0, 4).map((brand) => brand.name)).toEqual(['Canon', 'Sony', 'Nikon', 'Fujifilm']);
  });

  it('edits a listing under its brand past the first three, and saving keeps it', async () => {
    const view = await openSignedIn(`/dashboard/my-products/${listingId}/edit`);
    await screen.findByRole('combobox', { name: 'Condition' }, { timeout: 15_000 });
    // Shown once the brands have come, not the first brand the browser would fall back to.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Category' })).toHaveProperty('value', '4'),
    );
    const category = screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement;
    expect(category.selectedOptions[0]?.textContent).toBe('Fujifilm');

    await user.selectOptions(category, 'Nikon');
    // (happy-dom lacks what the form library reads to tell a select's first value from a change,
    // so the condition's select is chosen again here; a browser keeps the listing's.)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Condition' }), 'excellent');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard/my-products'));
    // The list it goes to has loaded (no request left in flight when the server closes).
    await screen.findByRole('link', { name: 'Fujifilm X-E4' });
    expect((await server.app.inject(`/api/products/${listingId}`)).json().categoryId).toBe(3);
  });
});
