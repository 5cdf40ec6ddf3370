// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { logIn, signUp, uniqueEmail } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import {
  cleanup,
  pageLanguage,
  renderApp,
  renderSignedIn,
  startApiServer,
} from '../../../test/app-under-test';

/** Issue 46 item 4: Dashboard → Backups — back up now with its progress, download, delete, restore. */
describe('the Backups page', () => {
  let server: TestApp;
  const admin = { email: uniqueEmail('admin'), password: 'admin password' };
  const user = userEvent.setup({ delay: null });

  beforeAll(async () => {
    server = await startApiServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
  const status = () => within(screen.getByRole('region', { name: 'Back up now' })).getByRole('status');

  it('backs up now, shows how it goes, then lists the archive with its date and size', async () => {
    await renderSignedIn('/dashboard/backups', admin.email, admin.password);
    expect(await screen.findByRole('heading', { name: 'Backups', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No backups yet' })).toBeTruthy();
    await waitFor(() => expect(status().textContent).toBe('No backup has run yet.'));

    await user.click(screen.getByRole('button', { name: 'Back up now' }));
    await waitFor(() => expect(status().textContent).toBe('Backup queued…'));
    expect(screen.getByRole('button', { name: 'Back up now' })).toHaveProperty('disabled', true);

    // The server's job worker takes it (a test runs jobs by hand); the page asks each second.
    await server.app.jobWorker.runDue();
    await waitFor(() => expect(status().textContent).toMatch(/^Backup done: refocus-/));
    const list = await screen.findByRole('list', { name: 'Backups, newest first' });
    const [item] = within(list).getAllByRole('listitem');
    const name = status().textContent!.replace('Backup done: ', '');
    expect(item!.textContent).toContain(name);
    expect(item!.textContent).toMatch(/\d{4}, \d{1,2}:\d{2}\s?[AP]M · \d+\.\d (KB|MB)/);
    expect(screen.getByRole('button', { name: 'Back up now' })).toHaveProperty('disabled', false);
  });

  it('downloads an archive under its name, and deletes one after asking', async () => {
    await renderSignedIn('/dashboard/backups', admin.email, admin.password);
    const list = await screen.findByRole('list', { name: 'Backups, newest first' });
    const name = within(list).getAllByRole('listitem')[0]!.querySelector('p')!.textContent!;

    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe(name);
    });
    await user.click(screen.getByRole('button', { name: `Download ${name}` }));
    await waitFor(() => expect(saved).toHaveBeenCalledOnce());

    await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this backup?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'No backups yet' })).toBeTruthy();
    const session = await logIn(server.app, admin.email, admin.password);
    const audit = await server.app.inject({ url: '/api/admin/audit-log', headers: session.auth });
    expect(audit.json().map((entry: { action: string }) => entry.action)).toEqual([
      'delete-backup',
      'download-backup',
      'start-backup',
    ]);
  });

  it('restores the shop from a backup after asking, follows it through maintenance, and says when the shop is back', async () => {
    await renderSignedIn('/dashboard/backups', admin.email, admin.password);
    await user.click(await screen.findByRole('button', { name: 'Back up now' }));
    await waitFor(() => expect(status().textContent).toBe('Backup queued…'));
    await server.app.jobWorker.runDue();
    await waitFor(() => expect(status().textContent).toMatch(/^Backup done: refocus-/));
    const name = status().textContent!.replace('Backup done: ', '');
    // Someone who signs up after the backup is not in the shop it restores.
    const late = { email: uniqueEmail('late'), password: 'a late password' };
    await signUp(server.app, late);

    await user.click(await screen.findByRole('button', { name: `Restore ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore the shop from this backup?' });
    expect(dialog.textContent).toContain('Visitors see a maintenance page');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    const restoreStatus = screen.getByRole('status', { name: 'Restore' });
    await waitFor(() => expect(restoreStatus.textContent).toBe(`Restored the shop from ${name}.`), {
      timeout: 15_000,
    });
    expect(screen.getByRole('button', { name: 'Back up now' })).toHaveProperty('disabled', false);

    await expect(logIn(server.app, late.email, late.password)).rejects.toThrow(/sign-in failed/);
    const session = await logIn(server.app, admin.email, admin.password);
    const audit = await server.app.inject({ url: '/api/admin/audit-log', headers: session.auth });
    expect(audit.json().map((entry: { action: string }) => entry.action)[0]).toBe('restore-backup');
  });

  it('lists the archives in German, with German dates and sizes, and asks in German before a restore', async () => {
    const view = renderApp('/', undefined, { language: await pageLanguage('de') });
    await view.session.signIn(admin);
    await screen.findByRole('button', { name: 'Abmelden' }, { timeout: 15_000 });
    await view.router.navigate('/dashboard/backups');
    const germanStatus = () =>
      within(screen.getByRole('region', { name: 'Jetzt sichern' })).getByRole('status');
    expect(await screen.findByRole('heading', { name: 'Sicherungen', level: 1 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Jetzt sichern' }));
    await waitFor(() => expect(germanStatus().textContent).toBe('Sicherung wartet …'));
    await server.app.jobWorker.runDue();
    await waitFor(() => expect(germanStatus().textContent).toMatch(/^Sicherung fertig: refocus-/));
    const list = await screen.findByRole('list', { name: 'Sicherungen, neueste zuerst' });
    const [item] = within(list).getAllByRole('listitem');
    const name = item!.querySelector('p')!.textContent!;
    // `07.12.2026, 21:05 · 12,3 KB`: the day first, a 24-hour clock, a decimal comma.
    expect(item!.textContent).toMatch(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} · \d+,\d (KB|MB)/);

    await user.click(screen.getByRole('button', { name: `Wiederherstellen: ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Shop aus dieser Sicherung wiederherstellen?' });
    expect(dialog.textContent).toContain('Besucher sehen für die paar Minuten eine Wartungsseite');
    await user.click(within(dialog).getByRole('button', { name: 'Zurück' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
