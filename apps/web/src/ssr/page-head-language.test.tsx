// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../server/test/test-app';
import { injectFetch, startApiServer } from '../../test/app-under-test';
import { createPageRenderer } from '../entry-server';

/** As index.html's head starts: the description spread over lines, in English. */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="Refocus is a marketplace for used cameras: browse pre-owned Canon, Sony and Nikon bodies and lenses, book one and meet the seller."
    />
    <title>Refocus · Used cameras marketplace</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** Decision 070: a server-drawn page's head says the page's language, title and description. */
describe('the head of a server-drawn page', () => {
  let server: TestApp;
  let render: ReturnType<typeof createPageRenderer>;
  beforeAll(async () => {
    server = await startApiServer();
    render = createPageRenderer({ template: TEMPLATE, fetch: injectFetch(server.app) });
  });
  afterAll(() => server.close());

  it('describes the shop in German on a German page', async () => {
    const { status, html } = await render('/blogs', { locale: 'de', currency: 'EUR' });
    expect(status).toBe(200);
    expect(html).toContain(
      '<meta name="description" content="Refocus ist ein Marktplatz für gebrauchte Kameras: Stöbere in gebrauchten Gehäusen und Objektiven von Canon, Sony und Nikon, reserviere eins und triff den Verkäufer." />',
    );
    expect(html).not.toContain('Refocus is a marketplace');
    expect(html).toContain('<title>Blog · Refocus</title>');
    expect(html).toContain('Fragen und Antworten');
  });

  it('keeps the English description on an English page', async () => {
    const { html } = await render('/', { locale: 'en', currency: 'USD' });
    expect(html).toContain(
      '<meta name="description" content="Refocus is a marketplace for used cameras: browse pre-owned Canon, Sony and Nikon bodies and lenses, book one and meet the seller." />',
    );
    expect(html).toContain('<title>Refocus · Used cameras marketplace</title>');
  });
});
