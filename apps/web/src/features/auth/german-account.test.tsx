// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestSession } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import {
  cleanup,
  pageLanguage,
  renderApp,
  renderSignedIn,
  startApiServer,
} from '../../../test/app-under-test';

const PASSWORD = 'correct horse battery';

/** Issue 47: signing in and Account Settings in German, and the account's own language. */
describe('sign-in and Account Settings in German (issue 47)', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterEach(() => {
    cleanup();
    // A switch of language writes the page's `lang` and the cookie: the next test starts in English.
    document.documentElement.lang = 'en';
    // biome-ignore lint/suspicious/noDocumentCookie: resetting the cookie the page itself writes.
    document.cookie = 'lang=; Path=/; Max-Age=0';
  });
  afterAll(() => server.close());
  const user = () => userEvent.setup({ delay: null });

  const languageOf = async (session: TestSession) =>
    (await server.app.inject({ url: '/api/account/language', headers: session.auth })).json();

  it('shows the login screen in German', async () => {
    renderApp('/login', undefined, { language: await pageLanguage('de') });
    expect(await screen.findByRole('heading', { name: 'Anmelden', level: 1 })).toBeTruthy();
    expect(screen.getByLabelText('E-Mail')).toBeTruthy();
    expect(screen.getByLabelText('Passwort')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Registrieren' })).toBeTruthy();
  }, 30_000);

  it('saves Deutsch as the account’s language and switches the page to German at once', async () => {
    const person = await signUp(server.app);
    await renderSignedIn('/dashboard/settings', person.user.email);
    await screen.findByRole('heading', { name: 'Account Settings', level: 1 }, { timeout: 10_000 });
    const section = within(await screen.findByRole('region', { name: 'Language' }));
    const select = section.getByLabelText('Language for e-mails and notices') as HTMLSelectElement;
    // The saved choice has arrived: none yet, the shop's.
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(select.value).toBe('');

    await user().selectOptions(select, 'Deutsch');
    await user().click(section.getByRole('button', { name: 'Save language' }));

    expect(
      await screen.findByRole('heading', { name: 'Kontoeinstellungen', level: 1 }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Sprache' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Meine Daten herunterladen' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    expect(await languageOf(person)).toEqual({ language: 'de' });
  }, 30_000);

  it('switches the page to the account’s language after signing in', async () => {
    const person = await signUp(server.app);
    await server.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: person.auth,
      payload: { language: 'es' },
    });
    const { router } = renderApp('/login');
    await user().type(await screen.findByLabelText('Email'), person.user.email);
    await user().type(screen.getByLabelText('Password'), PASSWORD);
    await user().click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(document.documentElement.lang).toBe('es'), { timeout: 10_000 });
    await router.navigate('/dashboard/settings');
    expect(
      await screen.findByRole('heading', { name: 'Ajustes de la cuenta', level: 1 }, { timeout: 10_000 }),
    ).toBeTruthy();
  }, 30_000);
});
