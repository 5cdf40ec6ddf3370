/** What other modules may use of `orders`: listings ask about and answer a listing's bookings. */
export { declinePendingBookings, hasAcceptedBooking } from './orders.repository.js';
