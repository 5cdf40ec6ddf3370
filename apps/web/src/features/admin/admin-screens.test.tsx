// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { smallPng } from '../../../../server/test/image-corpus';
import { multipartBody } from '../../../../server/test/multipart';
import { logIn, signUp, type TestSession, uniqueEmail } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderApp, startApiServer } from '../../../test/app-under-test';
import { inEnglish } from '../../../test/in-english';
import { labelsNotStartingWithText } from '../../../test/label-in-name';
import { CaseContext } from './components/case-context';

/**
 * Issue 42 item 13: the admin's screens speak to an admin's job. The audit log names and links
 * the people and listings it is about and filters by admin, action and days; Delete is a
 * labelled button apart from Disable; a hidden listing's
 * case says it is hidden from the shop.
 */
describe('admin screens', () => {
  let server: TestApp;
  let admin: TestSession;
  let seller: TestSession;
  const adminAccount = { email: uniqueEmail('admin'), password: 'admin password' };
  const user = userEvent.setup({ delay: null });
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startApiServer({ ADMIN_EMAIL: adminAccount.email, ADMIN_PASSWORD: adminAccount.password });
    admin = await logIn(server.app, adminAccount.email, adminAccount.password);
    seller = await signUp(server.app, { seller: true, name: 'Tom Okafor' });
    const reporter = await signUp(server.app, { name: 'Oli Other' });
    const leaving = await signUp(server.app, { name: 'Bea Buyer' });
    const as = (session: TestSession) => session.auth;
    const list = async (name: string, width: number) => {
      const photo = multipartBody({
        filename: 'c.png',
        contentType: 'image/png',
        bytes: await smallPng(width, 480),
      });
      const uploaded = await server.app.inject({
        method: 'POST',
        url: '/api/images',
        payload: photo.payload,
        headers: { ...photo.headers, ...as(seller) },
      });
      const created = await server.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: as(seller),
        payload: {
          name,
          imgURL: uploaded.json().data.url,
          categoryId: 3,
          location: 'Chicago',
          resalePrice: 300,
          originalPrice: 600,
          yearOfUse: 10,
          grade: 'good',
          sellerName: 'Tom Okafor',
          sellerNumber: '+1 312 555 0178',
          yearOfPurchase: 2015,
          description: 'A camera.',
        },
      });
      return created.json()._id as string;
    };
    /** Reports the listing, then decides its case as the admin. */
    const decide = async (productId: string, action: 'hide-listing' | 'dismiss') => {
      await server.app.inject({
        method: 'POST',
        url: '/api/reports',
        headers: as(reporter),
        payload: { kind: 'listing', targetId: productId, reason: 'spam' },
      });
      const queue = await server.app.inject({ url: '/api/admin/reports?kind=listing', headers: as(admin) });
      const found = (queue.json() as { id: string; targetId: string }[]).find(
        (c) => c.targetId === productId,
      );
      await server.app.inject({
        method: 'POST',
        url: `/api/admin/reports/${found?.id}/actions`,
        headers: as(admin),
        payload: { action },
      });
    };
    ids.shown = await list('Canon AE-1', 640);
    ids.hidden = await list('Nikon FM2', 800);
    await decide(ids.shown, 'dismiss');
    await decide(ids.hidden, 'hide-listing');
    const state = (disabled: boolean) =>
      server.app.inject({
        method: 'PATCH',
        url: `/api/user/all-sellers/${encodeURIComponent(seller.user.email)}`,
        headers: as(admin),
        payload: { disabled },
      });
    await state(true);
    await state(false);
    await server.app.inject({
      method: 'DELETE',
      url: `/api/user/all-buyers/${encodeURIComponent(leaving.user.email)}`,
      headers: as(admin),
    });
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  /** Signed in on the home page first: a guarded page rendered before that would send to /login. */
  async function openAsAdmin(url: string) {
    const view = renderApp('/');
    await view.session.signIn(adminAccount);
    await screen.findByRole('button', { name: 'Logout' }, { timeout: 15_000 });
    await view.router.navigate(url);
    return view;
  }

  const logRows = () =>
    within(screen.getByRole('table', { name: 'Admin actions, newest first' }))
      .getAllByRole('row')
      .slice(1);

  it('names and links the person or listing of each audit entry', async () => {
    await openAsAdmin('/dashboard/audit-log');
    await screen.findByRole('table', { name: 'Admin actions, newest first' }, { timeout: 15_000 });
    const row = (action: string) => {
      const found = logRows().find((r) => within(r).queryByText(action, { exact: true }));
      if (!found) throw new Error(`no row for ${action}`);
      return found;
    };
    expect(
      within(row('Disabled the account')).getByRole('link', { name: 'Tom Okafor' }).getAttribute('href'),
    ).toBe(`/dashboard/all-sellers?q=${encodeURIComponent(seller.user.email)}`);
    expect(row('Deleted the account').textContent).toContain('Deleted user (account deleted)');
    // A listing in the shop links to its page; a hidden one is named, unlinked, and says so.
    expect(within(row('Dismissed')).getByRole('link', { name: 'Canon AE-1' }).getAttribute('href')).toBe(
      `/products/${ids.shown}`,
    );
    const hidden = logRows().find((r) => r.textContent?.includes('Hid the listing from the shop'));
    expect(hidden?.textContent).toContain('Nikon FM2 (not in the shop)');
    expect(within(hidden as HTMLElement).queryByRole('link', { name: 'Nikon FM2' })).toBeNull();
    // Item 15 too: every control is announced starting with what it shows.
    expect(labelsNotStartingWithText()).toEqual([]);
  });

  it('filters the audit log by action, admin and days, kept in the URL', async () => {
    const view = await openAsAdmin('/dashboard/audit-log');
    await screen.findByRole('table', { name: 'Admin actions, newest first' }, { timeout: 15_000 });
    expect(logRows()).toHaveLength(5);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'disable-user');
    await waitFor(() => expect(view.router.state.location.search).toContain('action=disable-user'));
    await waitFor(() => expect(logRows()).toHaveLength(1));
    const admins = screen.getByRole('combobox', { name: 'Admin' });
    await waitFor(() => expect(within(admins).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(admins, admin.user.uid);
    await waitFor(() => expect(view.router.state.location.search).toContain(`adminId=${admin.user.uid}`));
    await waitFor(() => expect(logRows()).toHaveLength(1));

    // Nothing after tomorrow: the filters say why the log is empty.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await user.type(screen.getByLabelText('From'), tomorrow);
    expect(await screen.findByText('No admin actions match these filters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(logRows()).toHaveLength(5));
    expect(view.router.state.location.search).toBe('');
  });

  it('greets an admin with their job, and asks before Delete, which stands apart from Disable', async () => {
    await openAsAdmin('/dashboard');
    expect(await screen.findByText(/You look after the shop/, {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText(/manage your orders and listings/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Review reports' }).getAttribute('href')).toBe(
      '/dashboard/reports',
    );

    cleanup();
    await openAsAdmin('/dashboard/all-sellers');
    const table = await screen.findByRole('table', { name: 'All Sellers' }, { timeout: 15_000 });
    const remove = within(table).getByRole('button', { name: 'Delete Tom Okafor' });
    expect(remove.textContent).toBe('Delete');
    expect(within(table).getByRole('button', { name: 'Disable Tom Okafor' })).not.toBe(remove);
    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Delete Tom Okafor?' });
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(labelsNotStartingWithText()).toEqual([]);
  });

  it('says a hidden listing of a report case is hidden from the shop, not available', () => {
    const listing = {
      id: 'p1',
      name: 'Nikon FM2',
      imgURL: '/fm2.webp',
      description: 'Film body.',
      price: 300,
      status: 'available',
      hidden: true,
      sellerId: 'u1',
      sellerName: 'Tom Okafor',
    };
    const view = render(
      <MemoryRouter>
        <CaseContext context={{ kind: 'listing', listing }} />
      </MemoryRouter>,
      inEnglish,
    );
    expect(view.container.textContent).toContain('$300 · hidden from the shop · by Tom Okafor');
    expect(view.container.textContent).not.toMatch(/available|marketplace/);
  });
});
