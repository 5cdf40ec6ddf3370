import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { shopQuery } from './app/layouts/demo-notice';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createRoutes } from './app/router';
import { signedOutSession } from './features/auth/server-session';
import { type ApiFetch, setApiFetch } from './lib/api-client';
import { ServerTitleContext } from './lib/use-page-title';
import { withTitle } from './ssr/page-head';
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
 * with the data it was drawn from; or null when the URL is not server-rendered or its data
 * did not come (the browser then renders as before: not found, retry, redirect).
 */
export function createPageRenderer(options: PageRendererOptions) {
  setApiFetch(options.fetch);
  const [beforeRoot = '', afterRoot] = options.template.split(ROOT_ELEMENT);
  if (afterRoot === undefined) throw new Error(`index.html lacks ${ROOT_ELEMENT}`);

  return async function render(url: string): Promise<string | null> {
    // Joined, not resolved: a URL such as `//elsewhere/products` stays a path of this site.
    const request = new Request(`http://refocus.internal${url.startsWith('/') ? url : `/${url}`}`);
    if (!SERVER_RENDERED.test(new URL(request.url).pathname)) return null;

    const queryClient = createQueryClient({ retry: false });
    const session = signedOutSession();
    const handler = createStaticHandler(createRoutes(queryClient, session));
    try {
      const context = await handler.query(request);
      if (context instanceof Response || context.errors) return null;
      // The layout's own data travels with the page too, so the browser asks for nothing.
      void queryClient.prefetchQuery(shopQuery());
      await waitForQueries(queryClient);
      const failed = queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error');
      if (failed) return null;

      let title: string | undefined;
      const markup = renderToString(
        <StrictMode>
          <ServerTitleContext value={(pageTitle) => (title = pageTitle)}>
            <AppProviders queryClient={queryClient} session={session}>
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
      const head = withTitle(beforeRoot, title);
      return `${head}<div id="root">${markup}</div><script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${state}</script>${afterRoot}`;
    } finally {
      queryClient.clear();
    }
  };
}
