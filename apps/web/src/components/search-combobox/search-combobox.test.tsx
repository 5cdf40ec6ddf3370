// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertProduct } from '../../../../server/test/fixtures';
import { signUp } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, injectFetch, renderApp, startApiServer } from '../../../test/app-under-test';
import { setApiFetch } from '../../lib/api-client';

/**
 * The search fields as WAI-ARIA comboboxes (issue 43, item 4) against a real API: what the
 * server suggests, the keys of the APG pattern, where each pick leads, recent searches.
 */
describe('search suggestions', () => {
  let server: TestApp;
  /** The `q` of every suggestions request the app made. */
  let asked: string[] = [];
  beforeAll(async () => {
    server = await startApiServer();
    const inject = injectFetch(server.app);
    setApiFetch((url, init) => {
      const { pathname, searchParams } = new URL(url, 'http://app');
      if (pathname === '/api/search/suggestions') asked.push(searchParams.get('q') ?? '');
      return inject(url, init);
    });
    const seller = await signUp(server.app, { seller: true });
    for (const name of ['Canon EOS 5D Mark IV', 'Canon EOS 90D']) {
      await insertProduct(server.app.database.db, seller.user.uid, { name, category_id: 1 });
    }
  });
  beforeEach(() => {
    asked = [];
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  // The only field of that name on the pages used here (the home page's hero has one too).
  const navbarSearch = () =>
    screen.findByRole<HTMLInputElement>('combobox', { name: 'Search cameras' }, { timeout: 10_000 });
  /** `/blogs` once its screen shows: the navbar is drawn again when the lazy screen arrives. */
  const openBlogs = async (options?: { keepStorage: boolean }) => {
    const view = renderApp('/blogs', undefined, options);
    await screen.findByRole('heading', { name: 'Questions and answers', level: 1 }, { timeout: 10_000 });
    return view;
  };
  const optionNames = (listbox: HTMLElement) =>
    within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);

  it('asks from two letters on, and offers the brand, then the models, by group', async () => {
    const { queryClient } = await openBlogs();
    const search = await navbarSearch();
    const user = userEvent.setup({ delay: null });
    await user.type(search, 'c');
    // The field rests on one letter once the typing pause has passed: its (disabled) query
    // exists. One letter is never sent, checked below once the next request has come.
    await waitFor(() =>
      expect(queryClient.getQueryCache().find({ queryKey: ['search', 'suggestions', 'c'] })).toBeDefined(),
    );
    expect(search.getAttribute('aria-expanded')).toBe('false');

    await user.type(search, 'anon eos');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    // In the order the catalogue's search ranks them, which is not this test's business.
    await waitFor(() =>
      expect(optionNames(listbox).sort()).toEqual(['Canon EOS 5D Mark IV', 'Canon EOS 90D']),
    );
    expect(asked).toEqual(['canon eos']);
    expect(search.getAttribute('aria-expanded')).toBe('true');
    expect(search.getAttribute('aria-controls')).toBe(listbox.id);
    expect(within(listbox).getByRole('group', { name: 'Models' })).toBeTruthy();
    // Asked once the typing paused, not for each of the seven letters typed since.
    expect(asked.at(-1)).toBe('canon eos');
    expect(asked.length).toBeLessThan(4);

    await user.clear(search);
    await user.type(search, 'can');
    await waitFor(() => expect(optionNames(listbox)[0]).toBe('Canon'));
    expect(within(listbox).getByRole('group', { name: 'Brands' }).textContent).toContain('Canon');
  });

  it('moves through the options with the arrows, and Enter searches for the active model', async () => {
    const { router } = await openBlogs();
    const search = await navbarSearch();
    const user = userEvent.setup({ delay: null });
    await user.type(search, 'canon eos');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    await waitFor(() => expect(optionNames(listbox)).toHaveLength(2));
    expect(search.getAttribute('aria-activedescendant')).toBeNull();

    const [first, second] = within(listbox).getAllByRole('option') as [HTMLElement, HTMLElement];

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // Past the last option it starts again from the first.
    expect(search.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(second.getAttribute('aria-selected')).toBe('false');
    // And back from the first to the last.
    await user.keyboard('{ArrowUp}');
    expect(search.getAttribute('aria-activedescendant')).toBe(second.id);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe(second.textContent);
  });

  it('closes on the first Escape and clears the words on the second', async () => {
    await openBlogs();
    const search = await navbarSearch();
    const user = userEvent.setup({ delay: null });
    await user.type(search, 'canon');
    await screen.findByRole('listbox', { name: 'Suggestions' });
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(search.getAttribute('aria-expanded')).toBe('false');
    expect(search.getAttribute('aria-activedescendant')).toBeNull();
    expect(search.value).toBe('canon');
    await user.keyboard('{Escape}');
    expect(search.value).toBe('');
  });

  it('opens the catalogue of the brand when the brand is tapped, to visitors too', async () => {
    const view = renderApp('/blogs');
    const search = await navbarSearch();
    const user = userEvent.setup({ delay: null });
    await user.type(search, 'can');
    const brand = await screen.findByRole('option', { name: 'Canon' });
    await user.click(brand);
    await waitFor(() =>
      expect(`${view.router.state.location.pathname}${view.router.state.location.search}`).toBe(
        '/products?category=1',
      ),
    );
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('remembers the searches sent and offers those that go on with the typed letters', async () => {
    const { router } = await openBlogs();
    const user = userEvent.setup({ delay: null });
    for (const words of ['leica m6', 'nikon f3']) {
      const search = await navbarSearch();
      await user.clear(search);
      // Enter with no option active sends the typed words, as before.
      await user.type(search, `${words}{Enter}`);
      await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe(words));
      // The field is drawn anew for the new words (its key): type into that one next.
      await waitFor(() => expect(screen.getByRole('combobox', { name: 'Search cameras' })).not.toBe(search));
    }
    await router.navigate('/blogs');
    await screen.findByRole('heading', { name: 'Questions and answers', level: 1 });
    const search = await navbarSearch();
    await user.type(search, 'm6');
    const recent = await screen.findByRole('group', { name: 'Recent searches' });
    expect(optionNames(recent)).toEqual(['leica m6']);

    // Kept on this device, for the next visit.
    cleanup();
    const next = await openBlogs({ keepStorage: true });
    await user.click(await navbarSearch());
    await user.keyboard('{ArrowDown}');
    const both = await screen.findByRole('group', { name: 'Recent searches' });
    expect(optionNames(both)).toEqual(['nikon f3', 'leica m6']);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(next.router.state.location.search).toBe('?q=nikon+f3'));
  });

  it('keeps the catalogue’s sort when a model is picked in its own search', async () => {
    const { router } = renderApp('/products?sort=price_asc');
    const search = await screen.findByRole('combobox', { name: 'Search' }, { timeout: 10_000 });
    const user = userEvent.setup({ delay: null });
    await user.type(search, '90d');
    await screen.findByRole('option', { name: 'Canon EOS 90D' });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Canon EOS 90D'),
    );
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('price_asc');
  });
});
