/**
 * What other modules may use of `products`: orders lock the listing a booking is
 * for, and move its status with the booking.
 */
export {
  lockListing,
  lockSellerListings,
  moveListingStatus,
  type NewProductRow,
} from './products.repository.js';
