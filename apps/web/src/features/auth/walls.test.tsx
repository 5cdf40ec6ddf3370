// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderApp, startApiServer } from '../../../test/app-under-test';

/**
 * Issue 19 item 7: walls and refusals say why. Axe on these screens, which needs a real
 * browser, is in the accessibility journey (e2e/specs/accessibility.spec.ts).
 */
describe('walls and refusals', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  it('the login wall says why, a wrong password stays under the form, the right one goes on', async () => {
    const { user: account } = await signUp(server.app, { name: 'Walter Walled' });
    const { router } = renderApp('/category/3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Log in to see Nikon cameras.')).toBeTruthy();

    // No pause between keystrokes: the test is about the form, not typing speed.
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Email'), account.email);
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toContain('Wrong email or password.');
    // The toast says so too; the one under the form is the one that stays.
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('status')
          .some((status) => status.textContent?.includes('Wrong email or password.')),
      ).toBe(true),
    );
    expect(router.state.location.pathname).toBe('/login');

    // The right password goes on to where the visitor was headed.
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/category/3'));
    expect(await screen.findByRole('heading', { name: 'Nikon cameras', level: 1 })).toBeTruthy();
  });

  it("a buyer on a seller's page gets a 403 screen with a way forward", async () => {
    const { user: buyer } = await signUp(server.app, { name: 'Fran Forbidden' });
    // Signed in before the guarded page renders: a guard that saw nobody yet would send the
    // page to /login, and from there home.
    const view = renderApp('/');
    await view.session.signIn({ email: buyer.email, password: 'correct horse battery' });
    await screen.findByRole('button', { name: 'Logout' }, { timeout: 15_000 });
    await view.router.navigate('/dashboard/my-products');
    expect(await screen.findByRole('heading', { name: 'This page is for sellers', level: 1 })).toBeTruthy();
    // Not a jump elsewhere: the URL stays the seller's page.
    expect(view.router.state.location.pathname).toBe('/dashboard/my-products');

    await userEvent.click(screen.getByRole('link', { name: 'Become a seller?' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('button', { name: 'Become a seller' })).toBeTruthy();
  });

  /** Signed in on the home page first: a guarded page rendered before that would send to /login. */
  async function signedInAs(options: { seller?: boolean }) {
    const { user: account } = await signUp(server.app, options);
    const view = renderApp('/');
    await view.session.signIn({ email: account.email, password: 'correct horse battery' });
    await screen.findByRole('button', { name: 'Logout' }, { timeout: 15_000 });
    return view;
  }

  it('a buyer opening any seller or admin page is told which role it is for, on a 403 screen', async () => {
    const { router } = await signedInAs({});
    for (const [path, title] of [
      ['/dashboard/add-product', 'This page is for sellers'],
      ['/dashboard/my-products', 'This page is for sellers'],
      ['/dashboard/bookings', 'This page is for sellers'],
      ['/dashboard/all-sellers', 'This page is for admins'],
      ['/dashboard/all-buyers', 'This page is for admins'],
    ] as const) {
      // From the dashboard each time, so no 403 screen of the page before can answer for this one.
      await router.navigate('/dashboard');
      await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
      await router.navigate(path);
      expect(await screen.findByRole('heading', { name: title, level: 1 }), path).toBeTruthy();
      expect(screen.getByText('403')).toBeTruthy();
      // Issue 19: not a silent jump home; the URL stays.
      expect(router.state.location.pathname).toBe(path);
    }
  });

  it('a seller cannot open admin pages: no table of people, the 403 screen instead', async () => {
    const { router } = await signedInAs({ seller: true });
    await router.navigate('/dashboard/all-buyers');
    expect(await screen.findByRole('heading', { name: 'This page is for admins', level: 1 })).toBeTruthy();
    expect(screen.getByText('403')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/all-buyers');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
