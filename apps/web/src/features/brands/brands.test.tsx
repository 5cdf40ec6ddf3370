// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logIn, uniqueEmail } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import {
  cleanup,
  pageLanguage,
  renderApp,
  renderSignedIn,
  startApiServer,
} from '../../../test/app-under-test';

interface BrandJson {
  id: number;
  name: string;
  slug: string;
  hidden?: boolean;
}

/** Issue 44, item 1: Dashboard → Brands — add, rename, hide or show, and order the Brand menu. */
describe('the Brands page', () => {
  let server: TestApp;
  const admin = { email: uniqueEmail('admin'), password: 'admin password' };
  const user = userEvent.setup({ delay: null });

  beforeAll(async () => {
    server = await startApiServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  const menuBrands = async () =>
    ((await server.app.inject({ url: '/api/brands' })).json() as BrandJson[]).map((brand) => brand.name);
  const adminBrands = async () => {
    const session = await logIn(server.app, admin.email, admin.password);
    return (
      await server.app.inject({ url: '/api/admin/brands', headers: session.auth })
    ).json() as BrandJson[];
  };
  const table = () => screen.getByRole('table', { name: 'Brands, in menu order' });
  const row = (name: string) => within(table()).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
  /** The Brand menu of the navbar (large screens), opened. */
  async function openBrandMenu() {
    const nav = screen
      .getAllByRole('navigation', { name: 'Main' })
      .find((candidate) => within(candidate).queryByRole('button', { name: 'Brand' })) as HTMLElement;
    const button = within(nav).getByRole('button', { name: 'Brand' });
    if (button.getAttribute('aria-expanded') !== 'true') await user.click(button);
    return nav;
  }

  it('lists every brand with its slug and listings, and adds one that the Brand menu then shows', async () => {
    await renderSignedIn('/dashboard/brands', admin.email, admin.password);
    expect(await screen.findByRole('heading', { name: 'Brands', level: 1 })).toBeTruthy();
    await within(await screen.findByRole('table', { name: 'Brands, in menu order' })).findByRole(
      'rowheader',
      {
        name: 'Fujifilm',
      },
    );
    expect(within(row('Canon')).getByRole('cell', { name: 'canon' })).toBeTruthy();
    expect(row('Canon').textContent).toContain('Shown');
    expect(
      within(table())
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual((await adminBrands()).map((brand) => brand.name));
    expect(await menuBrands()).not.toContain('Zorki');

    await user.type(screen.getByLabelText('Brand name'), 'Zorki');
    expect(screen.getByText('Left empty, it follows from the name: zorki')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add brand' }));
    await within(table()).findByRole('rowheader', { name: 'Zorki' });
    expect(within(row('Zorki')).getByRole('cell', { name: 'zorki' })).toBeTruthy();
    expect(screen.getByLabelText('Brand name')).toHaveProperty('value', '');
    // Last in the menu, for everyone: the API's list and the navbar's menu on this very page.
    expect((await menuBrands()).at(-1)).toBe('Zorki');
    const nav = await openBrandMenu();
    const zorki = await within(nav).findByRole('link', { name: 'Zorki' });
    const id = (await adminBrands()).find((brand) => brand.name === 'Zorki')?.id;
    expect(zorki.getAttribute('href')).toBe(`/category/${id}`);
  });

  it("shows the server's refusal under the field: a slug another brand has (409)", async () => {
    await renderSignedIn('/dashboard/brands', admin.email, admin.password);
    await within(await screen.findByRole('table', { name: 'Brands, in menu order' })).findByRole(
      'rowheader',
      {
        name: 'Canon',
      },
    );
    await user.type(screen.getByLabelText('Brand name'), 'Canon Japan');
    await user.type(screen.getByLabelText('Slug (optional)'), 'canon');
    await user.click(screen.getByRole('button', { name: 'Add brand' }));
    const slug = screen.getByLabelText('Slug (optional)');
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    // Said under the field, tied to it for screen readers.
    const message = document.getElementById(slug.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(message?.textContent).toBe('A brand already has the slug canon');
    expect(await menuBrands()).not.toContain('Canon Japan');

    // And what the contract refuses is said before asking the server.
    await user.clear(slug);
    await user.type(slug, 'Not A Slug');
    await user.click(screen.getByRole('button', { name: 'Add brand' }));
    expect(
      await screen.findByText('slug must be lower-case letters and digits joined by hyphens'),
    ).toBeTruthy();
  });

  it('hides a brand from the menu and GET /api/brands, keeps it in the table, and shows it again', async () => {
    await renderSignedIn('/dashboard/brands', admin.email, admin.password);
    await within(await screen.findByRole('table', { name: 'Brands, in menu order' })).findByRole(
      'rowheader',
      {
        name: 'Leica',
      },
    );
    expect(await menuBrands()).toContain('Leica');
    await within(await openBrandMenu()).findByRole('link', { name: 'Leica' });

    // (A click on the page closes the Brand menu: it is opened again to look.)
    await user.click(within(row('Leica')).getByRole('button', { name: 'Hide Leica' }));
    await waitFor(() => expect(row('Leica').textContent).toContain('Hidden'));
    expect(await menuBrands()).not.toContain('Leica');
    expect((await adminBrands()).find((brand) => brand.name === 'Leica')?.hidden).toBe(true);
    const hidden = await openBrandMenu();
    await within(hidden).findByRole('link', { name: 'Fujifilm' });
    await waitFor(() => expect(within(hidden).queryByRole('link', { name: 'Leica' })).toBeNull());

    await user.click(within(row('Leica')).getByRole('button', { name: 'Show Leica' }));
    await waitFor(() => expect(row('Leica').textContent).toContain('Shown'));
    expect(await menuBrands()).toContain('Leica');
    await within(await openBrandMenu()).findByRole('link', { name: 'Leica' });
  });

  it('renames a brand in a dialog, and moves it up and down the menu', async () => {
    await renderSignedIn('/dashboard/brands', admin.email, admin.password);
    await within(await screen.findByRole('table', { name: 'Brands, in menu order' })).findByRole(
      'rowheader',
      {
        name: 'Sony',
      },
    );
    await user.click(within(row('Sony')).getByRole('button', { name: 'Edit Sony' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Sony' });
    const name = within(dialog).getByLabelText('Brand name');
    await user.clear(name);
    await user.type(name, 'Sony Alpha');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(table()).findByRole('rowheader', { name: 'Sony Alpha' });
    const menu = await menuBrands();
    expect(menu.slice(0, 3)).toEqual(['Canon', 'Sony Alpha', 'Nikon']);

    await user.click(within(row('Sony Alpha')).getByRole('button', { name: 'Move Sony Alpha up' }));
    await waitFor(async () =>
      expect((await menuBrands()).slice(0, 3)).toEqual(['Sony Alpha', 'Canon', 'Nikon']),
    );
    await waitFor(() =>
      expect(
        within(table())
          .getAllByRole('rowheader')
          .slice(0, 2)
          .map((cell) => cell.textContent),
      ).toEqual(['Sony Alpha', 'Canon']),
    );
    expect(within(row('Sony Alpha')).getByRole('button', { name: 'Move Sony Alpha up' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(within(row('Sony Alpha')).getByRole('button', { name: 'Move Sony Alpha down' }));
    await waitFor(async () =>
      expect((await menuBrands()).slice(0, 3)).toEqual(['Canon', 'Sony Alpha', 'Nikon']),
    );
  });

  it('shows the brands in German, and hides one from the menu in German', async () => {
    const view = renderApp('/', undefined, { language: await pageLanguage('de') });
    await view.session.signIn(admin);
    await screen.findByRole('button', { name: 'Abmelden' }, { timeout: 15_000 });
    await view.router.navigate('/dashboard/brands');
    expect(await screen.findByRole('heading', { name: 'Marken', level: 1 })).toBeTruthy();
    const german = await screen.findByRole('table', { name: 'Marken in Menü-Reihenfolge' });
    const canon = (await within(german).findByRole('rowheader', { name: 'Canon' })).closest(
      'tr',
    ) as HTMLElement;
    expect(canon.textContent).toContain('Sichtbar');
    expect(within(canon).getByRole('button', { name: 'Bearbeiten Canon' })).toBeTruthy();
    expect(within(canon).getByRole('button', { name: 'Canon nach unten verschieben' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Marke hinzufügen' })).toBeTruthy();
    expect(screen.getByLabelText('Markenname')).toBeTruthy();

    await user.click(within(canon).getByRole('button', { name: 'Ausblenden Canon' }));
    expect(await screen.findByText('Canon ist im Menü ausgeblendet.')).toBeTruthy();
    await waitFor(() => expect(canon.textContent).toContain('Ausgeblendet'));
    await user.click(within(canon).getByRole('button', { name: 'Einblenden Canon' }));
    await waitFor(() => expect(canon.textContent).toContain('Sichtbar'));
  });
});
