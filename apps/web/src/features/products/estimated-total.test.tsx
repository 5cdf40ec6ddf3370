// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts, insertUser, productRow } from '../../../../server/test/fixtures';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderApp, startApiServer } from '../../../test/app-under-test';

/**
 * A search with more matches than its relevance window has an estimated total (decision 053):
 * the products screen says "about", and a page past an estimate that fell short still shows
 * its cameras.
 */
describe('an estimated total on the products screen', () => {
  let server: TestApp;
  /** The oldest 1 000 listings are all tripods; of the 2 500 after them, every fifth is. */
  const TRIPODS = 1_000 + 500;

  beforeAll(async () => {
    server = await startApiServer();
    const db = server.app.database.db;
    const seller = (await insertUser(db)).id;
    const start = Date.parse('2026-01-01T00:00:00Z');
    const rows = Array.from({ length: 3_500 }, (_, i) => {
      const at = new Date(start + i * 60_000).toISOString();
      const tripod = i < 1_000 || i % 5 === 4;
      return productRow(seller, {
        name: tripod ? `Tripod ${i}` : `Camera bag ${i}`,
        created_at: at,
        updated_at: at,
      });
    });
    await insertProducts(db, rows);
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  it('says about how many match, and numbers pages "of about"', async () => {
    renderApp('/products?q=tripod');
    // The newest 500 tripods are one in five listings: the estimate falls short of the 1 500.
    expect(await screen.findByText('Showing 1–24 of about 700 cameras')).toBeTruthy();
    expect(screen.getByText('Page 1 of about 30')).toBeTruthy();
  });

  it('shows the cameras of a page past the estimate, and no page only past the last camera', async () => {
    renderApp('/products?q=tripod&page=40');
    expect(await screen.findByText('Showing 937–960 cameras')).toBeTruthy();
    expect(screen.getByText('Page 40')).toBeTruthy();
    cleanup();
    const past = Math.ceil(TRIPODS / 24) + 1;
    renderApp(`/products?q=tripod&page=${past}`);
    expect(await screen.findByText(`There is no page ${past}`)).toBeTruthy();
  });
});
