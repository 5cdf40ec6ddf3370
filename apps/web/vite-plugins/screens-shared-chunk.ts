/**
 * Small modules that several signed-in, seller or admin screens share (their API helpers, the
 * words for a saved search, admin labels, review stars, the guard screens, the modal, the
 * avatar). Left to Rollup, each group is a chunk under `experimentalMinChunkSize`, and the
 * cheapest place Rollup finds to merge one is the entry chunk, which every first view
 * downloads (~3 KiB gzip of them). Named as one chunk of their own
 * (`onlyExplicitManualChunks`: their imports stay where they were), they load with the screens
 * that need them instead (decision 049).
 */
const SHARED_BY_SCREENS = new RegExp(
  [
    'features/admin/moderation-labels',
    'features/admin/api/',
    'features/auth/api/',
    'features/auth/components/(require-auth|forbidden-screen|auth-card)',
    'features/listings/api/',
    'features/notifications/api/',
    'features/saved-searches/search-summary',
    'features/conversations/components/conversation-title',
    'components/reviews/',
    'components/(modal|user-avatar|status-badge|table-skeleton)',
  ]
    .map((path) => `/src/${path}`)
    .join('|'),
);

export function screensSharedChunk(id: string): string | undefined {
  return SHARED_BY_SCREENS.test(id) ? 'screens-shared' : undefined;
}
