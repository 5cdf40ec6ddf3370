import { initTheme } from './lib/theme';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createRouter } from './app/router';
import { startBrowserSession } from './features/auth/browser-session';

// First, before React renders: the server's CSP forbids the usual inline <head> script.
initTheme();

// Before the router: its first loaders ask the session for a token.
const session = startBrowserSession();
const queryClient = createQueryClient();
const router = createRouter(queryClient, session);
const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient} session={session}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
