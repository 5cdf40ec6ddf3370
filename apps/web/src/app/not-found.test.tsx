// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../server/test/sessions';
import type { TestApp } from '../../../server/test/test-app';
import { cleanup, renderApp, startApiServer } from '../../test/app-under-test';

/**
 * Spec §2/§8: an unknown path and a route error show the not-found screen, with a way home.
 * The 404 status of such a page is the server renderer's (ssr/page-status.test.tsx).
 */
describe('the not-found screen', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  it('shows for an unknown route, and its button returns home', async () => {
    const { router } = renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Home Screen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'SHOP NOW' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });

  it('shows for an unknown brand, a route error, with a link home', async () => {
    const { user } = await signUp(server.app);
    // Signed in first: brand pages are signed-in only (spec §6).
    const view = renderApp('/');
    await view.session.signIn({ email: user.email, password: 'correct horse battery' });
    await screen.findByRole('button', { name: 'Logout' }, { timeout: 15_000 });
    await view.router.navigate('/category/99');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/category/99');
    expect(screen.getByRole('link', { name: 'Back to Home Screen' }).getAttribute('href')).toBe('/');
  });
});
