import { configure, render, screen, cleanup as unmountRendered } from '@testing-library/react';
import { toast as toastLibrary } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createTestApp, type TestApp } from '../../server/test/test-app';
import { AppProviders } from '../src/app/providers';
import { createQueryClient } from '../src/app/query-client';
import { createRoutes } from '../src/app/router';
import { startPageSession } from '../src/features/auth/page-session';
import { setApiFetch } from '../src/lib/api-client';
import type { PageLanguage } from '../src/lib/i18n/i18n-provider';
import { loadMessages, type PageLocale } from '../src/lib/i18n/messages';
import { ENGLISH } from './in-english';

/** A page language for a test that reads another (`renderApp(url, state, { language })`). */
export async function pageLanguage(locale: PageLocale, currency = 'USD'): Promise<PageLanguage> {
  return { locale, currency, messages: await loadMessages(locale) };
}

// Screens are lazy chunks transformed on first use, and the server hashes passwords: on a busy
// machine that takes seconds, not the 1 s Testing Library waits by default.
configure({ asyncUtilTimeout: 10_000 });

/**
 * The real web app (its routes, providers and session) rendered in happy-dom against a real
 * API server on a fresh SQLite file: the app's requests reach the server through `inject`,
 * as in server rendering, so nothing of ours is mocked and no socket is opened. `env` is the
 * server's own settings, e.g. ADMIN_EMAIL and ADMIN_PASSWORD for an admin to sign in as.
 */
export async function startApiServer(env: Record<string, string> = {}): Promise<TestApp> {
  const server = await createTestApp('sqlite', env);
  setApiFetch(injectFetch(server.app));
  return server;
}

/** Renders the whole app at `url`; answers the router, to read where it went. */
export function renderApp(
  url: string,
  state?: unknown,
  { keepStorage = false, language = ENGLISH }: { keepStorage?: boolean; language?: PageLanguage } = {},
) {
  if (!keepStorage) window.localStorage.clear();
  const session = startPageSession();
  const queryClient = createQueryClient();
  const { pathname, search } = new URL(url, 'http://app');
  const router = createMemoryRouter(createRoutes(queryClient, session), {
    initialEntries: [{ pathname, search, state }],
  });
  const view = render(
    <AppProviders queryClient={queryClient} session={session} language={language} liveUpdates={false}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, session, queryClient };
}

/**
 * Renders the app signed in as `email` (whose password is the test accounts' one) and then at
 * `url`, as a person who signed in first and then opened the page. Rendering a guarded page
 * first races the guard (it sends a visitor to /login) against the sign-in.
 */
export async function renderSignedIn(url: string, email: string, password = 'correct horse battery') {
  const view = renderApp('/');
  await view.session.signIn({ email, password });
  await screen.findByRole('button', { name: 'Logout' }, { timeout: 15_000 });
  await view.router.navigate(url);
  return view;
}

/**
 * After each test: unmounts what it rendered and drops its toasts. The page and the toast
 * library's store outlive a test file (the web tests share each worker's modules), so a toast
 * left on show would appear in the next file's app.
 */
export function cleanup(): void {
  unmountRendered();
  toastLibrary.remove();
}

/** `fetch` answered by the app's own routes, cookies kept like a browser's for `/api/auth`. */
export function injectFetch(app: TestApp['app']) {
  let cookie = '';
  return async (url: string, init: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    if (cookie) headers.cookie = cookie;
    let payload: string | Buffer | undefined = typeof init.body === 'string' ? init.body : undefined;
    if (init.body instanceof FormData) {
      // Encoded as the browser would (multipart with its boundary), e.g. a photo upload.
      const encoded = new Request('http://app/', { method: 'POST', body: init.body });
      payload = Buffer.from(await encoded.arrayBuffer());
      headers['content-type'] = encoded.headers.get('content-type') ?? '';
    }
    const answer = await app.inject({ method: (init.method ?? 'GET') as 'GET', url, headers, payload });
    const refresh = answer.cookies.find((c) => c.name === 'refocus_refresh');
    if (refresh) cookie = refresh.value ? `refocus_refresh=${refresh.value}` : '';
    const out = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && name !== 'set-cookie') {
        out.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
    }
    const body = answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.body;
    return new Response(body, { status: answer.statusCode, headers: out });
  };
}
