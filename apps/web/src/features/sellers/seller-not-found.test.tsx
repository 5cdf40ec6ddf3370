// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderApp, startApiServer } from '../../../test/app-under-test';

/** Issue 42 item 16: `/sellers/{unknown}` is the not-found screen, whatever the id looks like. */
describe('an unknown seller', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  // The API answers 404 for an id it can look up and 400 for one it cannot (over 64 characters).
  for (const id of ['no-such-seller', 'x'.repeat(80)]) {
    it(`shows the not-found screen for /sellers/${id.slice(0, 20)}…`, async () => {
      renderApp(`/sellers/${id}`);
      expect(await screen.findByRole('heading', { name: 'No such seller', level: 1 })).toBeTruthy();
      expect(screen.getByText('404')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to Home Screen' })).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
    });
  }
});
