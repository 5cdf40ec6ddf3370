// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderApp, startApiServer } from '../../../test/app-under-test';

/** What the session manager's states look like on screen (spec §2/§4). */
describe('session states in the UI', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  it('a browser that held a session shows only the progress bar until the server answers', async () => {
    window.localStorage.setItem('refocus.has-session', '1');
    const { router } = renderApp('/dashboard', undefined, { keepStorage: true });
    // The refresh is under way: the bar replaces everything, no guard has decided yet.
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    // No refresh cookie: the server says signed out, and the guard sends the visitor to /login.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 10_000 });
    expect(window.localStorage.getItem('refocus.has-session')).toBeNull();
  });

  it('signing in shows the signed-in navbar; signing out returns to the signed-out one', async () => {
    const { user } = await signUp(server.app);
    const view = renderApp('/');
    expect(await screen.findByRole('link', { name: 'Register/Login' }, { timeout: 10_000 })).toBeTruthy();
    await view.session.signIn({ email: user.email, password: 'correct horse battery' });
    const logout = await screen.findByRole('button', { name: 'Logout' });
    await userEvent.click(logout);
    expect(await screen.findByRole('link', { name: 'Register/Login' })).toBeTruthy();
  });

  it('a session the server ends (account deleted) signs the page out at the next request', async () => {
    const { user } = await signUp(server.app);
    const view = renderApp('/');
    await view.session.signIn({ email: user.email, password: 'correct horse battery' });
    await screen.findByRole('button', { name: 'Logout' }, { timeout: 10_000 });
    await server.app.database.db.updateTable('users').set({ deleted_at: new Date().toISOString() }).execute();
    await view.router.navigate('/dashboard/my-orders');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'), { timeout: 10_000 });
    expect(await screen.findByRole('link', { name: 'Register/Login' })).toBeTruthy();
  });
});
