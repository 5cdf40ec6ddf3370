// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, pageLanguage, renderApp, startApiServer } from '../../../test/app-under-test';
import { labelsNotStartingWithText } from '../../../test/label-in-name';

/** Decision 070 and issue 47: the admin's screens in German, and the shop's default language. */
describe('the admin screens in German', () => {
  let server: TestApp;
  const admin = { email: uniqueEmail('admin'), password: 'admin password' };
  const user = userEvent.setup({ delay: null });

  beforeAll(async () => {
    server = await startApiServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    await signUp(server.app, { seller: true, name: 'Tom Okafor' });
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  it('lists All Sellers in German, and asks in German before deleting one', async () => {
    const view = renderApp('/', undefined, { language: await pageLanguage('de') });
    await view.session.signIn(admin);
    await screen.findByRole('button', { name: 'Abmelden' }, { timeout: 15_000 });
    await view.router.navigate('/dashboard/all-sellers');

    const table = await screen.findByRole('table', { name: 'Alle Verkäufer' }, { timeout: 15_000 });
    expect(screen.getByRole('heading', { name: 'Alle Verkäufer', level: 1 })).toBeTruthy();
    for (const column of ['Name', 'E-Mail', 'Rolle', 'Dabei seit', 'Anzeigen', 'Reservierungen', 'Status']) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(`^${column}`) })).toBeTruthy();
    }
    const row = within(table).getByRole('rowheader', { name: 'Tom Okafor' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Verkäufer', { exact: true })).toBeTruthy();
    expect(within(row).getByText('Aktiv', { exact: true })).toBeTruthy();
    // A German date: day, month, year.
    expect(row.querySelector('time')?.textContent).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(screen.getByRole('searchbox', { name: 'Verkäufer nach Name oder E-Mail suchen' })).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Löschen: Tom Okafor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tom Okafor löschen?' });
    expect(dialog.textContent).toContain('wird abgemeldet und kann sich nicht mehr anmelden');
    expect(labelsNotStartingWithText()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Zurück' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
