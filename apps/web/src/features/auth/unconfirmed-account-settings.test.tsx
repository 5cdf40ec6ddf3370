// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../../../server/test/account-flows';
import { codeIn } from '../../../../server/test/mail';
import { signUp, uniqueEmail } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderApp, renderSignedIn, startApiServer } from '../../../test/app-under-test';

/**
 * Issue 41 on the web: settings say why two-step sign-in and Google linking wait for a
 * confirmed address, and the link mailed to the old address cancels a change of address.
 */
describe('account settings and links of issue 41', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  it('shows an unconfirmed account a hint instead of two-step sign-in and Google linking', async () => {
    const person = await signUp(server.app, { verified: false });
    await renderSignedIn('/dashboard/settings', person.user.email);
    await screen.findByRole('heading', { name: 'Account Settings', level: 1 }, { timeout: 10_000 });
    expect(
      await screen.findByText(/Confirm your e-mail address first to set up two-step sign-in/),
    ).toBeTruthy();
    expect(screen.getByText(/Confirm your e-mail address first to link a Google account/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set up two-step sign-in' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Link Google account' })).toBeNull();
  }, 30_000);

  it('cancels a change of address from the link mailed to the old address, once', async () => {
    const person = await signUp(server.app);
    const asked = await server.app.inject({
      method: 'POST',
      url: '/api/auth/email',
      headers: person.auth,
      payload: { email: uniqueEmail('elsewhere') },
    });
    expect(asked.statusCode).toBe(200);
    const notice = (await mailsTo(server, person.user.email)).at(-1)!;
    const url = `/cancel-email-change?code=${encodeURIComponent(codeIn(notice, '/cancel-email-change'))}`;
    renderApp(url);
    expect(await screen.findByRole('heading', { name: 'Change cancelled' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a new password' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    cleanup();
    renderApp(url);
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
  }, 30_000);
});
