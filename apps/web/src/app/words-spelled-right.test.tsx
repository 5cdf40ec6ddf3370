// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../../server/test/fixtures';
import { signUp, uniqueEmail } from '../../../server/test/sessions';
import type { TestApp } from '../../../server/test/test-app';
import { cleanup, renderApp, startApiServer } from '../../test/app-under-test';

const PASSWORD = 'correct horse battery';

/**
 * Issue 42, item 4: our screens say "Canon" and spell their toasts right, while the API keeps
 * what the older client reads (category id 1, `cannon` as a search word).
 */
describe('words spelled right (issue 42, item 4)', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterEach(cleanup);
  afterAll(() => server.close());
  const toasts = () => screen.queryAllByRole('status').map((status) => status.textContent ?? '');

  it('shows brand 1 as Canon in the footer, on its page and on its cards; the API answers as before', async () => {
    const seller = await signUp(server.app, { seller: true });
    await insertProduct(server.app.database.db, seller.user.uid, { name: 'EOS R6 body', category_id: 1 });
    const view = renderApp('/');
    await view.session.signIn({ email: seller.user.email, password: PASSWORD });
    await screen.findByRole('button', { name: 'Logout' }, { timeout: 15_000 });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getAllByRole('button', { name: 'Brand' })[0]!);
    expect((await screen.findByRole('link', { name: 'Canon' })).getAttribute('href')).toBe('/category/1');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Canon cameras' }).getAttribute('href')).toBe(
      '/products?category=1',
    );
    expect(document.body.textContent).not.toMatch(/Cannon/);

    await view.router.navigate('/category/1');
    expect(await screen.findByRole('heading', { name: 'Canon cameras', level: 1 })).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^Canon cameras/));
    expect(document.body.textContent).not.toMatch(/Cannon/);

    await view.router.navigate('/products');
    await waitFor(() => expect(document.title).toMatch(/^All Products/));
    const card = (await screen.findByRole('heading', { name: 'EOS R6 body' })).closest('li') as HTMLElement;
    expect(card.textContent).toContain('Canon');
    expect(document.body.textContent).not.toMatch(/Cannon/);

    // The older client's API: the same id, and "cannon" still finds the camera.
    const found = await server.app.inject({ url: '/api/products?q=cannon' });
    expect(found.json().map((p: { name: string; categoryId: number }) => [p.name, p.categoryId])).toEqual([
      ['EOS R6 body', 1],
    ]);
  }, 40_000);

  it('says "Account created", "Signed out" and "Signed in" in words spelled right', async () => {
    const user = userEvent.setup({ delay: null });
    const email = uniqueEmail('speller');
    renderApp('/register');
    await user.type(await screen.findByLabelText('Name'), 'Sam Speller');
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(toasts()).toContain('Account created'), { timeout: 15_000 });

    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(toasts()).toContain('Signed out'));
    cleanup();

    renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(toasts()).toContain('Signed in'));
    expect(toasts().join(' ')).not.toMatch(/Sucess|Sucesfully|Successfull|LogedIn|Logout/);
  }, 40_000);
});
