/**
 * What other modules may use of `offers` (decision 021): a listing's page tells the caller's
 * open offer, and its seller how many wait for an answer; deleting an account closes its open
 * offers. The app wires the hook by which a booking the seller accepts declines the listing's
 * open offers (OffersService.declineForBooking), and runs the expiry sweep with the background work.
 */
export { closeOffersOfDepartingUser } from './offer-departure.js';
export { OfferSweeps } from './offer-expiry.js';
export { moveLine } from './offer-words.js';
export { countPendingOffers, findOpenOfferOf } from './offers.repository.js';
