// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderApp, startApiServer } from '../../../test/app-under-test';

const PASSWORD = 'correct horse battery';

/** What a screen reader says after a field's name: the texts its aria-describedby names. */
function descriptionOf(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? document.getElementById(id)?.textContent : undefined))
    .filter(Boolean)
    .join(' ');
}

/**
 * /register and /login (spec §2): checking the fields, a wrong password, the origin kept through
 * a detour, and a signed-in visitor sent home. Once browser journeys (e2e/specs/auth.spec.ts);
 * nothing here needs a real browser. The toasts' placement is the toasts journey's.
 */
describe('register and login screens', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterEach(cleanup);
  afterAll(() => server.close());
  // No pause between keystrokes: the tests are about the forms, not typing speed.
  const user = () => userEvent.setup({ delay: null });

  it('the register form checks its fields before asking the server', async () => {
    const { router } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Register', level: 1 });
    await user().type(screen.getByLabelText('Email'), 'not-an-email');
    await user().type(screen.getByLabelText('Password'), 'short');
    await user().click(screen.getByRole('button', { name: 'Register' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(screen.getByLabelText('Name'))).toBe('Name is required');
    expect(descriptionOf(email)).toBe('Enter a valid email address');
    expect(descriptionOf(screen.getByLabelText('Password'))).toBe('Password must be at least 8 characters');
    expect(router.state.location.pathname).toBe('/register');
  });

  it('a wrong password is an error toast and a problem under the form, and stays on /login', async () => {
    const { user: account } = await signUp(server.app, { name: 'Forgetful Tester' });
    const { router } = renderApp('/login');
    await user().type(await screen.findByLabelText('Email'), account.email);
    await user().type(screen.getByLabelText('Password'), 'not-the-password');
    await user().click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() =>
      expect(
        screen
          .getAllByRole('status')
          .some((status) => /wrong email or password/i.test(status.textContent ?? '')),
      ).toBe(true),
    );
    // Also under the form, where it stays after the toast has gone (issue 19).
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toContain('Wrong email or password.');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', account.email);
    expect(screen.getByRole('link', { name: 'Register/Login' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('the origin survives a detour to /register', async () => {
    const { router } = renderApp('/category/2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The wall says why it is there (issue 19).
    expect(await screen.findByText('Log in to see Sony cameras.')).toBeTruthy();
    await user().click(screen.getByRole('link', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));

    await user().type(await screen.findByLabelText('Name'), 'Detour Tester');
    await user().type(screen.getByLabelText('Email'), uniqueEmail('detour'));
    await user().type(screen.getByLabelText('Password'), PASSWORD);
    await user().click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Account created')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/category/2'));
    expect(await screen.findByRole('heading', { name: 'Sony cameras', level: 1 })).toBeTruthy();
  });

  it('a signed-in user visiting /login or /register goes to /', async () => {
    const { user: account } = await signUp(server.app);
    const view = renderApp('/');
    await view.session.signIn({ email: account.email, password: PASSWORD });
    await screen.findByRole('button', { name: 'Logout' }, { timeout: 15_000 });

    for (const path of ['/login', '/register']) {
      const seen: string[] = [];
      const stop = view.router.subscribe((state) => seen.push(state.location.pathname));
      await view.router.navigate(path);
      await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
      stop();
      // It went there, and was sent on home.
      expect(seen, path).toContain(path);
    }
  });
});
