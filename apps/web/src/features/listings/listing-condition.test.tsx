// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { smallPng } from '../../../../server/test/image-corpus';
import { multipartBody } from '../../../../server/test/multipart';
import { signUp, type TestSession } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderApp, startApiServer } from '../../../test/app-under-test';

/**
 * Issue 42 item 3 (decision 059): one truth per listing. The forms ask for the condition once,
 * as a grade, with the seller's own words as "Condition notes"; the listing's page says it once.
 */
describe('one condition per listing', () => {
  let server: TestApp;
  let seller: TestSession;
  let listingId: string;
  // No pause between keystrokes: the test is about the form, not typing speed.
  const user = userEvent.setup({ delay: null });

  beforeAll(async () => {
    server = await startApiServer();
    seller = await signUp(server.app, { seller: true, name: 'Cora Seller' });
    const photo = multipartBody({ filename: 'x-t3.png', contentType: 'image/png', bytes: await smallPng() });
    const uploaded = await server.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: photo.payload,
      headers: { ...photo.headers, ...seller.auth },
    });
    // Listed as the older client lists: a free-text condition that names no grade.
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: seller.auth,
      payload: {
        name: 'Fujifilm X-T3',
        imgURL: uploaded.json().data.url,
        categoryId: 2,
        location: 'Braga',
        resalePrice: 700,
        originalPrice: 1500,
        yearOfUse: 3,
        condition: 'Mint, barely used',
        sellerName: 'Cora Seller',
        sellerNumber: '+351 912 000 002',
        yearOfPurchase: 2021,
        description: 'Body with two batteries.',
      },
    });
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

  it('asks for the condition once, on the grading scale, with the free words as condition notes', async () => {
    await openSignedIn('/dashboard/add-product');
    const condition = await screen.findByRole('combobox', { name: 'Condition' }, { timeout: 15_000 });
    const options = within(condition)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Choose the condition',
      'Like new',
      'Excellent',
      'Very good',
      'Good',
      'Well used',
      'For parts',
    ]);
    expect(screen.getByRole('textbox', { name: 'Condition notes' })).toBeTruthy();
    // No second say on it: no free-text condition, no separate grade.
    expect(screen.queryByRole('textbox', { name: 'Condition' })).toBeNull();
    expect(screen.queryByLabelText('Grade')).toBeNull();

    await user.click(screen.getByRole('button', { name: /Add Product/i }));
    expect(await screen.findByText('Choose the condition', { selector: 'p' })).toBeTruthy();
    expect(condition.getAttribute('aria-invalid')).toBe('true');
  });

  it('has the older client’s words edited as notes, and a grade chosen becomes the condition', async () => {
    const view = await openSignedIn(`/dashboard/my-products/${listingId}/edit`);
    const condition = await screen.findByRole('combobox', { name: 'Condition' }, { timeout: 15_000 });
    expect(condition).toHaveProperty('value', '');
    expect(screen.getByRole('textbox', { name: 'Condition notes' })).toHaveProperty(
      'value',
      'Mint, barely used',
    );

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Choose the condition', { selector: 'p' })).toBeTruthy();
    await user.selectOptions(condition, 'very-good');
    expect(screen.getByText('Normal wear on the body; no marks on glass or sensor.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard/my-products'));

    const saved = (await server.app.inject(`/api/products/${listingId}`)).json();
    expect(saved).toMatchObject({
      grade: 'very-good',
      condition: 'Very good',
      conditionNotes: 'Mint, barely used',
    });
  });

  it('shows the listing’s condition once, with its definition, and the notes apart', async () => {
    await openSignedIn(`/products/${listingId}`);
    await screen.findByRole('heading', { name: 'Fujifilm X-T3', level: 1 }, { timeout: 15_000 });
    const details = screen.getByRole('region', { name: 'Details' });
    const terms = within(details)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toContain('Condition');
    expect(terms).not.toContain('Grade');
    const condition = within(details).getByText('Condition').nextElementSibling;
    expect(condition?.textContent).toBe('Very goodNormal wear on the body; no marks on glass or sensor.');
    const notes = screen.getByRole('region', { name: 'Condition notes' });
    expect(notes.textContent).toContain('Mint, barely used');
  });
});
