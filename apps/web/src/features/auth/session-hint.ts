import type { SessionHint } from './session-manager';

/** The localStorage key that says this browser may hold a session; other tabs watch it. */
export const HINT_KEY = 'refocus.has-session';

/** The hint in localStorage: read by the first view, written by the session manager. */
export const sessionHint: SessionHint = {
  get() {
    try {
      return window.localStorage.getItem(HINT_KEY) !== null;
    } catch {
      return true; // storage blocked: ask the server every time
    }
  },
  set(present) {
    try {
      if (present) window.localStorage.setItem(HINT_KEY, '1');
      else window.localStorage.removeItem(HINT_KEY);
    } catch {
      // storage blocked: nothing to remember
    }
  },
};
