import type { AuthSession } from '@refocus/contract';
import { setSessionRejectedHandler } from '../../lib/access-token';
import { apiRequest } from '../../lib/api-client';
import { sessionHint } from './session-hint';
import {
  type IdentityTransport,
  isSessionFatal,
  localMutex,
  SessionManager,
  type WithLock,
} from './session-manager';

const LOCK_NAME = 'refocus-refresh';

/** The identity endpoints; no bearer token, the refresh cookie carries the session. */
const transport: IdentityTransport = {
  signUp: (body, signal) =>
    apiRequest<AuthSession>('/auth/signup', { method: 'POST', body, signal, anonymous: true }),
  logIn: (body, signal) =>
    apiRequest<AuthSession>('/auth/login', { method: 'POST', body, signal, anonymous: true }),
  // A reload must not cut a refresh off: the server has already replaced the cookie's token,
  // and a browser that never stores the new one presents the old again, which the server
  // must read as a stolen token and end the session in every tab. `keepalive` lets the
  // request, and its Set-Cookie, complete after the page has gone.
  refresh: (signal) =>
    apiRequest<AuthSession>('/auth/token', { method: 'POST', signal, anonymous: true, keepalive: true }),
  logOut: async (signal) => {
    await apiRequest('/auth/logout', { method: 'POST', signal, anonymous: true });
  },
};

/**
 * Two tabs must never send the same refresh cookie: the server then revokes the whole
 * session family. The Web Locks API serializes the identity calls of all tabs.
 */
function browserLock(): WithLock {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return localMutex();
  return <T>(task: () => Promise<T>) => locks.request(LOCK_NAME, task) as Promise<T>;
}

/**
 * The browser's session manager, started (restoring the session when the hint says there is
 * one). Loaded as a chunk of its own when the page's session needs it (page-session.ts).
 */
export function startBrowserSession(): SessionManager {
  const manager = new SessionManager({ transport, withLock: browserLock(), hint: sessionHint });
  setSessionRejectedHandler((error) => {
    if (isSessionFatal(error)) manager.reject(error);
  });
  void manager.start();
  return manager;
}
