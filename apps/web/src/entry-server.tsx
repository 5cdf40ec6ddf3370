import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createIntl } from 'react-intl';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createRoutes } from './app/router';
import { brandsQuery } from './components/brands/use-brands';
import { signedOutSession } from './features/auth/server-session';
import { type ApiFetch, apiRequest, setApiFetch } from './lib/api-client';
import { ApiError } from './lib/api-error';
import { isPageLocale, loadMessages } from './lib/i18n/messages';
import { shopQuery } from './lib/shop';
import { ServerTitleContext } from './lib/use-page-title';
import { SITE_DESCRIPTION, withDescription, withTitle } from './ssr/page-head';
import { SERVER_STATE_ELEMENT_ID, serializeServerState } from './ssr/server-state';
import { waitForQueries } from './ssr/wait-for-queries';

/**
 * The public storefront, the pages a first visit lands on: the home page, the product list
 * and a camera's page (plus the static blog). Everything else renders in the browser.
 */
const SERVER_RENDERED = /^\/(?:products(?:\/[^/]+)?|blogs)?\/?$/;

const ROOT_ELEMENT = '<div id="root"></div>';

export interface PageRendererOptions {
  /** The built index.html: the page is drawn into its empty #root. */
  template: string;
  /** Answers the page's API requests; the server passes one that calls the app in-process. */
  fetch: ApiFetch;
}

/**
 * The server side of the web app (built by `vite build --ssr`, loaded by the API server).
 * `render` answers a storefront URL's whole HTML, drawn as a signed-out visitor sees it,
 * with the data it was drawn from; or no HTML when the URL is not server-rendered or its data
 * did not come (the browser then renders as before: not found, retry, redirect). Either way
 * with the page's status: 404 for a path no route knows or a listing the API does not have.
 */
export function createPageRenderer(options: PageRendererOptions) {
  setApiFetch(options.fetch);
  const [beforeRoot = '', afterRoot] = options.template.split(ROOT_ELEMENT);
  if (afterRoot === undefined) throw new Error(`index.html lacks ${ROOT_ELEMENT}`);

  // For matching paths only: which route a path reaches does not depend on data or session.
  const routeTable = createRoutes(createQueryClient(), signedOutSession());
  const browserRendered = async (pathname: string) => ({
    status: knownPath(routeTable, pathname) && (await subjectExists(pathname)) ? 200 : 404,
    html: null,
  });

  /**
   * `language`: the locale the server chose for this visitor (cookie, `Accept-Language`, the
   * shop's default) and the shop's currency; the page is drawn in them, its `<html lang>` set
   * by the server.
   */
  return async function render(
    url: string,
    language: { locale: string; currency: string } = { locale: 'en', currency: 'USD' },
  ): Promise<{ status: number; html: string | null }> {
    // Joined, not resolved: a URL such as `//elsewhere/products` stays a path of this site.
    const request = new Request(`http://refocus.internal${url.startsWith('/') ? url : `/${url}`}`);
    const { pathname } = new URL(request.url);
    if (!SERVER_RENDERED.test(pathname)) return await browserRendered(pathname);

    const queryClient = createQueryClient({ retry: false });
    const session = signedOutSession();
    const handler = createStaticHandler(createRoutes(queryClient, session));
    try {
      const context = await handler.query(request);
      if (context instanceof Response) return { status: 200, html: null };
      if (context.errors) {
        const missing = Object.values(context.errors).some(isNotFound);
        return { status: missing ? 404 : 200, html: null };
      }
      // The layout's own data travels with the page too (the demo notice, the brands of the menu,
      // footer and cards), so the browser asks for nothing.
      void queryClient.prefetchQuery(shopQuery());
      void queryClient.prefetchQuery(brandsQuery());
      await waitForQueries(queryClient);
      const failed = queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error');
      if (failed) return { status: 200, html: null };

      const locale = isPageLocale(language.locale) ? language.locale : 'en';
      const pageLanguage = { locale, currency: language.currency, messages: await loadMessages(locale) };
      let title: string | undefined;
      const markup = renderToString(
        <StrictMode>
          <ServerTitleContext value={(pageTitle) => (title = pageTitle)}>
            <AppProviders queryClient={queryClient} session={session} language={pageLanguage}>
              <StaticRouterProvider
                router={createStaticRouter(handler.dataRoutes, context)}
                context={context}
                hydrate={false}
              />
            </AppProviders>
          </ServerTitleContext>
        </StrictMode>,
      );
      const state = serializeServerState({ queries: dehydrate(queryClient), loaderData: context.loaderData });
      // The shop's description as the page's language says it (the title is the route's own).
      const description = createIntl({
        locale,
        defaultLocale: 'en',
        messages: pageLanguage.messages,
        onError: () => {},
      }).formatMessage(SITE_DESCRIPTION);
      const head = withDescription(withTitle(beforeRoot, title), description);
      return {
        status: 200,
        html: `${head}<div id="root">${markup}</div><script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${state}</script>${afterRoot}`,
      };
    } finally {
      queryClient.clear();
    }
  };
}

/** Whether a route of the app (other than the not-found catch-all) answers this path. */
function knownPath(routes: RouteObject[], pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return matches !== null && matches.at(-1)?.route.path !== '*';
}

/**
 * Pages drawn in the browser whose subject the API may not have, and the API path that says so:
 * such a page answers the API's 404 (issue 42), not a 200 a search engine would keep. Not drawn
 * on the server: a seller's name and photo change without the catalogue version moving, so a
 * kept page would go stale.
 */
const PAGE_SUBJECTS: { page: RegExp; api: (id: string) => string }[] = [
  { page: /^\/sellers\/([^/]+)\/?$/, api: (id) => `/sellers/${id}` },
  { page: /^\/models\/([^/]+)\/?$/, api: (slug) => `/models/${slug}` },
];

/** Whether the API has what `pathname` is about; true for a page about nothing in particular. */
async function subjectExists(pathname: string): Promise<boolean> {
  for (const { page, api } of PAGE_SUBJECTS) {
    // Still URL-encoded, as the API path wants it.
    const id = page.exec(pathname)?.[1];
    if (id === undefined) continue;
    try {
      await apiRequest(api(id));
    } catch (error) {
      // Any other failure is not the page's: the browser tries again and says so.
      return !isNotFound(error);
    }
  }
  return true;
}

/** A loader's failure that means "no such thing": the API's 404 (or 400 for a malformed id). */
function isNotFound(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status === 404;
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
