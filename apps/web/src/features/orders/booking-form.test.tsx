// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../../../server/test/fixtures';
import { logIn, signUp } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderApp, startApiServer } from '../../../test/app-under-test';

/** The booking modal's request form (spec §2/§4) against a real server. */
describe('booking form', () => {
  let server: TestApp;
  let productId: string;
  beforeAll(async () => {
    server = await startApiServer();
    const seller = await signUp(server.app, { seller: true });
    productId = (await insertProduct(server.app.database.db, seller.user.uid, { name: 'Nikon F3' })).id;
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  async function openBookingAsBuyer() {
    const buyer = await signUp(server.app, { name: 'Ada Buyer' });
    const view = renderApp(`/products/${productId}`);
    await view.session.signIn({ email: buyer.user.email, password: 'correct horse battery' });
    await userEvent.click(await screen.findByRole('button', { name: /Book to meet/ }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Nikon F3' });
    await within(dialog).findByLabelText('Phone Number', {}, { timeout: 10_000 });
    return { dialog, buyer };
  }

  it('shows who books what read-only, and checks the fields before asking the server', async () => {
    const { dialog, buyer } = await openBookingAsBuyer();
    expect(within(dialog).getByLabelText('Name')).toHaveProperty('value', 'Ada Buyer');
    expect(within(dialog).getByLabelText('Email')).toHaveProperty('value', buyer.user.email);
    expect(within(dialog).getByLabelText('Name')).toHaveProperty('readOnly', true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request booking' }));
    expect(await within(dialog).findByText(/^Phone number must be 6 to 20 digits/)).toBeTruthy();
    expect(within(dialog).getByLabelText('Phone Number').getAttribute('aria-invalid')).toBe('true');
    const orders = await server.app.inject({ method: 'GET', url: '/api/me/orders', headers: buyer.auth });
    expect(orders.json()).toEqual([]);
  });

  // Issue 42, item 6: the dialog says what a booking is, and a meeting place is a real place.
  it('explains the booking and refuses a meeting place that names no place', async () => {
    const { dialog, buyer } = await openBookingAsBuyer();
    expect(within(dialog).getByText(/accepts or declines it.+pay in person/)).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Phone Number'), '+1 555 010 2030');
    const place = within(dialog).getByLabelText('Meeting place');
    await userEvent.type(place, 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request booking' }));
    expect(await within(dialog).findByText('Name a place to meet: at least 4 characters')).toBeTruthy();
    expect(place.getAttribute('aria-invalid')).toBe('true');
    const orders = await server.app.inject({ method: 'GET', url: '/api/me/orders', headers: buyer.auth });
    expect(orders.json()).toEqual([]);
  });

  // Issue 45, item 4: the shop's safe-meeting guidance, folded in the dialog, in the admins' words.
  it('shows the safe-meeting guidance under "Meeting safely", as the admins wrote it', async () => {
    const { dialog } = await openBookingAsBuyer();
    const summary = within(dialog).getByText('Meeting safely', { selector: 'summary' });
    const guidance = summary.closest('details') as HTMLDetailsElement;
    expect(guidance.open).toBe(false);
    await userEvent.click(summary);
    expect(guidance.open).toBe(true);
    expect(await within(guidance).findByText('Check the camera before you pay')).toBeTruthy();
    expect(within(guidance).getByText('Pay on handover')).toBeTruthy();
    // Its title is the disclosure's: not said twice.
    expect(within(guidance).queryByRole('heading', { name: 'Meeting safely' })).toBeNull();
    cleanup();

    const admin = await signUp(server.app, { name: 'Ada Admin' });
    await server.app.database.db
      .updateTable('users')
      .set({ admin: 1 })
      .where('id', '=', admin.user.uid)
      .execute();
    const saved = await server.app.inject({
      method: 'PUT',
      url: '/api/pages/safe-meetings',
      headers: (await logIn(server.app, admin.user.email, 'correct horse battery')).auth,
      payload: { markdown: '# Meeting safely\n\nMeet at the **shop counter** on Main Street.' },
    });
    expect(saved.statusCode).toBe(200);
    const again = await openBookingAsBuyer();
    await userEvent.click(within(again.dialog).getByText('Meeting safely', { selector: 'summary' }));
    expect(await within(again.dialog).findByText(/^Meet at the/)).toBeTruthy();
    expect(within(again.dialog).queryByText('Check the camera before you pay')).toBeNull();
  }, 40_000);

  it('asks a visitor to log in before booking, and brings them back to the camera', async () => {
    const buyer = await signUp(server.app, { name: 'Vera Visitor' });
    const { router } = renderApp('/products');
    const list = await screen.findByRole('list', { name: 'All products' }, { timeout: 10_000 });
    const card = within(list)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('heading', { name: 'Nikon F3' })) as HTMLElement;
    await userEvent.click(within(card).getByRole('link', { name: /^Book to meet/ }));
    expect(await screen.findByRole('heading', { name: 'Nikon F3', level: 1 })).toBeTruthy();
    const detail = router.state.location.pathname;
    expect(detail).toBe(`/products/${productId}`);

    // Closed until asked for; then no form for a visitor, only a way to log in.
    expect(screen.queryByRole('dialog', { name: 'Nikon F3' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^Book to meet/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Nikon F3' });
    expect(within(dialog).queryByRole('button', { name: 'Request booking' })).toBeNull();
    // Its own Close button (the other "Close" is the backdrop's). Escape, and focus going back
    // to the opener, are the browser's <dialog>: checked in the booking journey.
    await userEvent.click(within(dialog).getByText('Close', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nikon F3' })).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: /^Book to meet/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Nikon F3' })).getByRole('link', {
        name: 'Log in to book',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await userEvent.type(await screen.findByLabelText('Email'), buyer.user.email);
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Signed in')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(detail));
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: /^Book to meet/ }, { timeout: 10_000 }));
    const form = await screen.findByRole('dialog', { name: 'Nikon F3' });
    expect(await within(form).findByLabelText('Email', {}, { timeout: 10_000 })).toHaveProperty(
      'value',
      buyer.user.email,
    );
  });

  it('places the order, closes, and the page then shows the booking instead of a second Book to meet', async () => {
    const { dialog, buyer } = await openBookingAsBuyer();
    await userEvent.type(within(dialog).getByLabelText('Phone Number'), '+1 555 010 2030');
    await userEvent.type(within(dialog).getByLabelText('Meeting place'), 'Central Station');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nikon F3' })).toBeNull());
    const orders = await server.app.inject({ method: 'GET', url: '/api/me/orders', headers: buyer.auth });
    expect(orders.json()).toMatchObject([{ productName: 'Nikon F3', location: 'Central Station' }]);

    // Issue 19: a second Book to meet would only fail after the form is filled (the server says 409).
    const notice = await screen.findByText(/^You booked this on .+ — pending, see$/, {}, { timeout: 10_000 });
    expect(within(notice).getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe(
      '/dashboard/my-orders',
    );
    expect(screen.queryByRole('button', { name: /Book to meet/ })).toBeNull();
  });
});
