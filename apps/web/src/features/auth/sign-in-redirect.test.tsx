// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderApp, startApiServer } from '../../../test/app-under-test';

/** A guarded page sends a visitor to /login and back to where they were after signing in (spec §2/§6). */
describe('sign-in redirect', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  async function signInThroughForm(email: string) {
    await userEvent.type(await screen.findByLabelText('Email', {}, { timeout: 10_000 }), email);
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  }

  it('returns to the guarded page, with its query, after signing in', async () => {
    const { user } = await signUp(server.app, { seller: true });
    const { router } = renderApp('/dashboard/my-products?page=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await signInThroughForm(user.email);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/my-products'));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('says why the login screen shows, and leaves no /login behind in the history', async () => {
    const { user } = await signUp(server.app);
    // From a page of the shop, so Back has somewhere to go.
    const { router } = renderApp('/');
    await screen.findByRole('link', { name: 'Register/Login' }, { timeout: 10_000 });
    await router.navigate('/dashboard/my-orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Log in to open your dashboard.')).toBeTruthy();
    await signInThroughForm(user.email);
    expect(await screen.findByText('Signed in')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/my-orders'));
    expect(await screen.findByRole('heading', { name: 'My Orders', level: 1 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();

    // The guard replaced the history entry: Back returns to the page before, not to /login
    // (which would send a signed-in visitor on home, too).
    const seen: string[] = [];
    const stop = router.subscribe((state) => seen.push(state.location.pathname));
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    stop();
    expect(seen).not.toContain('/login');
  });

  it('goes home after signing in when no page sent the visitor', async () => {
    const { user } = await signUp(server.app);
    const { router } = renderApp('/login');
    await signInThroughForm(user.email);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('brings a buyer who lacks the seller role back to the seller page, which says why (issue 19)', async () => {
    const { user } = await signUp(server.app);
    const { router } = renderApp('/dashboard/add-product');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await signInThroughForm(user.email);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/add-product'));
    expect(await screen.findByRole('heading', { name: 'This page is for sellers' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Add a Product' })).toBeNull();
  });
});
