/**
 * What other modules may use of `products`: orders lock the listing a booking is
 * for, and move its status with the booking; the web app's pages ask whether a
 * listing was withdrawn (410 rather than 404).
 */
export {
  isWithdrawnListing,
  lockListing,
  lockSellerListings,
  moveListingStatus,
  type NewProductRow,
} from './products.repository.js';
