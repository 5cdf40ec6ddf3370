// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, pageLanguage, renderApp, startApiServer } from '../../../test/app-under-test';

/** Decision 070: a seller's page in German, its dates and counts as German writes them. */
describe('a seller’s page in German', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  it('says since when, how many cameras are on sale, and that there are no reviews yet', async () => {
    const seller = await signUp(server.app, { seller: true, name: 'Sven Seller' });
    renderApp(`/sellers/${seller.user.uid}`, undefined, { language: await pageLanguage('de', 'EUR') });
    expect(
      await screen.findByRole('heading', { name: 'Sven Seller', level: 1 }, { timeout: 15_000 }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Sven Seller auf Refocus · Refocus'));
    const month = new Intl.DateTimeFormat('de', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(),
    );
    const facts = screen.getByText(/^Mitglied seit/);
    expect(facts.textContent).toBe(`Mitglied seit ${month} · 0 Kameras im Angebot`);
    expect(screen.getByRole('checkbox', { name: 'Verkaufte einblenden' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Gerade nichts im Angebot' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Bewertungen' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Noch keine Bewertungen' })).toBeTruthy();
    // The seller screen's first load is slow on a busy machine.
  }, 40_000);
});
