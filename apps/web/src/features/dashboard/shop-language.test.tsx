// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, pageLanguage, renderApp, startApiServer } from '../../../test/app-under-test';

/** Issue 47: the shop's default language, which an admin sets on the overview of their dashboard. */
describe('the shop language setting', () => {
  let server: TestApp;
  const admin = { email: uniqueEmail('admin'), password: 'admin password' };
  const user = userEvent.setup({ delay: null });

  beforeAll(async () => {
    server = await startApiServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  it('lets an admin set the shop’s language to Deutsch, which GET /api/shop then answers', async () => {
    const view = renderApp('/', undefined, { language: await pageLanguage('de') });
    await view.session.signIn(admin);
    await screen.findByRole('button', { name: 'Abmelden' }, { timeout: 15_000 });
    await view.router.navigate('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Sprache des Shops' })).toBeTruthy();
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Standardsprache des Shops' });
    await waitFor(() => expect(select.value).toBe('en'));
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Deutsch', 'Español']);
    expect(screen.getByText(/^Die Sprache beim ersten Besuch/)).toBeTruthy();

    await user.selectOptions(select, 'Deutsch');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Sprache des Shops ist jetzt Deutsch.')).toBeTruthy();
    await waitFor(() => expect(select.value).toBe('de'));
    const shop = await server.app.inject({ url: '/api/shop' });
    expect(shop.json().language).toBe('de');
    expect(screen.getByRole('button', { name: 'Speichern' })).toHaveProperty('disabled', true);
  });
});
