// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import {
  cleanup,
  pageLanguage,
  renderApp,
  renderSignedIn,
  startApiServer,
} from '../../../test/app-under-test';

/** Issue 42, item 8: the footer's items go somewhere in the shop; no dead placeholders. */
describe('footer', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  it('is links to pages of the shop, every one a route the app knows', async () => {
    const { router } = renderApp('/blogs');
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 10_000 });
    expect(footer.textContent).not.toMatch(/Branding|Design|Marketing|Advertisement|Jobs|Press kit|Cookie/);
    // Every item of every list is a link, and no link falls through to the not-found screen.
    const items = within(footer).getAllByRole('listitem');
    for (const item of items) expect(within(item).getByRole('link')).toBeTruthy();
    for (const link of within(footer).getAllByRole('link')) {
      const { pathname } = new URL(link.getAttribute('href') ?? '', 'http://app');
      const matched = matchRoutes(router.routes, pathname) ?? [];
      expect(matched.length, pathname).toBeGreaterThan(0);
      expect(matched.at(-1)?.route.path, pathname).not.toBe('*');
    }
    for (const name of ['Terms of use', 'Privacy policy', 'Contact', 'All cameras']) {
      expect(within(footer).getByRole('link', { name })).toBeTruthy();
    }
  });

  it('is drawn in the page language, and its menu switches language at once and remembers it', async () => {
    renderApp('/blogs', undefined, { language: await pageLanguage('de') });
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 10_000 });
    expect(within(footer).getByRole('link', { name: 'Nutzungsbedingungen' })).toBeTruthy();
    await userEvent.selectOptions(within(footer).getByRole('combobox', { name: 'Sprache' }), 'es');
    await waitFor(() =>
      expect(within(footer).getByRole('link', { name: 'Condiciones de uso' })).toBeTruthy(),
    );
    expect(document.cookie).toContain('lang=es');
    expect(document.documentElement.lang).toBe('es');
    document.documentElement.lang = 'en';
    // biome-ignore lint/suspicious/noDocumentCookie: the page outlives the test; its language cookie must not.
    document.cookie = 'lang=; Max-Age=0; Path=/';
  });

  it('also saves a signed-in person’s choice as their account’s language, for their e-mails', async () => {
    const person = await signUp(server.app, { name: 'Clara Schumann' });
    await renderSignedIn('/blogs', person.user.email);
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 10_000 });
    await userEvent.selectOptions(within(footer).getByRole('combobox', { name: 'Language' }), 'de');
    await waitFor(() => expect(within(footer).getByRole('combobox', { name: 'Sprache' })).toBeTruthy());
    await waitFor(async () => {
      const chosen = await server.app.database.db
        .selectFrom('users')
        .select('locale')
        .where('id', '=', person.user.uid)
        .executeTakeFirstOrThrow();
      expect(chosen.locale).toBe('de');
    });
    document.documentElement.lang = 'en';
    // biome-ignore lint/suspicious/noDocumentCookie: the page outlives the test; its language cookie must not.
    document.cookie = 'lang=; Max-Age=0; Path=/';
  });
});
