/**
 * What other modules may use of `favourites` (decision 034): My Products counts each listing's
 * savers; a price drop or a sale tells them, in the transaction of that change; a deleted
 * account's saves go with it.
 */
export { countSavers, deleteSavesOf } from './favourites.repository.js';
export { type SavedListingChange, tellSavers } from './saver-notices.js';
