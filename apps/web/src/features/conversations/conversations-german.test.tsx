// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../../../server/test/fixtures';
import { signUp } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, pageLanguage, renderApp, startApiServer } from '../../../test/app-under-test';

/** Issue 47: the inbox and a thread in German; what people wrote stays as they wrote it. */
describe('conversations in German', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  it('shows the inbox and a thread, its composer and its report button in German', async () => {
    const seller = await signUp(server.app, { seller: true, name: 'Sol Seller' });
    const buyer = await signUp(server.app, { name: 'Bea Buyer' });
    const productId = (await insertProduct(server.app.database.db, seller.user.uid, { name: 'Nikon FM2' }))
      .id;
    const asked = await server.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: buyer.auth,
      payload: { productId, text: 'Funktioniert der Belichtungsmesser?' },
    });
    expect(asked.statusCode).toBe(200);
    const answered = await server.app.inject({
      method: 'POST',
      url: `/api/conversations/${asked.json<{ id: string }>().id}/messages`,
      headers: seller.auth,
      payload: { text: 'Ja, tadellos.' },
    });
    expect(answered.statusCode).toBe(200);

    const view = renderApp('/', undefined, { language: await pageLanguage('de', 'EUR') });
    await view.session.signIn({ email: buyer.user.email, password: 'correct horse battery' });
    await screen.findByRole('button', { name: 'Abmelden' }, { timeout: 15_000 });
    await view.router.navigate('/dashboard/messages');

    expect(await screen.findByRole('heading', { name: 'Nachrichten', level: 1 })).toBeTruthy();
    const inbox = await screen.findByRole('list', { name: 'Deine Unterhaltungen' });
    const item = within(inbox).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(item).getByText('Nikon FM2 · Frage')).toBeTruthy();
    expect(within(item).getByText('1 neu')).toBeTruthy();
    await userEvent.click(within(item).getByRole('link', { name: /^Sol Seller\s?, 1 ungelesen$/ }));

    const messages = await screen.findByRole('list', { name: 'Nachrichten' });
    expect(within(messages).getByText('Ja, tadellos.')).toBeTruthy();
    expect(within(messages).getAllByText('Du').length).toBeGreaterThan(0);
    expect(within(messages).getByRole('button', { name: 'Nachricht von Sol Seller melden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Alle Nachrichten' })).toBeTruthy();
    expect(screen.getByLabelText('Deine Nachricht')).toBeTruthy();
    expect(screen.getByText(/^Enter sendet, Umschalt\+Enter fügt eine Zeile ein · 0\/\d+$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Senden' })).toBeTruthy();
    expect(screen.getByText('Foto anhängen')).toBeTruthy();
  }, 60_000);
});
