import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { PageCache } from '../modules/catalogue/catalogue.public.js';

/**
 * A page's answer: its HTTP status, and its whole HTML when the server drew it (a storefront
 * page), or null when the browser renders that URL from the app's shell.
 */
interface RenderedPage {
  status: number;
  html: string | null;
}
/** The language a page is drawn in: a locale the shop speaks, and the shop's currency. */
interface PageLanguage {
  locale: string;
  currency: string;
}
export type RenderPage = (url: string, language: PageLanguage) => Promise<RenderedPage>;

/** What the web app's server build (apps/web/src/entry-server.tsx) exports. */
interface RendererModule {
  createPageRenderer(options: {
    template: string;
    fetch: (url: string, init: RequestInit) => Promise<Response>;
  }): RenderPage;
}

const MAX_CACHED_BYTES = 8 * 1024 * 1024;

/**
 * Loads the web app's server renderer when it was built, so storefront pages arrive drawn
 * (the largest paint no longer waits for scripts and API round trips). Its API requests are
 * answered in-process by `inject`, through the same routes and page cache as the browser's.
 * Pages are kept per catalogue version, like the catalogue's own answers (decision 003).
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  rendererFile: string,
  template: string,
): Promise<RenderPage | undefined> {
  if (!fs.existsSync(rendererFile)) {
    app.log.warn({ rendererFile }, 'web app server renderer not built: pages render in the browser only');
    return undefined;
  }
  const module = (await import(pathToFileURL(rendererFile).href)) as Partial<RendererModule>;
  if (typeof module.createPageRenderer !== 'function') {
    throw new Error(`${rendererFile} does not export createPageRenderer`);
  }
  const render = module.createPageRenderer({ template, fetch: injectFetch(app) });
  const cache = new PageCache(MAX_CACHED_BYTES);

  return async (url, language) => {
    const version = await app.readCatalogueVersion();
    // Each language's page is kept apart (the currency is the shop's, the same for all).
    const key = `${language.locale} ${url}`;
    const kept = cache.get(version, key);
    if (kept) return { status: 200, html: kept.body.toString('utf8') };
    cache.noteMiss(key);
    try {
      const page = await render(url, language);
      // Only drawn pages are kept; a not-found answer costs little and must follow the catalogue.
      if (page.html !== null && page.status === 200) cache.set(version, key, page.html, {});
      return page;
    } catch (error) {
      // A page the server cannot draw is still a page: the browser renders it instead.
      app.log.error({ err: error, url }, 'server rendering failed; serving the browser-rendered page');
      return { status: 200, html: null };
    }
  };
}

/** A `fetch` for the renderer that calls this app's own routes without a socket. */
function injectFetch(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') throw new Error(`server rendering only reads; it asked to ${method} ${url}`);
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', ...app.internalRequestHeaders },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const body = answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.body;
    return new Response(body, { status: answer.statusCode, headers });
  };
}
