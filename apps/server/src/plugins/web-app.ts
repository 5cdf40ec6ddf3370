import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { LOCALE_COOKIE, type Locale } from '@refocus/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.js';
import { platformErrors } from '../errors/platform-errors.js';
import { pageLocaleOf } from '../i18n/request-locale.js';
import { isWithdrawnListing } from '../modules/products/products.public.js';
import { THEME_COOKIE, themeOf, withPageHints } from './page-hints.js';
import { loadPageRenderer, type RenderPage } from './page-renderer.js';
import { PLUGIN } from './plugin-names.js';
import { addVary } from './vary.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The web app's server build sits beside the browser's: `apps/web/dist-server/`. */
function rendererFileOf(webDistDir: string): string {
  return path.join(path.dirname(webDistDir), 'dist-server', 'entry-server.js');
}

interface WebAppOptions {
  webDistDir: string;
  /** Whether Google sign-in is configured: the login screen shows its button only then. */
  googleSignIn: boolean;
  /** The shop's currency (ISO 4217). */
  currency: string;
  /** The shop's default language, for a visitor whose browser asks for none the shop speaks. */
  shopLocale: () => Promise<Locale>;
}

/**
 * Serves the built web app: hashed files under /assets are cached forever, everything
 * else revalidates, and any path that is not a file and not under /api gets a page: the
 * storefront's drawn on the server when its renderer was built, else index.html for the
 * client router to take (SPA fallback).
 */
export const webApp = fp(
  async (app: FastifyInstance, { webDistDir, googleSignIn, currency, shopLocale }: WebAppOptions) => {
    const indexFile = path.join(webDistDir, 'index.html');
    const hasWebApp = fs.existsSync(indexFile);
    let renderPage: RenderPage | undefined;
    let template = '';
    if (hasWebApp) {
      template = fs.readFileSync(indexFile, 'utf8');
      renderPage = await loadPageRenderer(app, rendererFileOf(webDistDir), template);
      await app.register(fastifyStatic, {
        root: webDistDir,
        // `/` is a page like the others (server-rendered), not the file index.html.
        index: false,
        wildcard: true,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, filePath) => {
          const isHashedAsset = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
          res.setHeader('cache-control', isHashedAsset ? IMMUTABLE : 'no-cache');
        },
      });
    } else {
      app.log.warn({ webDistDir }, 'web app not built: only the API is served');
    }

    /**
     * A page of the web app: drawn on the server when it is a storefront page, else the shell
     * for the browser to render. Its status is the page's own (issue 19): an unknown page or
     * listing answers 404 and a withdrawn listing 410 (no soft 404 for search engines to keep),
     * while the shell still lets the browser show its not-found screen.
     */
    const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
      // The page differs by the theme and language cookies and the browser's languages
      // (page-hints.ts), so no shared cache may mix them.
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      addVary(reply, 'cookie');
      addVary(reply, 'accept-language');
      const locale = pageLocaleOf(request, await shopLocale());
      // A first visit's language is remembered, so the API's messages follow the page (request-locale.ts).
      if (request.cookies[LOCALE_COOKIE] !== locale) {
        reply.setCookie(LOCALE_COOKIE, locale, {
          path: '/',
          maxAge: ONE_YEAR_SECONDS,
          sameSite: 'lax',
          secure: 'auto',
        });
      }
      const page = renderPage
        ? await renderPage(request.url, { locale, currency })
        : { status: 200, html: null };
      let status = page.status;
      const listingId = /^\/products\/([^/?#]+)/.exec(request.url)?.[1];
      // Only withdrawal is for good. A disabled seller's listing is 404: it returns when they are
      // re-enabled, and 410 would have search engines drop it for ever.
      if (status === 404 && listingId && (await isWithdrawnListing(app.database.db, listingId))) status = 410;
      const hints = { locale, currency, theme: themeOf(request.cookies[THEME_COOKIE]), googleSignIn };
      return reply.code(status).send(withPageHints(page.html ?? template, hints));
    };
    // The static files' wildcard would answer `/` with a 403 (a folder without an index file).
    if (hasWebApp) app.get('/', { config: { access: 'public' } }, servePage);

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (pathname === '/api' || pathname.startsWith('/api/') || !wantsPage || !hasWebApp) {
        throw new AppError('not-found', {
          ...platformErrors.noRoute,
          values: { method: request.method, pathname },
        });
      }
      return servePage(request, reply);
    });
  },
  {
    name: PLUGIN.webApp,
    // Pages are drawn from the API's own answers through the page cache, with every header.
    dependencies: [PLUGIN.pageCache, PLUGIN.security, PLUGIN.errorHandler],
  },
);
