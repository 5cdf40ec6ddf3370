/**
 * What other modules may use of `products` (decision 021): orders lock the listing a
 * booking is for and move its status with the booking; deleting a seller locks and
 * withdraws their listings by the one withdrawal rule. Seeding writes listings in bulk.
 */
export { withdrawListings } from './listing-withdrawal.js';
export {
  isWithdrawnListing,
  lockListing,
  lockSellerListings,
  moveListingStatus,
} from './products.repository.js';
export type { NewProductRecord } from './products.table.js';
