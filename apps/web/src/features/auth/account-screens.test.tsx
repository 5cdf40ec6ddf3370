// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../../../server/test/account-flows';
import { codeIn } from '../../../../server/test/mail';
import { signUp } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderApp, startApiServer } from '../../../test/app-under-test';

const PASSWORD = 'correct horse battery';

/** Issue 42, item 11: the account screens a person trips on. */
describe('account screens (issue 42, item 11)', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterEach(cleanup);
  afterAll(() => server.close());
  // No pause between keystrokes: the tests are about the forms, not typing speed.
  const user = () => userEvent.setup({ delay: null });

  /** Signed in first, then to the settings: a guard that saw nobody yet would send the page to /login. */
  async function settingsOf(email: string) {
    const view = renderApp('/');
    await view.session.signIn({ email, password: PASSWORD });
    await screen.findByRole('button', { name: 'Logout' }, { timeout: 15_000 });
    await view.router.navigate('/dashboard/settings');
    await screen.findByRole('heading', { name: 'Account Settings', level: 1 }, { timeout: 10_000 });
    return view;
  }

  it('a second click on a used verification link says the address is confirmed, not that the link is broken', async () => {
    const person = await signUp(server.app, { verified: false });
    const mail = (await mailsTo(server, person.user.email)).at(-1)!;
    const url = `/verify-email?code=${encodeURIComponent(codeIn(mail, '/verify-email'))}`;
    renderApp(url);
    expect(await screen.findByRole('heading', { name: 'Address confirmed' })).toBeTruthy();
    cleanup();

    renderApp(url);
    expect(await screen.findByRole('heading', { name: 'Already confirmed' })).toBeTruthy();
    expect(screen.getByText(person.user.email).closest('p')?.textContent).toBe(
      `${person.user.email} is confirmed already: there is nothing more to do.`,
    );
    expect(screen.queryByRole('heading', { name: 'This link is not valid' })).toBeNull();
  }, 30_000);

  it('a wrong current password in Change password says so, under that field', async () => {
    const person = await signUp(server.app);
    await settingsOf(person.user.email);
    const section = within(await screen.findByRole('region', { name: 'Password' }));
    await user().type(section.getByLabelText('Current password'), 'not my password at all');
    await user().type(section.getByLabelText('New password'), 'a brand new password');
    await user().click(section.getByRole('button', { name: 'Change password' }));
    const current = section.getByLabelText('Current password');
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = current.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ')[0]!)?.textContent).toBe(
      'That is not your current password.',
    );
    expect(screen.queryByText(/Wrong email or password/)).toBeNull();
  }, 30_000);

  it('Login focuses the e-mail field, and Forgot password carries what was typed there', async () => {
    const { router } = renderApp('/login');
    const email = await screen.findByLabelText('Email');
    await waitFor(() => expect(document.activeElement).toBe(email));
    await user().type(email, 'someone@example.test');
    await user().click(screen.getByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('someone@example.test');
    // Not in the address bar, where it would reach logs and history.
    expect(router.state.location.search).toBe('');
  }, 30_000);

  it('an empty Register submit focuses the first field to fill in', async () => {
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Register' });
    await user().click(screen.getByRole('button', { name: 'Register' }));
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(name);
  }, 30_000);

  it('a buyer sees only the e-mail notifications a buyer gets; a seller also sees bookings of their cameras', async () => {
    const buyer = await signUp(server.app);
    await settingsOf(buyer.user.email);
    const choices = within(await screen.findByRole('group', { name: 'E-mail me when' }));
    expect(choices.getByLabelText('A seller accepts my booking')).toBeTruthy();
    expect(choices.queryByLabelText('Someone books one of my cameras')).toBeNull();
    cleanup();

    const seller = await signUp(server.app, { seller: true });
    await settingsOf(seller.user.email);
    const sellerChoices = within(await screen.findByRole('group', { name: 'E-mail me when' }));
    expect(sellerChoices.getByLabelText('Someone books one of my cameras')).toBeTruthy();
  }, 30_000);
});
