/**
 * What other modules may use of `orders` (decision 021): listings ask about and answer a
 * listing's bookings, and close them when it is withdrawn; deleting a person cancels their
 * pending orders and tells the other side of each booking that closed; the admin's people
 * lists count orders. A listing's page and My Products tell the caller's booking and the
 * pending count. Conversations follow the buyer's latest booking of a listing. Whoever closes
 * bookings tells their other side live, after the commit. An accepted offer (issue 45) becomes
 * an accepted booking, declining the listing's waiting ones; the app hands the offers module's
 * hook to the orders service, so a booking accepted the usual way declines the open offers.
 */
export { type BookingChange, publishBookingChanges } from './booking-change-events.js';
export { releaseBookingsOfDepartingBuyer } from './buyer-departure.js';
export { countOrdersByBuyer } from './order-counts.js';
export {
  closeOpenBookings,
  countPendingBookings,
  declineOtherPending,
  declinePendingBookings,
  findBookingParties,
  findOpenOrderOf,
  hasAcceptedBooking,
  insertOrder,
  latestOrderOf,
  openBookingsInvolving,
  ordersClosedAt,
} from './orders.repository.js';
