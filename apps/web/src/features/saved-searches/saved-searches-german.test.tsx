// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, pageLanguage, renderApp, startApiServer } from '../../../test/app-under-test';

/** Decision 070: saving a search and its alerts, in German with prices in euros. */
describe('saved searches in German', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  /** Intl puts a no-break space between amount and euro sign. */
  const text = (element: Element | null | undefined) => element?.textContent?.replaceAll('\u00a0', ' ');

  it('saves a search from the catalogue and lists it, described in German', async () => {
    const person = await signUp(server.app, { name: 'Greta Gerber' });
    const view = renderApp('/', undefined, { language: await pageLanguage('de', 'EUR') });
    await view.session.signIn({ email: person.user.email, password: 'correct horse battery' });
    // The bell shows once the page has the signed-in person.
    await screen.findByRole('link', { name: 'Benachrichtigungen' }, { timeout: 15_000 });

    await view.router.navigate('/products?q=leica&minPrice=500&maxPrice=900');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Suche speichern' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Suche speichern' });
    expect(text(dialog)).toContain('Du suchst nach „leica“ · 500 €–900 €.');
    const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
    expect(name.value.replaceAll('\u00a0', ' ')).toBe('leica · 500 €–900 €');
    await user.click(within(dialog).getByLabelText('Einmal am Tag, als Zusammenfassung'));
    await user.click(within(dialog).getByRole('button', { name: 'Suche speichern' }));
    expect(
      await screen.findByText('Suche gespeichert: Wir schicken dir passende neue Anzeigen per E-Mail.'),
    ).toBeTruthy();

    await view.router.navigate('/dashboard/saved-searches');
    expect(await screen.findByRole('heading', { name: 'Gespeicherte Suchen', level: 1 })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Gespeicherte Suchen · Refocus'));
    const list = await screen.findByRole('list', { name: 'Deine gespeicherten Suchen' });
    const item = within(list).getByRole('listitem');
    expect(text(within(item).getByRole('link'))).toBe('„leica“ · 500 €–900 €');
    const frequency = within(item).getByLabelText(/^Wie oft du E-Mails zu .* bekommst$/) as HTMLSelectElement;
    expect(frequency.selectedOptions[0]?.textContent).toBe('Täglich gesammelt');
    expect(within(item).getByRole('button', { name: 'Pausieren' })).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Umbenennen' })).toBeTruthy();

    await user.click(within(item).getByRole('button', { name: 'Pausieren' }));
    expect(await within(item).findByText('Pausiert')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Fortsetzen' })).toBeTruthy();
    // Sign-in, the catalogue, the dialog and the list: more than the default 20 s on a busy machine.
  }, 40_000);
});
