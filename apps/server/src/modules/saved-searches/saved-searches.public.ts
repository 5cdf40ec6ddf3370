/**
 * What other parts may use of `saved-searches` (decision 021): the demo seed writes a few
 * saved searches exactly as a person's save would; the app builds the alerts and the tokens
 * their links carry, and stops the alerts' run on close.
 */
export { SavedSearchAlerts } from './saved-search-alerts.js';
export { insertSavedSearchDraft } from './saved-search-row.js';
export { SavedSearchTokens } from './saved-search-tokens.js';
