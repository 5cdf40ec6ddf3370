import { initTheme } from './lib/theme';
import './styles.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createRoutes } from './app/router';
import { signedInUi } from './app/signed-in-ui';
import { startPageSession } from './features/auth/page-session';
import { pageLanguageOf } from './lib/i18n/page-language';
import { resolveLazyRoutes } from './ssr/resolve-lazy-routes';
import { readServerState } from './ssr/server-state';

// First, before React renders: the server's CSP forbids the usual inline <head> script.
initTheme();

// Before the router: its first loaders ask the session for a token.
const session = startPageSession();
// A session being restored (this browser had one) fetches the signed-in chunk beside its
// request: the auth gate draws a restored session's page only once both are here.
if (!session.getSnapshot().ready) signedInUi.load().catch(() => {});
const queryClient = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

// A storefront page comes drawn by the server (entry-server.tsx) with the answers it was
// drawn from; they seed the cache either way, so nothing is asked for twice.
const serverState = readServerState(document);
if (serverState) hydrate(queryClient, serverState.queries);

// The server draws every page signed out. A visitor whose session is still being restored
// would see something else at once (spec §2: a progress bar), so only a signed-out start
// takes the server's markup over; any other start renders afresh.
const hydrating = serverState !== null && session.getSnapshot().ready && !session.getSnapshot().user;

async function start(root: HTMLElement): Promise<void> {
  const routes = createRoutes(queryClient, session);
  // The page's messages (a chunk of their own) come beside the lazy routes, before the first render.
  const [language] = await Promise.all([
    pageLanguageOf(document),
    hydrating ? resolveLazyRoutes(routes, window.location) : undefined,
  ]);
  const router = createBrowserRouter(routes, {
    hydrationData: hydrating && serverState ? { loaderData: serverState.loaderData } : undefined,
  });
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} session={session} language={language}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (hydrating) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start(container);
