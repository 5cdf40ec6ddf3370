/**
 * What other modules may use of `products` (decision 021): orders lock the listing a
 * booking is for and move its status with the booking; deleting a seller locks and
 * withdraws their listings by the one withdrawal rule, and drops the name and number they
 * gave on them; the admin's people lists count listings. Seeding writes listings in bulk.
 * Moderation (decision 032) shows a reported listing, hides it by the withdrawal rule, and
 * restores it when the decision is undone.
 * Favourites (decision 034) save only listings on the marketplace and show them as they are now.
 *
 * The app (issue 39) builds the storefront's SQL for the configured database and the run that
 * merges SQLite's full-text indexes (decision 056).
 */
export { countLiveListingsBySeller } from './listing-counts.js';
export { findListingSummary } from './listing-summary.js';
export { restoreListing, withdrawListings } from './listing-withdrawal.js';
export { findPublicListings, findPublicModelListings, findVisibleListingSeller } from './listings-by-id.js';
export { priceVerdictOf } from './product-mapper.js';
export {
  anonymiseSellerListings,
  isWithdrawnListing,
  lockListing,
  lockSellerListings,
  moveListingStatus,
} from './products.repository.js';
export type { NewProductRecord } from './products.table.js';
export { SearchIndexMerges } from './search-index-merges.js';
// Saved-search alerts (decision 035) run the catalogue's word search against new listings.
export {
  candidateKeys,
  listingTokens,
  lookupKeys,
  matchesTerms,
} from './search-match.js';
// The search box's suggestions (issue 43, item 4) fold what was typed as the search does.
export { foldText, type SearchTerms, searchTermsOf } from './search-terms.js';
// A bulk load (`seed:catalogue`) sets the listing triggers aside and enters its listings into
// the storefront once, with the backfill a migration uses (issue 39).
export { backfillStorefront, setListingEntryTriggersAside } from './storefront-backfill.js';
export { storefrontSqlFor } from './storefront-databases.js';
// …and its camera-detail filters, as the catalogue's SQL reads them (issue 39).
export { type DetailRow, detailChoicesOf, passesDetails } from './storefront-query.js';
