// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderApp, startApiServer } from '../../../test/app-under-test';

/** `/blogs` (spec §2): four questions, each answered, each with the spec's Done button. */
describe('Blogs', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  it('shows four question cards, each with a Done button that stays on the page', async () => {
    const { router } = renderApp('/blogs');
    await screen.findByRole('heading', { name: 'Questions and answers', level: 1 }, { timeout: 10_000 });
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'How does state management work in React?',
      'What is prototypal inheritance?',
      'What is unit testing and why should we write unit tests?',
      'React vs Angular vs Vue',
    ]);
    for (const card of cards) expect(within(card).getByRole('button', { name: 'Done' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Done' })).toHaveLength(4);

    await userEvent.click(within(cards[0] as HTMLElement).getByRole('button', { name: 'Done' }));
    expect(router.state.location.pathname).toBe('/blogs');
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });
});
