import { setAccessTokenSource } from '../../lib/access-token';
import { DeferredSession } from './deferred-session';
import { HINT_KEY, sessionHint } from './session-hint';

/**
 * Creates the page's session and connects it to the API client, before the router runs its
 * first loaders (they then wait for the session's first answer). The session manager is a
 * chunk of its own (browser-session.ts), fetched at once only when the browser had a session.
 */
export function startPageSession(): DeferredSession {
  const session = new DeferredSession(
    () => import('./browser-session').then(({ startBrowserSession }) => startBrowserSession()),
    sessionHint.get(),
  );
  setAccessTokenSource(({ forceRefresh } = {}) => session.getAccessToken(forceRefresh));
  // Another tab signed in or out: follow it, fetching the manager if this tab has none yet.
  window.addEventListener('storage', (event) => {
    if (event.key !== HINT_KEY) return;
    const present = event.newValue !== null;
    const manager = session.current();
    if (manager) manager.syncFromOtherTab(present);
    else if (present) session.load().catch(() => {});
  });
  return session;
}
