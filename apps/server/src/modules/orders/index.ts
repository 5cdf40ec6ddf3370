/**
 * What other modules may use of `orders`: listings ask about and answer a listing's bookings,
 * and close them when it is withdrawn; a departing person's bookings are given back.
 */
export { releaseBookingsOfDepartingBuyer } from './buyer-departure.js';
export {
  closeOpenBookings,
  declinePendingBookings,
  hasAcceptedBooking,
} from './orders.repository.js';
