// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderApp, startApiServer } from '../../../test/app-under-test';

/**
 * Issue 19 item 13: an admin searches and sorts All Sellers, kept in the URL. Axe on the table,
 * which needs a real browser, is in the accessibility journey (e2e/specs/accessibility.spec.ts).
 */
describe('All Sellers: search and sort', () => {
  let server: TestApp;
  const admin = { email: uniqueEmail('admin'), password: 'admin password' };
  // Both share `-tables@`, so one search finds the two of them and not the third seller.
  const first = 'aardvark-tables@example.test';
  const second = 'zebra-tables@example.test';
  beforeAll(async () => {
    server = await startApiServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    // Zebra joins first, so the default order (by sign-up) is not already the email order.
    await signUp(server.app, { seller: true, name: 'Zed Zebra', email: second });
    await signUp(server.app, { seller: true, name: 'Mo Mole', email: 'mole@example.test' });
    await signUp(server.app, { seller: true, name: 'Ada Aardvark', email: first });
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  const table = () => screen.getByRole('table', { name: 'All Sellers' });
  /** How the Email column says it is sorted (`aria-sort`). */
  const emailSort = () =>
    within(table())
      .getByRole('columnheader', { name: /^Email/ })
      .getAttribute('aria-sort');
  /** The body's rows: the header row is the first. */
  const bodyRows = () => within(table()).getAllByRole('row').slice(1);
  const emailsShown = () => bodyRows().map((row) => within(row).getByText(/@example\.test$/).textContent);
  // No pause between keystrokes: the test is about the table, not typing speed.
  const user = userEvent.setup({ delay: null });
  /**
   * Types over the search box's text and submits it with Enter, as a browser's fill would: not
   * emptied first, which would clear the search at once. The box is new after each search.
   */
  async function search(text: string) {
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search sellers by name or email' });
    await user.type(box, `${text}{Enter}`, {
      initialSelectionStart: 0,
      initialSelectionEnd: box.value.length,
    });
  }

  /**
   * Signs the admin in on the home page, then opens `url`. Signed in before the guarded page
   * renders: a guard that saw nobody yet would send the page to /login, and from there home.
   */
  async function openAsAdmin(url: string) {
    const view = renderApp('/');
    await view.session.signIn(admin);
    await screen.findByRole('button', { name: 'Logout' }, { timeout: 15_000 });
    await view.router.navigate(url);
    await screen.findByRole('table', { name: 'All Sellers' }, { timeout: 15_000 });
    return view;
  }

  it('searches by email in any case and sorts by email both ways, all kept in the URL', async () => {
    const view = await openAsAdmin('/dashboard/all-sellers');
    for (const column of ['Name', 'Email', 'Role', 'Joined', 'Listings', 'Orders']) {
      expect(within(table()).getByRole('columnheader', { name: new RegExp(`^${column}`) })).toBeTruthy();
    }

    await search(first.toUpperCase());
    await waitFor(() => expect(view.router.state.location.search).toMatch(/[?&]q=/));
    await waitFor(() => expect(emailsShown()).toEqual([first]));
    const [row] = bodyRows();
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Seller', { exact: true })).toBeTruthy();
    // No listings, no orders.
    expect(within(row).getAllByRole('cell', { name: '0' })).toHaveLength(2);

    await search('-tables@');
    await waitFor(() => expect(emailsShown()).toEqual([second, first]));
    await user.click(within(table()).getByRole('button', { name: /^Email/ }));
    await waitFor(() => expect(emailSort()).toBe('ascending'));
    await waitFor(() => expect(emailsShown()).toEqual([first, second]));
    await user.click(within(table()).getByRole('button', { name: /^Email/ }));
    await waitFor(() => expect(view.router.state.location.search).toMatch(/order=desc/));
    await waitFor(() => expect(emailsShown()).toEqual([second, first]));
    expect(emailSort()).toBe('descending');
  });

  it('takes the search and order from the URL (as after a reload), and says when nobody matches', async () => {
    await openAsAdmin('/dashboard/all-sellers');
    cleanup();
    // The page loaded afresh at the URL, its session restored from the refresh cookie, as a reload does.
    const view = renderApp('/dashboard/all-sellers?q=-tables%40&sort=email&order=desc', undefined, {
      keepStorage: true,
    });
    await screen.findByRole('table', { name: 'All Sellers' }, { timeout: 15_000 });
    expect(view.router.state.location.pathname).toBe('/dashboard/all-sellers');
    await waitFor(() => expect(emailsShown()).toEqual([second, first]));
    expect(emailSort()).toBe('descending');
    expect(screen.getByRole('searchbox', { name: 'Search sellers by name or email' })).toHaveProperty(
      'value',
      '-tables@',
    );

    await search('nobody-is-called-this');
    expect(await screen.findByText('No sellers match “nobody-is-called-this”')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'All Sellers' })).toBeNull();
  });
});
