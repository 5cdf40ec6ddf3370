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

  it('lists every brand the API lists, in its order, and a brand past the first three has its page', async () => {
    const listed = (await server.app.inject({ url: '/api/brands' })).json() as { id: number; name: string }[];
    expect(listed.find((brand) => brand.id === 4)?.name).toBe('Fujifilm');
    const { user: account } = await signUp(server.app);
    const view = renderApp('/blogs');
    await view.session.signIn({ email: account.email, password: 'correct horse battery' });
    await screen.findByRole('button', { name: 'Logout' }, { timeout: 15_000 });
    const menu = screen
      .getAllByRole('navigation', { name: 'Main' })
      .find((nav) => within(nav).queryByRole('button', { name: 'Brand' })) as HTMLElement;
    const user = userEvent.setup({ delay: null });

    await user.click(within(menu).getByRole('button', { name: 'Brand' }));
    const fujifilm = await within(menu).findByRole('link', { name: 'Fujifilm' });
    expect(fujifilm.getAttribute('href')).toBe('/category/4');
    const brandLinks = within(menu)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/category/'));
    expect(brandLinks.map((link) => link.textContent)).toEqual(listed.map((brand) => brand.name));
    // The footer's brand links are the same list, to each brand's cameras on the public list.
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Fujifilm cameras' }).getAttribute('href')).toBe(
      '/products?category=4',
    );

    await user.click(fujifilm);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/category/4'));
    expect(await screen.findByRole('heading', { name: 'Fujifilm cameras', level: 1 })).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^Fujifilm cameras/));
  });
});
