// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, insertUser } from '../../../../server/test/fixtures';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, pageLanguage, renderApp, startApiServer } from '../../../test/app-under-test';

/** Issue 47 (decision 070): the contract's grades and camera details in German (lib/i18n/catalogue-labels). */
describe('grades and camera details in German', () => {
  let server: TestApp;
  let cameraId: string;
  beforeAll(async () => {
    server = await startApiServer();
    const db = server.app.database.db;
    const seller = (await insertUser(db)).id;
    cameraId = (
      await insertProduct(db, seller, {
        name: 'Sony A7 III',
        grade: 'excellent',
        item_type: 'camera-body',
        lens_mount: 'sony-e',
      })
    ).id;
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  it('names the filters and their options in German', async () => {
    renderApp('/products?grade=excellent&works=no', undefined, { language: await pageLanguage('de') });
    const grades = await screen.findByRole('group', { name: 'Zustand' }, { timeout: 15_000 });
    expect(within(grades).getByRole('checkbox', { name: /^Hervorragend\b/ })).toHaveProperty('checked', true);
    expect(
      within(screen.getByRole('group', { name: 'Art' })).getByRole('checkbox', { name: /^Kameragehäuse\b/ }),
    ).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Bajonett' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^Nicht voll funktionsfähig/ })).toHaveProperty('checked', true);
    await within(grades).findByRole('checkbox', { name: /^Hervorragend \(\d+\)$/ }, { timeout: 10_000 });
  });

  it('shows a camera’s grade with its definition and its details in German', async () => {
    renderApp(`/products/${cameraId}`, undefined, { language: await pageLanguage('de') });
    await screen.findByRole('heading', { name: 'Sony A7 III', level: 1 }, { timeout: 15_000 });
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Hervorragend')).toBeTruthy();
    expect(within(details).getByText(/^Leichte Spuren, nur aus der Nähe sichtbar/)).toBeTruthy();
    expect(within(details).getByText('Kameragehäuse')).toBeTruthy();
  });
});
