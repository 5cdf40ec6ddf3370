// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderApp, startApiServer } from '../../../test/app-under-test';

const PASSWORD = 'correct horse battery';

/**
 * The dashboard each role sees (spec §2): the drawer's links, the heading, the admins' shop
 * overview (issue 15). Once browser journeys (e2e/specs/auth.spec.ts, storefront.spec.ts,
 * admin-overview.spec.ts); the overview's figures stay in the admin-overview journey.
 */
describe('the dashboard by role', () => {
  let server: TestApp;
  const adminAccount = { email: uniqueEmail('admin'), password: 'admin password' };
  beforeAll(async () => {
    server = await startApiServer({ ADMIN_EMAIL: adminAccount.email, ADMIN_PASSWORD: adminAccount.password });
  });
  afterEach(cleanup);
  afterAll(() => server.close());
  // No pause between keystrokes: the tests are about the screens, not typing speed.
  const user = () => userEvent.setup({ delay: null });

  const drawer = () => screen.getByRole('navigation', { name: 'Dashboard' });
  const drawerLinkNames = () =>
    within(drawer())
      .getAllByRole('link')
      .map((link) => link.textContent);

  /** Signed in on the home page first: a guarded page rendered before that would send to /login. */
  async function openSignedIn(url: string, account: { email: string; password: string }) {
    const view = renderApp('/');
    await view.session.signIn(account);
    await screen.findByRole('button', { name: 'Logout' }, { timeout: 15_000 });
    await view.router.navigate(url);
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, { timeout: 10_000 });
    return view;
  }

  it('registering as a buyer shows the buyer drawer only', async () => {
    const { router } = renderApp('/register');
    await user().type(await screen.findByLabelText('Name'), 'Buyer Tester');
    await user().type(screen.getByLabelText('Email'), uniqueEmail('buyer'));
    await user().type(screen.getByLabelText('Password'), PASSWORD);
    expect(screen.getByLabelText('Register as a Seller?')).toHaveProperty('checked', false);
    await user().click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Account created')).toBeTruthy();
    await screen.findByRole('button', { name: 'Logout' }, { timeout: 15_000 });

    await router.navigate('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, { timeout: 10_000 });
    expect(drawerLinkNames()).toEqual([
      'My Orders',
      'Offers',
      'Saved',
      'Saved Searches',
      'Messages',
      'Notifications',
      'Account Settings',
    ]);
  });

  it("a buyer's dashboard has its heading and no shop overview, which the API refuses them; My Orders opens from the drawer", async () => {
    const buyer = await signUp(server.app);
    const { router } = await openSignedIn('/dashboard', { email: buyer.user.email, password: PASSWORD });
    expect(screen.queryByRole('region', { name: 'Shop overview' })).toBeNull();
    const overview = await server.app.inject({ url: '/api/admin/overview', headers: buyer.auth });
    expect(overview.statusCode).toBe(403);

    await user().click(within(drawer()).getByRole('link', { name: 'My Orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/my-orders'));
    expect(await screen.findByRole('heading', { name: 'My Orders', level: 1 })).toBeTruthy();
  });

  it('the admin sees the admin drawer, the shop overview, and the people pages', async () => {
    const { router } = await openSignedIn('/dashboard', adminAccount);
    expect(drawerLinkNames()).toEqual([
      'All Sellers',
      'All Buyers',
      'Reports',
      'Audit Log',
      'Background Jobs',
      'Backups',
      'Site Pages',
      'Brands',
      'Models',
      'Saved',
      'Saved Searches',
      'Messages',
      'Notifications',
      'Account Settings',
    ]);
    // What the buyer above does not get.
    expect(screen.getByRole('region', { name: 'Shop overview' })).toBeTruthy();

    await user().click(within(drawer()).getByRole('link', { name: 'All Buyers' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/all-buyers'));
    expect(await screen.findByRole('heading', { name: 'All Buyers', level: 1 })).toBeTruthy();
    await user().click(within(drawer()).getByRole('link', { name: 'All Sellers' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/all-sellers'));
    expect(await screen.findByRole('heading', { name: 'All Sellers', level: 1 })).toBeTruthy();
  });
});
