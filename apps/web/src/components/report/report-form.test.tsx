// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../../../server/test/fixtures';
import { signUp, type TestSession } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderApp, startApiServer } from '../../../test/app-under-test';

/** The Report dialog on a listing's page (issue 15 item 4) against a real server. */
describe('report dialog', () => {
  let server: TestApp;
  let seller: TestSession;
  let productId: string;
  beforeAll(async () => {
    server = await startApiServer();
    seller = await signUp(server.app, { seller: true });
    productId = (await insertProduct(server.app.database.db, seller.user.uid, { name: 'Minolta X-700' })).id;
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  const reportCount = async () =>
    Number(
      (
        await server.app.database.db
          .selectFrom('reports')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function openAs(email: string) {
    const view = renderApp(`/products/${productId}`);
    await view.session.signIn({ email, password: 'correct horse battery' });
    await screen.findByRole('heading', { name: 'Minolta X-700', level: 1 }, { timeout: 10_000 });
    return view;
  }

  it('asks for a reason, and for words with "Other", before sending; then the server refuses a second report', async () => {
    const buyer = await signUp(server.app, { name: 'Rae Reporter' });
    await openAs(buyer.user.email);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Report this listing' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Report this listing' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Choose a reason')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Say what is wrong when the reason is "other"')).toBeTruthy();
    expect(await reportCount()).toBe(0);

    await userEvent.type(within(dialog).getByLabelText(/What is wrong/), 'Listed twice under two names.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report this listing' })).toBeNull());
    expect(await reportCount()).toBe(1);

    // Again: the server's answer shows in the dialog, which stays open.
    await userEvent.click(screen.getByRole('button', { name: 'Report this listing' }));
    const again = await screen.findByRole('dialog', { name: 'Report this listing' });
    await userEvent.click(within(again).getByRole('radio', { name: 'Spam' }));
    await userEvent.click(within(again).getByRole('button', { name: 'Send report' }));
    expect(await within(again).findByText(/reported this already/)).toBeTruthy();
    expect(await reportCount()).toBe(1);
  });

  it('offers no Report on one’s own listing', async () => {
    await openAs(seller.user.email);
    await screen.findByText(/Description/, {}, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Report this listing' })).toBeNull();
  });
});
