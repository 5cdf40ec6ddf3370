import { initTheme } from './lib/theme';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createRouter } from './app/router';

// First, before React renders: the server's CSP forbids the usual inline <head> script.
initTheme();

const queryClient = createQueryClient();
const router = createRouter(queryClient);
const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
