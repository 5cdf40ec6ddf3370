// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../../../server/test/fixtures';
import { signUp, type TestSession } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderApp, startApiServer } from '../../../test/app-under-test';

/** The heart on a listing's page and the Saved page (issue 14 item 6) against a real server. */
describe('heart and Saved page', () => {
  let server: TestApp;
  let seller: TestSession;
  let productId: string;
  beforeAll(async () => {
    server = await startApiServer();
    seller = await signUp(server.app, { seller: true });
    productId = (
      await insertProduct(server.app.database.db, seller.user.uid, {
        name: 'Fujica ST801',
        resale_price: 30_000,
        previous_price: 36_000,
      })
    ).id;
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  const savedRows = async (userId: string) =>
    server.app.database.db
      .selectFrom('favourites')
      .select('product_id')
      .where('user_id', '=', userId)
      .execute();

  it('saves from the listing page, shows it pressed, lists it on Saved with the old price, and removes it', async () => {
    const buyer = await signUp(server.app, { name: 'Hana Heart' });
    const view = renderApp(`/products/${productId}`);
    await view.session.signIn({ email: buyer.user.email, password: 'correct horse battery' });
    const heart = await screen.findByRole('button', { name: 'Save Fujica ST801' }, { timeout: 10_000 });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(heart);
    await waitFor(async () => expect(await savedRows(buyer.user.uid)).toHaveLength(1));
    // Where the heart settles once the save is answered and the saved ids are read again: on a
    // loaded machine the click's own "pressed" could be found, and then read a tick later while
    // the saved ids were still being fetched again.
    await waitFor(() => {
      const pressed = screen.getByRole('button', { name: 'Remove Fujica ST801 from saved' });
      expect(pressed.getAttribute('aria-pressed')).toBe('true');
    });

    await view.router.navigate('/dashboard/saved');
    const list = await screen.findByRole('list', { name: 'Your saved cameras' }, { timeout: 10_000 });
    expect(within(list).getByRole('link', { name: 'Fujica ST801' })).toBeTruthy();
    expect(within(list).getByTestId('previous-price').textContent).toBe('$360');
    expect(within(list).getByText('available')).toBeTruthy();

    await userEvent.click(within(list).getByRole('button', { name: 'Remove Fujica ST801 from saved' }));
    expect(await screen.findByText('You have not saved any cameras yet')).toBeTruthy();
    expect(await savedRows(buyer.user.uid)).toHaveLength(0);
  });

  it('shows no heart to the seller on their own listing', async () => {
    const view = renderApp(`/products/${productId}`);
    await view.session.signIn({ email: seller.user.email, password: 'correct horse battery' });
    await screen.findByRole('heading', { name: 'Fujica ST801', level: 1 }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: /Save Fujica ST801/ })).toBeNull();
  });
});
