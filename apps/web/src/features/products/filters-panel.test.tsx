// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, insertUser } from '../../../../server/test/fixtures';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderApp, startApiServer } from '../../../test/app-under-test';

/**
 * Issue 42, item 5: the filters open from a "Filters (n)" button below extra-large screens, and
 * the listings a filter leaves out for want of the detail are counted ("Not specified").
 */
describe('catalogue filter panel', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startApiServer();
    const db = server.app.database.db;
    const seller = (await insertUser(db)).id;
    await insertProduct(db, seller, {
      name: 'Znospec Sony A7',
      description: 'znospec',
      lens_mount: 'sony-e',
    });
    for (const name of ['Znospec Leica M3', 'Znospec Rolleiflex']) {
      await insertProduct(db, seller, { name, description: 'znospec' });
    }
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  it('counts the choices on its button and opens them in a dialog', async () => {
    renderApp('/products?category=2&minPrice=100&mount=sony-e&grade=excellent&grade=good&includeSold=true');
    const button = await screen.findByRole('button', { name: 'Filters (6)' }, { timeout: 10_000 });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByLabelText('Brand')).toHaveProperty('value', '2');
    const mounts = within(dialog).getByRole('group', { name: 'Lens mount' });
    expect(within(mounts).getByRole('checkbox', { name: /^Sony E\b/ })).toHaveProperty('checked', true);
    // Every option is there: the list is whole, not cut at a height.
    expect(within(mounts).getAllByRole('checkbox')).toHaveLength(14);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show cameras' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());
  });

  it('says how many listings give no detail, and that a choice leaves them out', async () => {
    const { router } = renderApp('/products?q=znospec');
    const mounts = await screen.findByRole('group', { name: 'Lens mount' }, { timeout: 10_000 });
    await within(mounts).findByRole('checkbox', { name: 'Sony E (1)' });
    expect(within(mounts).getByText('Not specified (2)')).toBeTruthy();
    await userEvent.click(within(mounts).getByRole('checkbox', { name: /^Sony E\b/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=znospec&mount=sony-e'));
    const after = screen.getByRole('group', { name: 'Lens mount' });
    expect(
      await within(after).findByText('Not specified (2): not shown while this filter is on'),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Filters (1)' })).toBeTruthy();
  });
});
