// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../../../server/test/fixtures';
import { signUp, type TestSession } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderSignedIn, startApiServer } from '../../../test/app-under-test';

const LABEL = 'Accept offers below the asking price';

/** Issue 45: a seller may say "no offers"; a listing takes them unless its seller says so. */
describe('accept offers on a listing', () => {
  let server: TestApp;
  let seller: TestSession;
  const user = userEvent.setup({ delay: null });
  beforeAll(async () => {
    server = await startApiServer();
    seller = await signUp(server.app, { seller: true, name: 'Cora Seller' });
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  it('is ticked on a new listing', async () => {
    await renderSignedIn('/dashboard/add-product', seller.user.email);
    const box = await screen.findByRole('checkbox', { name: LABEL });
    expect(box).toHaveProperty('checked', true);
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('unticked on an edit, the listing takes no offers', async () => {
    const { id } = await insertProduct(server.app.database.db, seller.user.uid, { name: 'Minolta X-700' });
    const view = await renderSignedIn(`/dashboard/my-products/${id}/edit`, seller.user.email);
    const box = await screen.findByRole('checkbox', { name: LABEL });
    expect(box).toHaveProperty('checked', true);
    await user.click(box);
    // The fixture's listing has no grade yet: the form asks for one.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Condition' }), 'good');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard/my-products'));
    // The list it goes to has loaded (no request left in flight when the server closes).
    await screen.findByRole('link', { name: 'Minolta X-700' });
    expect((await server.app.inject(`/api/products/${id}`)).json()).toMatchObject({ acceptsOffers: false });
  });
});
