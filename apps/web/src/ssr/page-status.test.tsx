// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../server/test/fixtures';
import type { TestApp } from '../../../server/test/test-app';
import { injectFetch, startApiServer } from '../../test/app-under-test';
import { createPageRenderer } from '../entry-server';

/**
 * Issue 42 item 16: a page about a seller the API does not have answers 404, like an unknown
 * path, while the shell still comes for the browser's not-found screen.
 */
describe('the status of a page drawn in the browser', () => {
  let server: TestApp;
  let render: ReturnType<typeof createPageRenderer>;
  beforeAll(async () => {
    server = await startApiServer();
    render = createPageRenderer({
      template: '<body><div id="root"></div></body>',
      fetch: injectFetch(server.app),
    });
  });
  afterAll(() => server.close());

  it("answers 404 for a seller nobody is, 200 for a seller's page", async () => {
    const seller = await insertUser(server.app.database.db, { seller: 1 });
    const buyer = await insertUser(server.app.database.db, { seller: 0 });
    expect(await render(`/sellers/${seller.id}`)).toEqual({ status: 200, html: null });
    expect((await render(`/sellers/${seller.id}?includeSold=true`)).status).toBe(200);
    for (const unknown of ['no-such-seller', buyer.id, 'x'.repeat(80)]) {
      expect(await render(`/sellers/${unknown}`), unknown).toEqual({ status: 404, html: null });
    }
  });

  it("answers 404 for a model the catalogue does not have, 200 for a model's page", async () => {
    expect(await render('/models/canon-eos-5d-mark-iv')).toEqual({ status: 200, html: null });
    for (const unknown of ['canon-eos-999d', 'Not A Slug']) {
      expect(await render(`/models/${encodeURIComponent(unknown)}`), unknown).toEqual({
        status: 404,
        html: null,
      });
    }
  });
});
