/** What other modules may use of `products`: orders read the listing a booking is for. */
export { findLiveProduct } from './products.repository.js';
