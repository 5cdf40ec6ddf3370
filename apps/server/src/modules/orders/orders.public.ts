/**
 * What other modules may use of `orders` (decision 021): listings ask about and answer a
 * listing's bookings, and close them when it is withdrawn; deleting a person cancels their
 * pending orders.
 */
export { releaseBookingsOfDepartingBuyer } from './buyer-departure.js';
export {
  closeOpenBookings,
  declinePendingBookings,
  hasAcceptedBooking,
} from './orders.repository.js';
