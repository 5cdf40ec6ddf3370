// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, pageLanguage, renderApp, startApiServer } from '../../../test/app-under-test';

/** Decision 070: the notifications and their e-mail settings, in German. */
describe('notifications in German', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  async function signedInGerman(url: string) {
    const person = await signUp(server.app, { name: 'Bea Braun' });
    const view = renderApp('/', undefined, { language: await pageLanguage('de') });
    await view.session.signIn({ email: person.user.email, password: 'correct horse battery' });
    // The bell shows once the page has the signed-in person.
    await screen.findByRole('link', { name: 'Benachrichtigungen' }, { timeout: 15_000 });
    await view.router.navigate(url);
    return view;
  }

  it('names each kind of e-mail in German, a buyer’s kinds only, and saves a change', async () => {
    await signedInGerman('/dashboard/settings');
    const section = await screen.findByRole(
      'region',
      { name: 'E-Mail-Benachrichtigungen' },
      { timeout: 10_000 },
    );
    expect(
      within(section).getByText(
        'Alles erscheint unter der Glocke; wähle, was du zusätzlich per E-Mail bekommst.',
      ),
    ).toBeTruthy();
    const box = await within(section).findByRole('checkbox', {
      name: 'Ein Verkäufer nimmt meine Reservierung an',
    });
    expect(within(section).getByRole('checkbox', { name: 'Eine neue Nachricht' })).toBeTruthy();
    // A seller's kind is not a buyer's.
    expect(
      within(section).queryByRole('checkbox', { name: 'Jemand reserviert eine meiner Kameras' }),
    ).toBeNull();

    const wasChecked = (box as HTMLInputElement).checked;
    await userEvent.setup().click(box);
    expect(await screen.findByText('E-Mail-Einstellungen gespeichert.')).toBeTruthy();
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(!wasChecked));
    // Sign-in and Account Settings (a large screen): more than the default 20 s on a busy machine.
  }, 40_000);

  it('shows the empty list in German', async () => {
    await signedInGerman('/dashboard/notifications');
    expect(
      await screen.findByRole('heading', { name: 'Benachrichtigungen', level: 1 }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(await screen.findByText('Noch nichts da')).toBeTruthy();
    // The empty state's own link (the drawer has one too).
    const empty = screen.getByText('Noch nichts da').parentElement as HTMLElement;
    expect(within(empty).getByRole('link', { name: 'Kontoeinstellungen' }).getAttribute('href')).toBe(
      '/dashboard/settings',
    );
    expect(screen.getByRole('button', { name: 'Alle als gelesen markieren' })).toBeTruthy();
  });
});
