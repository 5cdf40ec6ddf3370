/**
 * What other modules may use of `orders` (decision 021): listings ask about and answer a
 * listing's bookings, and close them when it is withdrawn; deleting a person cancels their
 * pending orders and tells the other side of each booking that closed; the admin's people
 * lists count orders. A listing's page and My Products tell the caller's booking and the
 * pending count. Conversations follow the buyer's latest booking of a listing. Whoever closes
 * bookings tells their other side live, after the commit.
 */
export { type BookingChange, publishBookingChanges } from './booking-change-events.js';
export { releaseBookingsOfDepartingBuyer } from './buyer-departure.js';
export { countOrdersByBuyer } from './order-counts.js';
export {
  closeOpenBookings,
  countPendingBookings,
  declinePendingBookings,
  findBookingParties,
  findOpenOrderOf,
  hasAcceptedBooking,
  latestOrderOf,
  openBookingsInvolving,
  ordersClosedAt,
} from './orders.repository.js';
