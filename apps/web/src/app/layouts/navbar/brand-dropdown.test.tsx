// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../../../server/test/sessions';
import type { TestApp } from '../../../../../server/test/test-app';
import { cleanup, renderApp, startApiServer } from '../../../../test/app-under-test';

/**
 * The navbar's Brand menu from the keyboard (WAI-ARIA disclosure navigation): Enter opens it,
 * Escape closes it and gives focus back, the arrow keys move through its links.
 */
describe('the Brand dropdown', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  it('works from the keyboard', async () => {
    const { user: account } = await signUp(server.app);
    // Signed in: the brand pages it leads to are signed-in only (spec §6).
    const view = renderApp('/blogs');
    await view.session.signIn({ email: account.email, password: 'correct horse battery' });
    await screen.findByRole('button', { name: 'Logout' }, { timeout: 15_000 });
    // The large screens' navigation (the site menu below them has no Brand button).
    const menu = screen
      .getAllByRole('navigation', { name: 'Main' })
      .find((nav) => within(nav).queryByRole('button', { name: 'Brand' })) as HTMLElement;
    const brand = within(menu).getByRole('button', { name: 'Brand' });
    const user = userEvent.setup({ delay: null });

    brand.focus();
    await user.keyboard('{Enter}');
    expect(brand.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(brand.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(brand);

    // The menu's links (the footer has links to each brand's cameras too).
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(menu).getByRole('link', { name: 'Canon' })),
    );
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(menu).getByRole('link', { name: 'Sony' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/category/2'));
  });
});
