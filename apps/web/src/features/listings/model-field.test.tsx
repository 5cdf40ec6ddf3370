// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { smallPng } from '../../../../server/test/image-corpus';
import { signUp, type TestSession } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderSignedIn, startApiServer } from '../../../test/app-under-test';
import { answerUploads, modelSales } from '../../../test/model-sales';

/** Issue 44, item 3: the listing form's Model, offered from the catalogue as the seller types. */
describe('the Model of a listing', () => {
  let server: TestApp;
  let seller: TestSession;
  let sales: ReturnType<typeof modelSales>;
  // No pause between keystrokes: the test is about the form, not typing speed.
  const user = userEvent.setup({ delay: null });

  beforeAll(async () => {
    server = await startApiServer();
    seller = await signUp(server.app, { seller: true, name: 'Sol Seller' });
    const buyer = await signUp(server.app, { name: 'Bea Buyer' });
    sales = modelSales(server, seller, buyer);
    // 900, 1300, 1100: the guide is 1000–1200, median 1100.
    for (const price of [900, 1300, 1100]) await sales.sell('canon-eos-5d-mark-iv', price);
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  const modelField = () => screen.findByRole('combobox', { name: 'Model' }, { timeout: 15_000 });
  const category = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Category' });
  const product = async (id: string) => (await server.app.inject(`/api/products/${id}`)).json();
  /** My Products once its list came: no request of the page is left to outlive the server. */
  const myProductsShown = () => screen.findAllByRole('link', { name: /^Edit / });

  it('offers the catalogue’s models as the seller types; the one chosen sets the brand, type and mount, suggests a price and is listed', async () => {
    answerUploads(server, seller.auth);
    const view = await renderSignedIn('/dashboard/add-product', seller.user.email);
    const model = await modelField();
    await user.type(screen.getByLabelText('Product Name'), 'My trusty 5D');

    await user.type(model, '5d mark');
    const listbox = await screen.findByRole('listbox', { name: 'Models' });
    const option = await within(listbox).findByRole('option', { name: 'Canon EOS 5D Mark IV' });
    expect(model.getAttribute('aria-expanded')).toBe('true');
    expect(model.getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.queryByTestId('suggested-price')).toBeNull();

    await user.click(option);
    expect(model).toHaveProperty('value', 'Canon EOS 5D Mark IV');
    expect(model.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(category().value).toBe('1'));
    expect(category().selectedOptions[0]?.textContent).toBe('Canon');
    // Its type and mount follow too, as the server will store them.
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Item type' }).value).toBe('camera-body');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Lens mount' }).value).toBe('canon-ef');
    // The name is the seller's own words, kept.
    expect(screen.getByLabelText('Product Name')).toHaveProperty('value', 'My trusty 5D');

    const suggested = await screen.findByTestId('suggested-price');
    expect(suggested.textContent).toBe('Suggested price: $1,100 (typical $1,000–$1,200 from 3 sales)');
    expect(screen.getByLabelText(/Resale Price/i)).toHaveProperty('value', '');
    await user.click(screen.getByRole('button', { name: 'Use $1,100 as the resale price' }));
    expect(screen.getByLabelText(/Resale Price/i)).toHaveProperty('value', '1100');

    await user.upload(
      screen.getByLabelText('Photos'),
      new File([new Uint8Array(await smallPng())], '5d.png', { type: 'image/png' }),
    );
    await user.type(screen.getByLabelText('Location'), 'Porto');
    await user.type(screen.getByLabelText(/Original Price/i), '2500');
    await user.type(screen.getByLabelText('Years of Use'), '3');
    await user.type(screen.getByLabelText('Year of Purchase'), '2019');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Condition' }), 'good');
    await user.type(screen.getByLabelText('Seller Number'), '+351 912 345 678');
    await user.type(screen.getByLabelText('Description'), 'Body, two batteries.');
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard/my-products'));
    await myProductsShown();

    const mine = await server.app.inject({ url: '/api/me/products', headers: seller.auth });
    const listed = mine.json().find((p: { name: string }) => p.name === 'My trusty 5D');
    expect(listed).toMatchObject({
      model: { slug: 'canon-eos-5d-mark-iv', name: 'Canon EOS 5D Mark IV' },
      categoryId: 1,
      resalePrice: 1100,
      priceVerdict: 'typical',
    });
  });

  /**
   * Saves the edit form. The condition is chosen again first: happy-dom does not always show a
   * select's starting value, and the form then takes the empty one it shows (the browser journeys
   * edit without it).
   */
  async function save(view: Awaited<ReturnType<typeof renderSignedIn>>, grade: string) {
    await user.selectOptions(screen.getByRole('combobox', { name: 'Condition' }), grade);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard/my-products'));
    await myProductsShown();
  }

  it('chooses with the arrows and Enter without sending the form, and says when there is no guide', async () => {
    const listing = await sales.list({ name: 'Mid-range body', categoryId: 3 });
    const view = await renderSignedIn(`/dashboard/my-products/${listing._id}/edit`, seller.user.email);
    const model = await modelField();
    await waitFor(() => expect(category().value).toBe('3'));
    expect(model).toHaveProperty('value', '');

    await user.type(model, '90d');
    const option = await screen.findByRole('option', { name: 'Canon EOS 90D' });
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[0]).toBe(option);
    expect(model.getAttribute('aria-activedescendant')).toBe(option.id);
    expect(option.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(model).toHaveProperty('value', 'Canon EOS 90D');
    expect(screen.queryByRole('listbox')).toBeNull();
    // Enter chose the model; the form was not sent.
    expect(view.router.state.location.pathname).toBe(`/dashboard/my-products/${listing._id}/edit`);
    await waitFor(() => expect(category().value).toBe('1'));
    expect(
      await screen.findByText(
        'No suggested price yet: too few of this model have sold here in the last 12 months.',
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('suggested-price')).toBeNull();

    await save(view, 'good');
    expect(await product(listing._id)).toMatchObject({
      name: 'Mid-range body',
      model: { slug: 'canon-eos-90d' },
      categoryId: 1,
    });
  });

  it('shows the listing’s model when editing, and words that name no model clear it', async () => {
    const listing = await sales.list({ modelSlug: 'canon-eos-5d-mark-iv', name: 'Old 5D', resalePrice: 950 });
    expect(listing.priceVerdict).toBe('below');
    const view = await renderSignedIn(`/dashboard/my-products/${listing._id}/edit`, seller.user.email);
    const model = await modelField();
    await waitFor(() => expect(model).toHaveProperty('value', 'Canon EOS 5D Mark IV'));
    expect(await screen.findByTestId('suggested-price')).toBeTruthy();

    await user.clear(model);
    await user.type(model, 'my grandfather’s camera');
    expect(screen.queryByTestId('suggested-price')).toBeNull();
    await save(view, 'good');
    expect(await product(listing._id)).toMatchObject({ name: 'Old 5D', model: null, priceVerdict: null });
  });
});
