import { loadVerifyEmailNotice } from '../features/auth/components/signed-in-verify-email-notice';

/**
 * What only a signed-in user sees, loaded after the first paint rather than in the entry
 * chunk (docs/performance.md, "Web bundle"): an anonymous first view never needs it. The
 * imports live here so the lazy components and the early start below share them (the e-mail
 * notice's lives beside it: a feature cannot import the app).
 */
export const loadSignedInActions = () => import('./layouts/navbar/signed-in-actions');
export const loadLiveUpdates = () => import('./live-updates');

/**
 * Starts the downloads while a remembered session is being restored, so the navbar's
 * signed-in side is ready when the session is rather than one request later.
 */
export function preloadSignedInChunks(): void {
  for (const load of [loadSignedInActions, loadLiveUpdates, loadVerifyEmailNotice]) {
    load().catch(() => {}); // a failure shows again, and is handled, when React loads it
  }
}
