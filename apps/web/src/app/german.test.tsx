// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../server/test/test-app';
import { cleanup, pageLanguage, renderApp, startApiServer } from '../../test/app-under-test';

/** Decision 070: the shell (navbar, home page, not-found screen, blog) in German. */
describe('the shell in German', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  it('draws the home page and the navbar in German', async () => {
    renderApp('/', undefined, { language: await pageLanguage('de') });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Gute Bilder beginnen mit gebrauchter Ausrüstung', level: 1 },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    // The desktop row (the phone's menu, the first, shows its links once opened).
    const nav = screen.getAllByRole('navigation', { name: 'Hauptmenü' }).at(-1) as HTMLElement;
    expect(within(nav).getByRole('link', { name: 'Kameras' }).getAttribute('href')).toBe('/products');
    expect(within(nav).getByRole('button', { name: 'Marke' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Registrieren/Anmelden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'JETZT STÖBERN' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Neueste Kameras' })).toBeTruthy();
    expect(screen.getAllByRole('combobox', { name: 'Kameras suchen' }).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toBe('Refocus · Marktplatz für gebrauchte Kameras'));
  });

  it('says "page not found" in German, with a way home', async () => {
    renderApp('/no-such-page', undefined, { language: await pageLanguage('de') });
    expect(
      await screen.findByRole('heading', { name: 'Seite nicht gefunden' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('Seite nicht gefunden · Refocus'));
  });

  it('asks and answers the blog’s questions in German', async () => {
    renderApp('/blogs', undefined, { language: await pageLanguage('de') });
    await screen.findByRole('heading', { name: 'Fragen und Antworten', level: 1 }, { timeout: 10_000 });
    const cards = screen.getAllByRole('article');
    expect(within(cards[1] as HTMLElement).getByRole('heading').textContent).toBe(
      'Was ist prototypische Vererbung?',
    );
    expect(within(cards[1] as HTMLElement).getByText(/verborgene Verknüpfung/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Fertig' })).toHaveLength(4);
  });
});
